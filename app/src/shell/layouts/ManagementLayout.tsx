import { useLogout, useSession } from '../../features/auth';
import { ManagementApp } from '../../features/management';
import { PageDataConfig } from './PageDataConfig';
import { SiteThemeToggle } from './SiteThemeToggle';

/**
 * docs/back-office.md#layout: the back office, beside the main layout rather than inside it. It has its
 * own admin layout, and a blocked staff account must see its access-denied screen there, which
 * the main layout's BlockedAccountGuard would replace with /profile. The shell hands it what
 * belongs to other features: the session's user, logout and the theme switch.
 */
export function ManagementLayout() {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <PageDataConfig>
      <ManagementApp viewer={user} onLogout={logout} themeToggle={<SiteThemeToggle />} />
    </PageDataConfig>
  );
}
