import { style } from '@vanilla-extract/css';
import { space, vars } from '../../theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  paddingTop: space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const loading = style({ display: 'flex', justifyContent: 'center', padding: space.xl });
