import { style } from '@vanilla-extract/css';
import { breakpoints, space } from '@city/design-system/theme';

/** Layout only: where the filters and a row's controls sit. Everything visual comes from the design system. */

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 2fr) repeat(2, minmax(10rem, 1fr))',
  alignItems: 'end',
  gap: space.md,
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: '1fr' } },
});

/** The row's two selectors side by side (a short row), 'Обновление...' under them. */
export const rowControls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(11.5rem, 1fr) minmax(10rem, 1fr)',
  columnGap: space.sm,
  rowGap: space.xs,
});

export const rowStatus = style({ gridColumn: '1 / -1' });
