export { AdminLayout, type AdminLayoutProps } from './AdminLayout';
export { ADMIN_NAV_LABEL, type AdminNavItem } from './AdminPanel';
export { ADMIN_MENU_LABEL } from './AdminDrawer';
export { adminName, adminRoleLabel, type AdminLayoutUser } from './adminIdentity';
