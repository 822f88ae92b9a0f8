import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontFamily, fontSize, lineHeight } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: fontFamily.body,
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  background: vars.color.background,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});
