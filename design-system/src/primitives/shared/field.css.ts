import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, insetFocusRingStyle, reducedMotionQuery } from './interaction';

/** Every form field is a column: label, control, description, error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: space.xxs });

export const description = style({
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const errorMessage = style({
  color: vars.color.danger,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
});

/**
 * The bordered box a value sits in: an input itself, the Select's button, or a group around an
 * input and its buttons. The error border wins over the focus border; the focus ring is each
 * control's own.
 */
export const control = style({
  width: '100%',
  minHeight: '44px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `border-color ${motion.fastMs}ms ease`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible], &[data-focus-within]': { borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

/** The typed or chosen value: one size and rhythm in every field. */
export const controlText = style({
  padding: `${space.sm} ${space.md}`,
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
});

/** A text input or text area that is its own box. */
export const input = style([
  control,
  controlText,
  {
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[readonly]': { background: vars.color.surfaceMuted },
    },
  },
]);

/** A box holding an input beside buttons (NumberField's steppers, DatePicker's calendar button). */
export const controlGroup = style([control, { display: 'flex', alignItems: 'stretch', overflow: 'hidden' }]);

/** The input of a control group: the group draws the border. */
export const groupInput = style([
  controlText,
  {
    flex: 1,
    minWidth: 0,
    border: 'none',
    background: 'transparent',
    fontVariantNumeric: 'tabular-nums',
  },
]);

/** A button inside a field's box: show password, clear, open the calendar, step a number. */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': insetFocusRingStyle,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A field button laid over the input's end; the input leaves room for it. */
export const trailingButton = style([
  fieldButton,
  {
    position: 'absolute',
    insetBlock: '4px',
    insetInlineEnd: '4px',
    width: '40px',
    borderRadius: radius.sm,
  },
]);
