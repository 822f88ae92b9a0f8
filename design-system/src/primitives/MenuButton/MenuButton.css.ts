import { style } from '@vanilla-extract/css';
import { motion, radius, space, vars } from '../../theme';
import { focusRingStyle, reducedMotionQuery } from '../shared/interaction';
import * as popoverStyles from '../shared/popover.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '44px',
  padding: `${space.xs} ${space.sm}`,
  border: '1px solid transparent',
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRingStyle,
  },
});

/** The stand-in is a plain button: it shows focus and hover by the browser's own states. */
export const standInTrigger = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRingStyle,
  },
});

export const chevron = style({
  fontSize: '1rem',
  transition: `transform ${motion.fastMs}ms ease`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const popover = style([popoverStyles.popover, { minWidth: '200px' }]);

export const menu = popoverStyles.popoverList;

export const item = style([popoverStyles.popoverItem, { textDecoration: 'none' }]);

export const dangerItem = style({ color: vars.color.danger });
