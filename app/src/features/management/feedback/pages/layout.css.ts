import { style } from '@vanilla-extract/css';
import { breakpoints, space } from '@city/design-system/theme';

/** Layout only: where the filters sit. Everything visual comes from the design system. */

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'start',
  gap: space.md,
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: '1fr' } },
});

export const searchCell = style({ gridColumn: 'span 2', '@media': { [breakpoints.mobile]: { gridColumn: 'auto' } } });

export const resetRow = style({ display: 'flex', justifyContent: 'flex-end' });
