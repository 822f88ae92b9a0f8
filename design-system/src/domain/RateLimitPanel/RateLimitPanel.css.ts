import { style, styleVariants } from '@vanilla-extract/css';
import { contentWidth, fontFamily, fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';
import type { CountdownBand } from './countdown';

// As wide as the auth card's content at most, so the panel looks the same alone on a wide page.
export const panel = style({
  width: '100%',
  maxWidth: contentWidth.auth,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.card,
});

export const attempts = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const countdownRow = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: space.sm,
  margin: 0,
});

export const countdownCaption = style({ color: vars.color.textMuted });

const bandColor: Record<CountdownBand, string> = {
  neutral: vars.color.info,
  notice: vars.color.yellow,
  warning: vars.color.orange,
  critical: vars.color.danger,
};

/**
 * Large text (≥ 24px bold) keeps the band colours above the AA 3:1 large-text ratio in both themes.
 * The yellow is for the bar only (no yellow reaches 3:1 on white): its band's digits take the
 * amber `warning` colour, which does.
 */
const bandTextColor: Record<CountdownBand, string> = { ...bandColor, notice: vars.color.warning };

export const countdown = styleVariants(bandTextColor, (color) => ({
  fontFamily: fontFamily.mono,
  fontSize: fontSize.xxl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color,
}));

export const progress = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const progressLabel = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const progressTrack = style({
  height: space.sm,
  borderRadius: radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const progressFill = styleVariants(bandColor, (color) => ({
  height: '100%',
  background: color,
  borderRadius: radius.pill,
  transition: 'width 1s linear',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
}));

export const unlockTime = style({ margin: 0 });

export const tip = style({
  display: 'flex',
  gap: space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: space.md,
  borderRadius: radius.sm,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: fontSize.sm,
});

export const tipIcon = style({ flexShrink: 0, width: '1.25em', height: '1.25em', color: vars.color.info });

export const expiredMessage = style({
  margin: 0,
  color: vars.color.success,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
});
