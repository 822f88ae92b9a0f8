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

export const icon = style({ flexShrink: 0 });
