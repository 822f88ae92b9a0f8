import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '../../theme';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  fontSize: fontSize.sm,
  selectors: {
    '&[data-match="true"]': { color: vars.color.success },
    '&[data-match="false"]': { color: vars.color.danger },
  },
});

// At 16px the icon grid's 2-unit stroke would thin to 1.3px; 3 units keep a 2px line.
export const icon = style({ flexShrink: 0, width: '16px', height: '16px', strokeWidth: 3 });
