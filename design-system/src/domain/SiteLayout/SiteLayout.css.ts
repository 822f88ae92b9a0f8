import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
});
