import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, space, vars } from '../../theme';

export { panelSection as section } from '../shared-panel/panel.css';

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: space.sm,
  margin: 0,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
  color: vars.color.text,
});

export const count = style({ fontSize: fontSize.sm, fontWeight: fontWeight.regular, color: vars.color.textMuted });

export const note = style({ margin: 0, color: vars.color.textMuted });

// Names flow in columns as wide as the longest usual name; a long one wraps at its spaces.
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: `${space.xs} ${space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0, overflowWrap: 'break-word' });
