import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, space, vars } from '../../theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const thanks = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  paddingBlock: space.md,
  textAlign: 'center',
});

export const thanksIcon = style({ width: '3rem', height: '3rem', color: vars.color.success });

export const thanksTitle = style({ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.bold });

export const thanksText = style({ margin: 0, color: vars.color.textMuted });
