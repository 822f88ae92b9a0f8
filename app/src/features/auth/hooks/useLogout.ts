import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@city/design-system';
import { logout } from '../../../api/auth';
import { sessionMessages } from '../../../i18n/messages';
import { beginSessionEnd, finishSessionEnd } from './sessionEnd';
import { useSession } from './useSession';

/** docs/accounts.md#sign-out-and-expiry: logout redirect delay. */
export const LOGOUT_REDIRECT_MS = 1000;

/** docs/accounts.md#sign-in: clears the user, shows a success toast, goes to /login after 1 s. */
export function useLogout(): () => void {
  const { clear } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    if (!beginSessionEnd()) return;
    clear();
    void logout();
    showToast({ tone: 'success', title: sessionMessages.loggedOut });
    window.setTimeout(() => {
      finishSessionEnd();
      navigate('/login', { replace: true });
    }, LOGOUT_REDIRECT_MS);
  }, [clear, navigate]);
}
