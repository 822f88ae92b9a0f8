export { useThemeMode, type ThemeModeState } from './useThemeMode';
export { initThemeMode, THEME_STORAGE_KEY } from './themeStore';
