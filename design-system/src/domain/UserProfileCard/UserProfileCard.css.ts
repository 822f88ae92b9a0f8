import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  minWidth: 0,
  padding: space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.card,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: space.lg, minWidth: 0 });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '64px',
  height: '64px',
  borderRadius: radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: '2rem',
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.xs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** Short facts side by side, as many per line as fit; the bio takes a line of its own. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const wideFact = style([fact, { gridColumn: '1 / -1' }]);

export const term = style({ color: vars.color.textMuted, fontSize: fontSize.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const bio = style([value, { whiteSpace: 'pre-line', lineHeight: lineHeight.normal }]);

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
