import { style, styleVariants } from '@vanilla-extract/css';
import { fontWeight, radius, vars } from '../../theme';
import { focusRingStyle } from '../shared/interaction';

/**
 * Link text uses the link colour, the accent's text-safe shade: the accent itself is 2.2:1 on white
 * (light 5.2:1 on surface, dark 10:1).
 */
export const base = style({
  color: vars.color.link,
  borderRadius: radius.sm,
  cursor: 'pointer',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const variant = styleVariants({
  // Underlined so a link inside a sentence is told apart without colour.
  inline: {
    textDecoration: 'underline',
    selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
  },
  standalone: {
    fontWeight: fontWeight.medium,
    textDecoration: 'none',
    selectors: { '&[data-hovered], &[data-pressed]': { textDecoration: 'underline' } },
  },
});
