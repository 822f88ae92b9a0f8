import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../features/auth';
import { blockedAccountRedirect } from './blockedAccountAccess';

/**
 * docs/accounts.md#statuses: wraps every page of the main layout, so a blocked account is pinned to
 * /profile (the static pages excepted, see blockedAccountAccess) wherever it comes from.
 * While the session is still loading the page shows as for a visitor: RequireAuth keeps the
 * signed-in pages waiting, and a public page has nothing a blocked account may not read.
 */
export function BlockedAccountGuard({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const redirect = blockedAccountRedirect(user?.status ?? null, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  return children;
}
