import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkPalette } from './palettes';

export const darkTheme = createTheme(vars, darkPalette);
