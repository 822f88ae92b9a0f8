import { style } from '@vanilla-extract/css';
import { fontWeight, radius, space, vars } from '../../theme';
import { focusRingStyle } from '../../primitives/shared';

// Off-screen until focused: the first Tab stop, shown over the page's top.
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

/** The main region the skip link focuses; a ring around the whole content would be noise. */
export const mainFocus = style({ outline: 'none' });
