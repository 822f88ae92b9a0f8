import { globalStyle, style } from '@vanilla-extract/css';
import { fontSize, fontWeight, radius, space, vars } from '../../theme';
import * as fieldStyles from '../shared/field.css';
import { focusRingStyle, insetFocusRingStyle } from '../shared/interaction';
import * as popoverStyles from '../shared/popover.css';

export const fieldset = style([fieldStyles.field, { margin: 0, padding: 0, border: 'none' }]);

export const legend = style([fieldStyles.label, { padding: 0, marginBottom: space.xs }]);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.sm,
});

export const dateColumn = style([fieldStyles.field, { flex: '1 1 180px' }]);

export const timeColumn = style({ flex: '0 1 140px', minWidth: '120px' });

export const picker = style({ width: '100%' });

export const group = fieldStyles.controlGroup;

export const input = style([
  fieldStyles.groupInput,
  {
    // Read-only but it opens the calendar: it behaves like a button to the pointer.
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': insetFocusRingStyle,
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

export const calendarButton = style([
  fieldStyles.fieldButton,
  {
    width: '44px',
    borderInlineStart: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    fontSize: '1.25rem',
  },
]);

export const clearButton = style([fieldStyles.fieldButton, { width: '40px', fontSize: '1.125rem' }]);

export const description = style([fieldStyles.description, { margin: 0 }]);

export const errorMessage = style([fieldStyles.errorMessage, { margin: 0 }]);

export const popover = popoverStyles.popover;

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
