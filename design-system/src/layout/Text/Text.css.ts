import { style, styleVariants } from '@vanilla-extract/css';
import { fontSize as fontSizes, lineHeight, vars } from '../../theme';

export const base = style({ margin: 0, lineHeight: lineHeight.normal });

export const tone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
});

export const size = styleVariants(fontSizes, (value) => ({ fontSize: value }));

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
});
