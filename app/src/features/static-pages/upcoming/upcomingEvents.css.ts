import { style } from '@vanilla-extract/css';
import { breakpoints, space } from '@city/design-system/theme';

/** Layout only, as the events list's grid: the cards themselves come from the design system. */
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
