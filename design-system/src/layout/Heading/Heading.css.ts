import { style, styleVariants } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, vars } from '../../theme';

export const base = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const level = styleVariants({
  1: { fontSize: fontSize.xxl },
  2: { fontSize: fontSize.xl },
  3: { fontSize: fontSize.lg },
  4: { fontSize: fontSize.md },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
});
