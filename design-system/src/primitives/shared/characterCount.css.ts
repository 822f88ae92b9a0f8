import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, space, vars } from '../../theme';

/** The line under a counted field: its hint on the start side, the counter on the end side. */
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
