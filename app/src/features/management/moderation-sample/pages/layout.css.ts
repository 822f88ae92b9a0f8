import { style } from '@vanilla-extract/css';
import { breakpoints, space } from '@city/design-system/theme';

/** Layout only: where a row's select and button sit. Everything visual comes from the design system. */

/** The select and «Сохранить» side by side, the row's state under them. */
export const rowControls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 1fr) auto',
  alignItems: 'end',
  columnGap: space.sm,
  rowGap: space.xs,
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: '1fr' } },
});

export const rowStatus = style({ gridColumn: '1 / -1' });
