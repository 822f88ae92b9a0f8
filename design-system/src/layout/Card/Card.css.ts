import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme';

export const card = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const padding = styleVariants(space, (value) => ({ padding: value }));
