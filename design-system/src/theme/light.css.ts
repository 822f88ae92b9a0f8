import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightPalette } from './palettes';

export const lightTheme = createTheme(vars, lightPalette);
