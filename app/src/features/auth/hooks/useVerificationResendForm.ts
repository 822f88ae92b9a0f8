import { validateEmailOnly, type EmailFields } from '../validation';
import { useAuthForm, type AuthForm } from './useAuthForm';
import { useResendEmail, type ResendEmail } from './useResendEmail';

export interface VerificationResendForm extends AuthForm<EmailFields> {
  resend: ResendEmail;
}

/** docs/accounts.md#verification: after a failed verification, a new letter for a known or typed address. */
export function useVerificationResendForm(knownEmail: string): VerificationResendForm {
  const resend = useResendEmail('verification');
  const form = useAuthForm<EmailFields>({
    initialValues: { email: knownEmail },
    validate: validateEmailOnly,
    submit: ({ email }) => resend.send(email),
  });
  return { ...form, resend };
}
