import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_AFTER_LOGIN } from '../routing';
import { useSession } from './useSession';

/** docs/accounts.md#sessions: /auth/callback asks for the session again, then goes on. */
export function useAuthCallback(): void {
  const navigate = useNavigate();
  const { refresh } = useSession();
  useEffect(() => {
    let active = true;
    void refresh().then((user) => {
      if (active) navigate(user ? DEFAULT_AFTER_LOGIN : '/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, refresh]);
}
