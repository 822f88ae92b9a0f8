import { style } from '@vanilla-extract/css';
import { breakpoints, space } from '@city/design-system/theme';

/** Layout only: grids, widths and positions. Everything visual comes from the design system. */

export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: space.xl,
  '@media': { [breakpoints.mobile]: { gap: space.lg } },
});

export const cardCell = style({ display: 'flex', minWidth: 0 });

/** The infinite-scroll trigger: an invisible line under the last row of cards. */
export const sentinel = style({ height: '1px', marginTop: `-${space.xl}` });

export const feedStatus = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minHeight: space.xxxl,
});

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});

export const listControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});

export const centred = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '40vh',
});

export const formColumn = style({ width: '100%', maxWidth: '48rem', margin: '0 auto' });

export const detailsColumn = style({ width: '100%', maxWidth: '52rem', margin: '0 auto' });

/**
 * docs/events.md#on-a-phone: the «Наверх» button floats over the page's bottom corner; the list
 * ends this much higher, so the last card's buttons can always be scrolled clear of it.
 */
const SCROLL_TO_TOP_RESERVE = '4.5rem';

/**
 * /events: the side gutters reach 16 px on a phone (the shell's own 8 px and these), and the
 * bottom keeps the «Наверх» button's place.
 */
export const feedPage = style({
  paddingBottom: SCROLL_TO_TOP_RESERVE,
  '@media': { [breakpoints.mobile]: { paddingInline: space.sm } },
});

export const scrollToTop = style({
  position: 'fixed',
  right: space.xl,
  bottom: space.xl,
  zIndex: 10,
  '@media': { [breakpoints.mobile]: { right: space.md, bottom: space.md } },
  selectors: { '&[data-in-the-way]': { visibility: 'hidden' } },
});
