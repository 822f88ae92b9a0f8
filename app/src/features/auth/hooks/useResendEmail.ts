import { useCallback, useRef, useState } from 'react';
import { forgotPassword, resendVerification } from '../../../api/auth';
import { ApiError } from '../../../api/errors';
import { emailSentMessages } from '../../../i18n/messages';
import type { EmailSentType } from '../routing';
import { useRateLimit, type RateLimitState } from './useRateLimit';

export interface ResendEmail {
  isSending: boolean;
  /** The success text after a letter was requested. */
  sentMessage: string | null;
  error: string | null;
  rateLimit: RateLimitState;
  send(email: string): Promise<void>;
}

/**
 * docs/accounts.md#verification: a new verification letter, or for a reset the forgot-password call
 * again. A server refusal shows its text or 'Не удалось отправить письмо'; anything else
 * 'Произошла ошибка при отправке письма'; a 429 the rate-limit panel.
 */
export function useResendEmail(type: EmailSentType): ResendEmail {
  const rateLimit = useRateLimit();
  const [isSending, setSending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const { capture } = rateLimit;

  const send = useCallback(
    async (email: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      setError(null);
      setSentMessage(null);
      try {
        const body = { email: email.trim() };
        if (type === 'verification') await resendVerification(body);
        else await forgotPassword(body);
        setSentMessage(type === 'verification' ? emailSentMessages.verificationResent : emailSentMessages.resetResent);
      } catch (failure) {
        if (capture(failure)) return;
        const refusedByServer = failure instanceof ApiError && !failure.isNetworkFailure;
        setError(
          refusedByServer ? (failure.serverMessage ?? emailSentMessages.resendFailed) : emailSentMessages.resendError,
        );
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [type, capture],
  );

  return { isSending, sentMessage, error, rateLimit, send };
}
