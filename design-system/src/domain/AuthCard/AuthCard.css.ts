import { style } from '@vanilla-extract/css';
import { breakpoints, contentWidth, space, vars } from '../../theme';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  width: '100%',
  padding: `${space.xxl} ${space.lg}`,
  '@media': { [breakpoints.mobile]: { padding: `${space.lg} ${space.sm}` } },
});

export const column = style({ width: '100%', maxWidth: contentWidth.auth });

export const content = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const header = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const footer = style({
  paddingTop: space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
