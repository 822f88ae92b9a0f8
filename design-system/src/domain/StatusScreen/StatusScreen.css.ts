import { style, styleVariants } from '@vanilla-extract/css';
import { fontFamily, fontSize, fontWeight, lineHeight, space, vars } from '../../theme';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.lg,
  width: '100%',
  minHeight: '60vh',
  padding: `${space.xxxl} ${space.lg}`,
  textAlign: 'center',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  maxWidth: '36rem',
});

export const iconTone = styleVariants({
  loading: { color: vars.color.accent },
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
});

export const icon = style({ fontSize: '3rem', lineHeight: 0 });

export const code = style({
  margin: 0,
  fontFamily: fontFamily.mono,
  fontSize: '4rem',
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  color: vars.color.textMuted,
});

export const description = style({ color: vars.color.textMuted, fontSize: fontSize.md, margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space.md,
});
