import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { login } from '../../../api/auth';
import { ApiError } from '../../../api/errors';
import { loginMessages } from '../../../i18n/messages';
import { rethrowWithServerText } from '../errorText';
import { returnPath } from '../routing';
import { validateLogin, type LoginFields } from '../validation';
import { useAuthForm, type AuthForm } from './useAuthForm';
import { useRateLimit, type RateLimitState } from './useRateLimit';
import { useSession } from './useSession';

export interface LoginForm extends AuthForm<LoginFields> {
  rateLimit: RateLimitState;
  /** Set after a 403 «e-mail not verified»: the address to offer a new letter for. */
  unverifiedEmail: string | null;
}

/** docs/accounts.md#sign-in: sign in, then back to the remembered page (default /events). */
export function useLoginForm(): LoginForm {
  const navigate = useNavigate();
  const location = useLocation();
  const { setUser } = useSession();
  const rateLimit = useRateLimit();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const form = useAuthForm<LoginFields>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    async submit({ email, password }) {
      setUnverifiedEmail(null);
      try {
        const user = await login({ email: email.trim(), password });
        setUser(user);
        navigate(returnPath(location.state), { replace: true });
      } catch (error) {
        if (rateLimit.capture(error)) return;
        // docs/accounts.md#verification: only an unverified account is refused with 403 at login.
        if (error instanceof ApiError && error.status === 403) setUnverifiedEmail(email.trim());
        rethrowWithServerText(error, loginMessages.failed);
      }
    },
  });
  return { ...form, rateLimit, unverifiedEmail };
}
