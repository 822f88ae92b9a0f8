import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, reducedMotionQuery } from '../shared/interaction';

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: space.xs });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.sm,
});

export const dateColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  flex: '1 1 180px',
  minWidth: 0,
});

export const timeColumn = style({ flex: '0 1 140px', minWidth: '120px' });

export const picker = style({ width: '100%' });

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  minHeight: '44px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  transition: `border-color ${motion.fastMs}ms ease`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': { borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${space.sm} ${space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  // Read-only but it opens the calendar: it behaves like a button to the pointer.
  cursor: 'pointer',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const calendarButton = style({
  flexShrink: 0,
  width: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const clearButton = style({
  flexShrink: 0,
  width: '40px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '1.125rem',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const message = style({ margin: 0 });

const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } });

export const popover = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.popover,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${popIn} ${motion.fastMs}ms ease-out` } },
  '@media': { [reducedMotionQuery]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const dialog = style({ padding: space.md, outline: 'none' });

export const calendar = style({ color: vars.color.text });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  marginBottom: space.sm,
});

export const monthHeading = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.bold,
  // 'декабрь 2026 г.' → 'Декабрь 2026 г.' (capitalize would also raise the 'г.').
  '::first-letter': { textTransform: 'uppercase' },
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

globalStyle(`${grid} td`, { padding: '1px' });

export const weekday = style({
  paddingBottom: space.xs,
  color: vars.color.textMuted,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.medium,
  textTransform: 'uppercase',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: radius.sm,
  fontSize: fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-today]': { fontWeight: fontWeight.bold, boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}` },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent, fontWeight: fontWeight.bold },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'not-allowed' },
  },
});
