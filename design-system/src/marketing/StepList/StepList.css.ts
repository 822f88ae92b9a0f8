import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

// Four across on a wide screen, two on a tablet, one on a phone.
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  borderTop: `3px solid ${vars.color.accent}`,
  background: vars.color.surface,
  borderRadius: `0 0 ${radius.md} ${radius.md}`,
});

// The number is drawn on the accent with the accent's own text colour (7:1 in both themes).
export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: lineHeight.normal });
