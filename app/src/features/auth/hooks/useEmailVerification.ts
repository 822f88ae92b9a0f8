import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isVerifyEmailNeedsPassword, tokenSchema, type User } from '@city/contracts';
import { verifyEmail } from '../../../api/auth';
import { ApiError } from '../../../api/errors';
import { verifyEmailMessages } from '../../../i18n/messages';
import { useSession } from './useSession';

/** docs/accounts.md#verification: redirect after verification. */
export const VERIFY_REDIRECT_MS = 3000;

export type VerificationState =
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'error'; message: string }
  | { status: 'invalid-token' }
  /**
   * docs/operations.md#errors: the link was opened outside the browser that registered; the server verifies only
   * with the account's password. `reason` is the server's text, `error` the last attempt's failure.
   */
  | { status: 'needs-password'; reason: string; error: string | null; isSubmitting: boolean };

export interface EmailVerification {
  state: VerificationState;
  /** Retries the verification with the account's password (the needs-password state only). */
  submitPassword(password: string): void;
}

/**
 * A verification token is single use: one call per token for the life of the page, however many
 * times the effect runs (React StrictMode mounts effects twice in development).
 */
const verificationsByToken = new Map<string, Promise<User>>();
function verifyOnce(token: string): Promise<User> {
  let verification = verificationsByToken.get(token);
  if (!verification) {
    verification = verifyEmail({ token });
    verificationsByToken.set(token, verification);
  }
  return verification;
}

function failureText(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkFailure) return error.serverMessage ?? verifyEmailMessages.failed;
  return verifyEmailMessages.networkError;
}

/**
 * docs/accounts.md#sessions: loading → success (session refreshed, /events after 3 s) | error |
 * invalid-token; docs/operations.md#errors adds needs-password → success | needs-password with the error.
 */
export function useEmailVerification(token: string | null): EmailVerification {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const hasUsableToken = token !== null && tokenSchema.safeParse(token).success;
  const [state, setState] = useState<VerificationState>(hasUsableToken ? { status: 'loading' } : { status: 'invalid-token' });

  useEffect(() => {
    if (!token || !hasUsableToken) return;
    let active = true;
    verifyOnce(token).then(
      () => {
        if (!active) return;
        void refresh();
        setState({ status: 'success' });
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 403 && isVerifyEmailNeedsPassword(error.body)) {
          setState({ status: 'needs-password', reason: error.body.error, error: null, isSubmitting: false });
        } else {
          setState({ status: 'error', message: failureText(error) });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [token, hasUsableToken, refresh]);

  const submitPassword = useCallback(
    (password: string) => {
      if (!token) return;
      setState((current) => (current.status === 'needs-password' ? { ...current, error: null, isSubmitting: true } : current));
      verifyEmail({ token, password }).then(
        () => {
          void refresh();
          setState({ status: 'success' });
        },
        (error: unknown) => {
          // A wrong password leaves the token usable: the form stays, with the server's text.
          if (error instanceof ApiError && error.status === 401) {
            setState((current) =>
              current.status === 'needs-password' ? { ...current, error: failureText(error), isSubmitting: false } : current,
            );
          } else {
            setState({ status: 'error', message: failureText(error) });
          }
        },
      );
    },
    [token, refresh],
  );

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = window.setTimeout(() => navigate('/events', { replace: true }), VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, navigate]);

  return { state, submitPassword };
}
