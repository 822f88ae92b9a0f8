export { MenuButton, preloadMenuButton, type MenuButtonItem, type MenuButtonProps } from './MenuButton';
