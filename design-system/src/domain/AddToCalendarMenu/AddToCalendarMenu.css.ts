import { style } from '@vanilla-extract/css';
import { motion, space } from '../../theme';
import { reducedMotionQuery } from '../../primitives/shared/interaction';
import * as popoverStyles from '../../primitives/shared/popover.css';

export const trigger = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm, justifySelf: 'start' });

export const icon = style({ fontSize: '1.125rem' });

export const chevron = style({
  fontSize: '1rem',
  transition: `transform ${motion.fastMs}ms ease`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const popover = style([popoverStyles.popover, { minWidth: '220px' }]);

export const menu = popoverStyles.popoverList;

export const item = style([popoverStyles.popoverItem, { textDecoration: 'none' }]);
