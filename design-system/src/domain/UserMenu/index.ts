export { UserMenu, type UserMenuProps } from './UserMenu';
export { userDisplayName, userMenuEntries, type UserMenuEntry, type UserMenuUser } from './userMenuEntries';
export { preloadUserMenuDrawer } from './UserMenuDrawer';
