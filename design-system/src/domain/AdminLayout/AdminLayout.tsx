import type { ReactNode } from 'react';
import type { AdminLayoutUser } from './adminIdentity';
import { AdminDrawer } from './AdminDrawer';
import { AdminPanel, type AdminNavItem } from './AdminPanel';
import * as styles from './AdminLayout.css';

export interface AdminLayoutProps {
  /** The sections the person may open, in order (the app leaves Users out for a moderator). */
  items: readonly AdminNavItem[];
  /** The section on screen, marked as the current page; null when none is (a 404 inside). */
  currentId: string | null;
  user: AdminLayoutUser;
  /** management-side §2 'To site': where the participant side starts. */
  siteHref?: string;
  onLogout(): void;
  children: ReactNode;
}

/**
 * management-side §2: the back office's frame. The sidebar names who is signed in and with which
 * role, lists the sections and offers 'На сайт' and 'Выйти'; on a small screen it becomes a drawer
 * behind a menu button. It renders no landmark of its own besides the navigation, so it can sit
 * inside a page's main region.
 */
export function AdminLayout({ items, currentId, user, siteHref = '/events', onLogout, children }: AdminLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.mobileBar}>
        <AdminDrawer items={items} currentId={currentId} user={user} siteHref={siteHref} onLogout={onLogout} />
      </div>
      <div className={styles.sidebar}>
        <AdminPanel items={items} currentId={currentId} user={user} siteHref={siteHref} onLogout={onLogout} />
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
