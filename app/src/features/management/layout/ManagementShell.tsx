import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { User } from '@city/contracts';
import { AdminLayout, MAIN_CONTENT_ID } from '@city/design-system';
import { AccessDeniedPage } from '../access/AccessDeniedPage';
import { managementAccess } from '../access/managementAccess';
import { deniedPage } from './frame.css';
import { sectionAt, sectionsFor, STAFF_ROLES } from './sections';

/** What the back office takes from the app shell: a feature does not import another feature. */
export interface ManagementShellProps {
  /** The session's user; null only while a session ends (RequireAuth then shows its spinner). */
  viewer: User | null;
  onLogout(): void;
  /** docs/back-office.md#layout: the site's light/dark switch, shown in the admin layout. */
  themeToggle: ReactNode;
}

/**
 * docs/back-office.md#layout: the frame of every back-office page. RequireAuth has sent signed-out
 * visitors to /login already; a plain user or a suspended or blocked staff account sees the
 * access-denied screen on a page of its own, without the admin navigation; staff get the admin
 * layout and the page.
 */
export function ManagementShell({ viewer, onLogout, themeToggle }: ManagementShellProps) {
  const { pathname } = useLocation();
  if (!viewer) return null;

  const access = managementAccess(viewer, STAFF_ROLES);
  if (!access.allowed) {
    return (
      <main id={MAIN_CONTENT_ID} className={deniedPage}>
        <AccessDeniedPage access={access} viewer={viewer} />
      </main>
    );
  }

  const items = sectionsFor(viewer.role).map(({ id, href, label }) => ({ id, href, label }));
  return (
    <AdminLayout items={items} currentId={sectionAt(pathname)} user={viewer} onLogout={onLogout} themeToggle={themeToggle}>
      <Outlet context={viewer} />
    </AdminLayout>
  );
}
