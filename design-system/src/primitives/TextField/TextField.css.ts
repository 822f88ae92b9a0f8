import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, reducedMotionQuery } from '../shared/interaction';

/** Shared by TextField and PasswordField. */
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

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  transition: `border-color ${motion.fastMs}ms ease`,
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { ...focusRingStyle, borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 },
    '&[readonly]': { background: vars.color.surfaceMuted },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const errorMessage = style({
  color: vars.color.danger,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
});
