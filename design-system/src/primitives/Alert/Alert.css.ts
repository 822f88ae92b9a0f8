import { style, styleVariants } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.md,
  padding: `${space.md} ${space.lg}`,
  borderRadius: radius.md,
  border: '1px solid',
  borderLeftWidth: '4px',
  color: vars.color.text,
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
});

export const tone = styleVariants({
  error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
  success: { background: vars.color.successSurface, borderColor: vars.color.success },
  info: { background: vars.color.infoSurface, borderColor: vars.color.info },
  warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
});

export const iconTone = styleVariants({
  error: { color: vars.color.danger },
  success: { color: vars.color.success },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
});

export const icon = style({
  flexShrink: 0,
  fontSize: '1.25rem',
  // Aligns the icon with the first line of text.
  marginTop: '0.1rem',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minWidth: 0,
  flex: 1,
});

export const title = style({ margin: 0, fontWeight: fontWeight.bold });

export const content = style({ overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  marginTop: space.sm,
});
