import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, motion, radius, space, vars } from '../../theme';
import { focusRingStyle, reducedMotionQuery } from '../../primitives/shared';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const label = style({ color: vars.color.text, fontSize: fontSize.sm, fontWeight: fontWeight.medium });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  padding: space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  transition: `background-color ${motion.fastMs}ms ease, border-color ${motion.fastMs}ms ease`,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.focusRing, background: vars.color.successSurface },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { opacity: 0.7 },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const uploadIcon = style({ fontSize: '2rem' });

export const dropText = style({ fontSize: fontSize.sm });

export const preview = style({
  display: 'block',
  width: '100%',
  maxWidth: '480px',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: radius.sm,
  background: vars.color.surfaceMuted,
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const uploading = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
  color: vars.color.text,
  fontSize: fontSize.sm,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: fontSize.sm, fontWeight: fontWeight.medium });
