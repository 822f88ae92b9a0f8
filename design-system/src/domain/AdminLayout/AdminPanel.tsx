import { Fragment, type ReactNode } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { adminName, adminRoleLabel, type AdminLayoutUser } from './adminIdentity';
import * as styles from './AdminLayout.css';

export interface AdminNavItem {
  /** Names the section for `currentId`, e.g. 'dashboard'. */
  id: string;
  href: string;
  label: string;
}

export interface AdminPanelProps {
  items: readonly AdminNavItem[];
  currentId: string | null;
  user: AdminLayoutUser;
  siteHref: string;
  onLogout(): void;
  /** Shown beside the panel's title; the drawer leaves it out (the mobile bar holds it). */
  themeToggle?: ReactNode;
  /** Called after any link or the logout is pressed (the drawer closes itself with it). */
  onDone?(): void;
}

export const ADMIN_NAV_LABEL = 'Разделы админ-панели';

/** The e-mail shown when there is no display name. */
const isAddress = (name: string): boolean => name.includes('@') && !/\s/.test(name);

/**
 * An address may break only after its «@» and dots: each part between them is kept whole (a hyphen
 * inside «moderation-team» is no break either), so a long address wraps between its parts, never
 * in the middle of one. A part wider than the sidebar ends in an ellipsis; the title has it whole.
 */
function withAddressBreaks(name: string): ReactNode {
  if (!isAddress(name)) return name;
  return name.split(/(?<=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span className={styles.addressPart}>{part}</span>
    </Fragment>
  ));
}

/** The sidebar's content: who is signed in (and the theme switch), the sections, 'На сайт' and 'Выйти'. */
export function AdminPanel({ items, currentId, user, siteHref, onLogout, themeToggle, onDone }: AdminPanelProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.identity}>
        <div className={styles.titleRow}>
          <p className={styles.panelTitle}>Админ-панель</p>
          {themeToggle}
        </div>
        <p className={styles.name} title={isAddress(adminName(user)) ? adminName(user) : undefined}>
          {withAddressBreaks(adminName(user))}
        </p>
        <p className={styles.roleLabel}>{adminRoleLabel(user.role)}</p>
      </div>
      <nav aria-label={ADMIN_NAV_LABEL}>
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                href={item.href}
                className={styles.navLink}
                aria-current={item.id === currentId ? 'page' : undefined}
                onPress={onDone}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.footer}>
        <Link href={siteHref} className={styles.navLink} onPress={onDone}>
          На сайт
        </Link>
        <AriaButton
          className={styles.logout}
          onPress={() => {
            onDone?.();
            onLogout();
          }}
        >
          Выйти
        </AriaButton>
      </div>
    </div>
  );
}
