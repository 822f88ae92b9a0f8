import { useState } from 'react';
import { FORGOT_PASSWORD_NEUTRAL_MESSAGE } from '@city/contracts';
import { forgotPassword } from '../../../api/auth';
import { forgotPasswordMessages } from '../../../i18n/messages';
import { rethrowWithServerText } from '../errorText';
import { validateEmailOnly, type EmailFields } from '../validation';
import { useAuthForm, type AuthForm } from './useAuthForm';
import { useRateLimit, type RateLimitState } from './useRateLimit';

export interface ForgotPasswordForm extends AuthForm<EmailFields> {
  rateLimit: RateLimitState;
  /** After success: the address the neutral answer is about. */
  sentTo: string | null;
  /** docs/accounts.md#password-rules: deliberately neutral, whether or not the account exists. */
  neutralMessage: string;
}

export function useForgotPasswordForm(): ForgotPasswordForm {
  const rateLimit = useRateLimit();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [neutralMessage, setNeutralMessage] = useState<string>(FORGOT_PASSWORD_NEUTRAL_MESSAGE);
  const form = useAuthForm<EmailFields>({
    initialValues: { email: '' },
    validate: validateEmailOnly,
    async submit({ email }) {
      try {
        const answer = await forgotPassword({ email: email.trim() });
        setNeutralMessage(answer.message || FORGOT_PASSWORD_NEUTRAL_MESSAGE);
        setSentTo(email.trim());
      } catch (error) {
        if (rateLimit.capture(error)) return;
        rethrowWithServerText(error, forgotPasswordMessages.failed);
      }
    },
  });
  return { ...form, rateLimit, sentTo, neutralMessage };
}
