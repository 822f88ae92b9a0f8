import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tokenSchema } from '@city/contracts';
import { resetPassword } from '../../../api/auth';
import { ApiError } from '../../../api/errors';
import { resetPasswordMessages } from '../../../i18n/messages';
import { rethrowWithServerText } from '../errorText';
import { validateReset, type ResetFields } from '../validation';
import { useAuthForm, type AuthForm } from './useAuthForm';

/** docs/accounts.md#password-recovery: redirect after a reset. */
export const RESET_REDIRECT_MS = 3000;

/**
 * docs/accounts.md#mail-links states. 'missing': no usable token in the link; 'expired': the server
 * refused the token (a 400 mentioning «токен», docs/accounts.md#password-rules). A failed submit that is not about
 * the token stays on the form with its error shown (the spec's error state).
 */
export type ResetPasswordStatus = 'ready' | 'success' | 'missing' | 'expired';

export interface ResetPasswordForm extends AuthForm<ResetFields> {
  status: ResetPasswordStatus;
}

const TOKEN_WORD = 'токен';

export function useResetPasswordForm(token: string | null): ResetPasswordForm {
  const navigate = useNavigate();
  const hasUsableToken = token !== null && tokenSchema.safeParse(token).success;
  const [status, setStatus] = useState<ResetPasswordStatus>(hasUsableToken ? 'ready' : 'missing');

  const form = useAuthForm<ResetFields>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: validateReset,
    async submit({ newPassword }) {
      if (!token) return;
      try {
        await resetPassword({ token, newPassword });
        setStatus('success');
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && error.serverMessage?.toLowerCase().includes(TOKEN_WORD)) {
          setStatus('expired');
          return;
        }
        rethrowWithServerText(error, resetPasswordMessages.failed);
      }
    },
  });

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  return { ...form, status };
}
