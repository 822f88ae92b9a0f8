import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../SiteLayout/SkipLink';
import { mainFocus } from '../SiteLayout/SkipLink.css';
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
  /** docs/back-office.md#layout 'To site': where the participant side starts. */
  siteHref?: string;
  onLogout(): void;
  /** docs/back-office.md#layout: the theme switch (the app passes its ThemeToggle), in the sidebar or the mobile bar. */
  themeToggle?: ReactNode;
  children: ReactNode;
  /** Opens the small screen's drawer at once: stories of the open menu. */
  defaultMenuOpen?: boolean;
}

/**
 * docs/back-office.md#layout: the back office's whole page. The skip link 'Перейти к содержимому' comes
 * first (as on the site, SiteLayout), then the sidebar, which names who is signed in and with which
 * role, lists the sections and offers the theme switch, 'На сайт' and 'Выйти'; then the page in
 * `<main id="main" tabIndex={-1}>`. On a small screen the sidebar becomes a drawer behind a menu
 * button in a bar that also holds the theme switch. It fills the viewport's height and paints the
 * page background, so it is rendered on its own, not inside SiteLayout.
 */
export function AdminLayout({ items, currentId, user, siteHref = '/events', onLogout, themeToggle, children, defaultMenuOpen }: AdminLayoutProps) {
  const panelProps = { items, currentId, user, siteHref, onLogout };
  return (
    <div className={styles.page}>
      <SkipLink />
      <div className={styles.layout}>
        <div className={styles.mobileBar}>
          <AdminDrawer {...panelProps} defaultOpen={defaultMenuOpen} />
          {themeToggle && <div className={styles.mobileTools}>{themeToggle}</div>}
        </div>
        <div className={styles.sidebar}>
          <AdminPanel {...panelProps} themeToggle={themeToggle} />
        </div>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${styles.content} ${mainFocus}`}>
          {children}
        </main>
      </div>
    </div>
  );
}
