import './global.css';

export { vars } from './contract.css';
export { lightTheme } from './light.css';
export { darkTheme } from './dark.css';
export { lightPalette, darkPalette, type Palette } from './palettes';
export * from './tokens';

import { lightTheme } from './light.css';
import { darkTheme } from './dark.css';

export type ThemeMode = 'light' | 'dark';
export const themeClass: Record<ThemeMode, string> = { light: lightTheme, dark: darkTheme };
