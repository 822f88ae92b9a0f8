import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  maxWidth: '48rem',
});

// The pin in the link colour: a graphic needs 3:1, and this shade has over 4.5:1 on the muted surface.
export const icon = style({ flexShrink: 0, fontSize: fontSize.xl, color: vars.color.link });

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const title = style({ margin: 0, fontWeight: fontWeight.bold, lineHeight: lineHeight.tight });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: lineHeight.normal });
