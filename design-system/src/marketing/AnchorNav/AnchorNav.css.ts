import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, radius, space, vars } from '../../theme';
import { focusRingStyle } from '../../primitives/shared';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Link colour on the plain surface: the accent's text-safe shade (light 5.2:1, dark 10:1).
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${space.lg}`,
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.link,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { borderColor: vars.color.borderStrong, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRingStyle,
  },
});
