import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast } from '@city/design-system';
import { logout } from '../../../api/auth';
import { sessionMessages } from '../../../i18n/messages';
import { returnState } from '../routing';
import { beginSessionEnd, finishSessionEnd } from './sessionEnd';
import { useSession } from './useSession';

/** docs/accounts.md#sign-out-and-expiry: auth-error redirect delay. */
export const AUTH_ERROR_REDIRECT_MS = 1500;
const PAGES_WITHOUT_REDIRECT = ['/login', '/register'];

/**
 * docs/accounts.md#sign-out-and-expiry: a 401/403 from any call clears the user, logs out in the background,
 * explains why and goes to /login after 1.5 s (unless already on /login or /register).
 * The shell registers the returned handler with the request wrapper.
 */
export function useAuthErrorHandler(): (status: 401 | 403) => void {
  const { clear } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (status: 401 | 403) => {
      if (!beginSessionEnd()) return;
      clear();
      void logout();
      showToast({ tone: 'error', title: status === 403 ? sessionMessages.forbidden : sessionMessages.expired });
      if (PAGES_WITHOUT_REDIRECT.includes(location.pathname)) {
        finishSessionEnd();
        return;
      }
      const from = returnState(location);
      window.setTimeout(() => {
        finishSessionEnd();
        navigate('/login', { replace: true, state: from });
      }, AUTH_ERROR_REDIRECT_MS);
    },
    [clear, navigate, location],
  );
}
