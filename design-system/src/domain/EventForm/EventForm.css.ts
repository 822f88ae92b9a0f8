import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, fontWeight, space, vars } from '../../theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  width: '100%',
  maxWidth: '720px',
});

/** Two fields side by side, stacked on a phone. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.lg,
  alignItems: 'start',
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: space.sm,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.bold,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const toggleBlock = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.md,
  paddingTop: space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
