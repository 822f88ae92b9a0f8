import { style, styleVariants } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, reducedMotionQuery } from '../shared/interaction';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  border: '1px solid transparent',
  borderRadius: radius.md,
  fontFamily: 'inherit',
  fontWeight: fontWeight.medium,
  lineHeight: lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${motion.fastMs}ms ease, border-color ${motion.fastMs}ms ease, transform ${motion.fastMs}ms ease`,
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-pressed]': { transform: 'scale(0.98)' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': {
    [reducedMotionQuery]: {
      transition: 'none',
      selectors: { '&[data-pressed]': { transform: 'none' } },
    },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: {
      '&[data-hovered]': { background: vars.color.accentHover },
      // accentHover, not accentPressed: onAccent text on the light accentPressed is below 4.5:1.
      '&[data-pressed]': { background: vars.color.accentHover },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: {
      '&[data-hovered], &[data-pressed]': { filter: 'brightness(0.92)' },
    },
  },
});

export const size = styleVariants({
  sm: { minHeight: '32px', padding: `${space.xs} ${space.md}`, fontSize: fontSize.sm },
  // 44 px: the touch-target size for the main actions.
  md: { minHeight: '44px', padding: `${space.sm} ${space.lg}`, fontSize: fontSize.md },
});

export const fullWidth = style({ width: '100%' });

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm });

/** Keeps the label in the layout (and in the accessible name) so the width does not jump. */
export const labelWhilePending = style([label, { opacity: 0 }]);

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
