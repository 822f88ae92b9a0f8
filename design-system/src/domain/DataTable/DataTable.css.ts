import { style, styleVariants } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';
import { focusRingStyle, insetFocusRingStyle } from '../../primitives/shared/interaction';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 });

export const caption = style({
  margin: 0,
  color: vars.color.text,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
});

/** On a narrow screen the table keeps its columns readable and this box scrolls sideways. */
export const scroller = style({
  // The containing block of the visually hidden texts in the cells (absolutely positioned):
  // without it they are placed against the page and a wide table scrolls the whole page sideways.
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.normal,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetFocusRingStyle },
});

export const column = style({
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: fontWeight.bold,
  whiteSpace: 'nowrap',
  textAlign: 'start',
  verticalAlign: 'bottom',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.link },
    '&[data-focus-visible]': insetFocusRingStyle,
  },
});

export const columnLabel = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

export const sortIcon = style({
  flexShrink: 0,
  fontSize: '1rem',
  selectors: {
    '&[data-direction="none"]': { opacity: 0.35 },
    '&[data-direction="ascending"]': { transform: 'rotate(180deg)' },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-focus-visible]': insetFocusRingStyle,
  },
});

export const cell = style({
  padding: `${space.sm} ${space.md}`,
  verticalAlign: 'top',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const state = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minHeight: '96px',
  padding: space.lg,
  color: vars.color.textMuted,
  fontSize: fontSize.md,
  textAlign: 'center',
});
