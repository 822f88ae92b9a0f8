import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, space, vars } from '../../theme';

export { panelSection as section } from '../shared-panel/panel.css';

export const heading = style({ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.bold, color: vars.color.text });

export const note = style({ margin: 0, color: vars.color.textMuted });

// The address is long and unbroken: the field takes the row, the copy button sits at its end.
export const addressRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: space.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
