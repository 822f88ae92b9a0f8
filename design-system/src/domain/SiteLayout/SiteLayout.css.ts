import { style } from '@vanilla-extract/css';
import { fontWeight, radius, space, vars } from '../../theme';
import { focusRingStyle } from '../../primitives/shared';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

// Off-screen until focused: the first Tab stop, shown over the header.
export const skipLink = style({
  position: 'absolute',
  top: space.sm,
  left: space.sm,
  zIndex: 100,
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: fontWeight.medium,
  boxShadow: vars.shadow.popover,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRingStyle },
  },
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  // Focus lands here only through the skip link; a ring around the whole page would be noise.
  outline: 'none',
});
