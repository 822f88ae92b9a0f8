import { style } from '@vanilla-extract/css';
import { space } from '../../theme';

export const group = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

/** Day, month, year on one line; the month gets the room its longest name needs. */
export const selectors = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.8fr) minmax(0, 1.3fr)',
  gap: space.sm,
  alignItems: 'start',
});
