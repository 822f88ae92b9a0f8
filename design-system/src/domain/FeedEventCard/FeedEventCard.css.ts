import { style } from '@vanilla-extract/css';
import { insetFocusRingStyle } from '../../primitives/shared';
import { space } from '../../theme';
// Imported first so these rules come after the grid card's in the stylesheet and win over them.
import { stretchedLinkStyle } from '../EventCard/EventCard.css';

/**
 * docs/partner-feed.md#html-fragment: the partner feed's card on top of the grid card's styles (EventCard.css): the same
 * look, in a box of fixed height (the widget reserves it before the answer arrives), and a plain
 * link whose focus ring needs no script (:focus-visible instead of react-aria's data attributes).
 */
export const card = style({ minHeight: 0 });

/** A fixed share of the card's height for the picture; the rest is text clamped to fit. */
export const media = style({ aspectRatio: 'auto', height: '140px' });

export const body = style({ gap: space.xs, padding: `${space.md} ${space.lg}`, overflow: 'hidden' });

export const title = style({ marginBlock: space.xxs });

export const titleLink = style({
  ...stretchedLinkStyle,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible::after': insetFocusRingStyle,
  },
});

export const facts = style({ gap: space.xxs });
