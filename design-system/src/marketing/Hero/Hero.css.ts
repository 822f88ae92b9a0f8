import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

// The success surface is the accent's pale tint in both themes; the text on it keeps ≥ 4.5:1.
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.xl,
  padding: `${space.xxxl} ${space.xxl}`,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.successSurface} 0%, ${vars.color.surface} 70%)`,
  color: vars.color.text,
  '@media': { [breakpoints.mobile]: { padding: `${space.xl} ${space.lg}`, gap: space.lg } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: space.md, maxWidth: '44rem' });

export const title = style({
  margin: 0,
  // Grows with the window between the phone and the desktop size.
  fontSize: `clamp(${fontSize.xxl}, 1.2rem + 3vw, 3rem)`,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.lg, lineHeight: lineHeight.normal });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });

export const extra = style({ width: '100%' });
