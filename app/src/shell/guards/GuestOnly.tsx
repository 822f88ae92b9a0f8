import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { returnPath, useSession } from '../../features/auth';
import { sessionMessages } from '../../i18n/messages';
import { PageSpinner } from '../layouts/PageSpinner';

/** docs/accounts.md#sign-in: /login and /register send signed-in users on (to /events by default). */
export function GuestOnly() {
  const { user, isLoading } = useSession();
  const location = useLocation();

  if (isLoading) return <PageSpinner label={sessionMessages.checking} />;
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
