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

export const scrollToTop = style({
  position: 'fixed',
  right: space.xl,
  bottom: space.xl,
  zIndex: 10,
  '@media': { [breakpoints.mobile]: { right: space.md, bottom: space.md } },
});
