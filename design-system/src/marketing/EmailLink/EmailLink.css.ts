import { style } from '@vanilla-extract/css';
import { radius, vars } from '../../theme';
import { focusRingStyle } from '../../primitives/shared';

/** Looks like the inline Link: the link colour (≥ 4.5:1 in both themes) and an underline. */
export const link = style({
  color: vars.color.link,
  borderRadius: radius.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRingStyle,
  },
});
