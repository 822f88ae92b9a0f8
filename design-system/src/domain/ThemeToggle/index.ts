export { ThemeToggle, themeToggleLabel, type ThemeToggleProps } from './ThemeToggle';
