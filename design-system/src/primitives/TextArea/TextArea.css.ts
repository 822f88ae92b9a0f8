import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, space, vars } from '../../theme';

export const textArea = style({
  minHeight: '120px',
  resize: 'vertical',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.sm,
  fontSize: fontSize.sm,
});

export const counter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-level="warning"]': { color: vars.color.danger, fontWeight: fontWeight.medium },
  },
});

export const counterIcon = style({ flexShrink: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
