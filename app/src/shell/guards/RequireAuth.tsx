import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { returnState, useIsSessionEnding, useSession } from '../../features/auth';
import { sessionMessages } from '../../i18n/messages';
import { PageSpinner } from '../layouts/PageSpinner';

/**
 * docs/accounts.md#sign-in: signed-out visitors go to /login (the origin remembered). While a session
 * is ending the page waits for the delayed redirect of docs/accounts.md#statuses. Blocked accounts are sent to /profile
 * by BlockedAccountGuard around all of the main layout's pages, public ones included.
 */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const isEnding = useIsSessionEnding();
  const location = useLocation();

  if (isLoading) return <PageSpinner label={sessionMessages.checking} />;
  if (!user && isEnding) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={returnState(location)} />;
  return <Outlet />;
}
