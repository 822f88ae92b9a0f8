import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, vars } from '../../theme';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The tone shows as the top edge and the icon's colour; the value stays in the text colour for contrast. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  minWidth: 0,
  padding: space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderTopWidth: '4px',
  borderRadius: radius.lg,
  boxShadow: vars.shadow.card,
  selectors: {
    '&[data-tone="neutral"]': { borderTopColor: vars.color.borderStrong },
    '&[data-tone="info"]': { borderTopColor: vars.color.info },
    '&[data-tone="success"]': { borderTopColor: vars.color.success },
    '&[data-tone="warning"]': { borderTopColor: vars.color.warning },
    '&[data-tone="danger"]': { borderTopColor: vars.color.danger },
  },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: 0,
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.tight,
});

export const value = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
  fontSize: fontSize.xxl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '1.5rem',
  selectors: {
    '[data-tone="neutral"] &': { color: vars.color.textMuted },
    '[data-tone="info"] &': { color: vars.color.info },
    '[data-tone="success"] &': { color: vars.color.success },
    '[data-tone="warning"] &': { color: vars.color.warning },
    '[data-tone="danger"] &': { color: vars.color.danger },
  },
});

export const link = style({ marginTop: 'auto', fontSize: fontSize.sm });
