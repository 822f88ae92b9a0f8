import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, space, vars } from '../../theme';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.lg,
  padding: `${space.xl} ${space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  '@media': {
    [breakpoints.mobile]: { flexDirection: 'column', alignItems: 'flex-start', padding: space.lg },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.sm} ${space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const copyright = style({ margin: 0 });
