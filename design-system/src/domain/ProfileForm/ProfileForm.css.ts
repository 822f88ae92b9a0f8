import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, radius, space, vars } from '../../theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  width: '100%',
  maxWidth: '720px',
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: space.sm,
  color: vars.color.text,
  fontSize: fontSize.md,
  fontWeight: fontWeight.bold,
});

export const accountInfo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

/** Term and value side by side, stacked when the line is too narrow. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: space.lg,
  rowGap: space.sm,
  margin: 0,
  fontSize: fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.md,
  paddingTop: space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
