import { useNavigate } from 'react-router-dom';
import { register } from '../../../api/auth';
import { registerMessages } from '../../../i18n/messages';
import { rethrowWithServerText } from '../errorText';
import { emailSentHref } from '../routing';
import { validateRegister, type RegisterFields } from '../validation';
import { useAuthForm, type AuthForm } from './useAuthForm';
import { useRateLimit, type RateLimitState } from './useRateLimit';

export interface RegisterForm extends AuthForm<RegisterFields> {
  rateLimit: RateLimitState;
}

/** docs/accounts.md#verification: on success go to /email-sent?email=…&type=verification. */
export function useRegisterForm(): RegisterForm {
  const navigate = useNavigate();
  const rateLimit = useRateLimit();
  const form = useAuthForm<RegisterFields>({
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: validateRegister,
    async submit({ email, password, confirmPassword }) {
      try {
        await register({ email: email.trim(), password, confirmPassword });
        navigate(emailSentHref(email, 'verification'));
      } catch (error) {
        if (rateLimit.capture(error)) return;
        rethrowWithServerText(error, registerMessages.failed);
      }
    },
  });
  return { ...form, rateLimit };
}
