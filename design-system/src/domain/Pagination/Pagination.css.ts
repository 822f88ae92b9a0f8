import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, space, vars } from '../../theme';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space.md,
  '@media': { [breakpoints.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const summary = style({
  margin: 0,
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const pageSize = style({ width: '130px' });

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// 44 px square: the touch target of the page buttons.
export const pageButton = style({ minWidth: '44px', minHeight: '44px', paddingInline: space.sm });

export const arrow = style({ fontSize: '1.25rem' });
