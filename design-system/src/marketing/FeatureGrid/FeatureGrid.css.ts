import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

// Three columns of two rows on a desktop, two on a tablet, one on a 320 px phone.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.xl,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

// The icon sits on the accent with the accent's own text colour (7:1), so it reads in both themes.
export const iconBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  marginBottom: space.xs,
  borderRadius: radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: fontSize.xl,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: lineHeight.normal });
