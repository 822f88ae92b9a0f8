import { Outlet, useLocation } from 'react-router-dom';
import { AdminLayout } from '@city/design-system';
import { useLogout, useSession } from '../../auth';
import { AccessDeniedPage } from '../access/AccessDeniedPage';
import { managementAccess } from '../access/managementAccess';
import { sectionAt, sectionsFor, STAFF_ROLES } from './sections';

/**
 * management-side §2: the frame of every back-office page. RequireAuth has sent signed-out
 * visitors to /login already; a plain user or a suspended or blocked staff account sees the
 * access-denied screen without the admin navigation; staff get the sidebar and the page.
 */
export function ManagementShell() {
  const { user } = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  // The session is ending (logout): the guard above shows its spinner and redirects.
  if (!user) return null;

  const access = managementAccess(user, STAFF_ROLES);
  if (!access.allowed) return <AccessDeniedPage access={access} viewer={user} />;

  const items = sectionsFor(user.role).map(({ id, href, label }) => ({ id, href, label }));
  return (
    <AdminLayout items={items} currentId={sectionAt(pathname)} user={user} onLogout={logout}>
      <Outlet context={user} />
    </AdminLayout>
  );
}
