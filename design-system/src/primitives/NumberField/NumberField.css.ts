import { style } from '@vanilla-extract/css';
import { fontSize, lineHeight, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, reducedMotionQuery } from '../shared/interaction';

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
    '&[data-focus-visible]': focusRingStyle,
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
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const stepper = style({
  flexShrink: 0,
  width: '44px',
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
