import { Alert, AuthCard } from '@city/design-system';
import { verifyEmailMessages } from '../../../i18n/messages';
import { useVerificationResendForm } from '../hooks/useVerificationResendForm';
import { AuthFormBody } from './AuthFormBody';
import { EmailField } from './EmailField';
import { LoginRegisterLinks } from './LoginRegisterLinks';

interface VerificationFailedProps {
  message: string;
  /** From ?email= in the link; otherwise the person types it. */
  knownEmail: string;
}

/** docs/accounts.md#verification: the verification error state offers 'Отправить письмо повторно'. */
export function VerificationFailed({ message, knownEmail }: VerificationFailedProps) {
  const form = useVerificationResendForm(knownEmail);
  const { resend } = form;

  return (
    <AuthCard
      title={verifyEmailMessages.errorTitle}
      footer={<LoginRegisterLinks messages={verifyEmailMessages} />}
    >
      <Alert tone="error">{message}</Alert>
      {resend.sentMessage && <Alert tone="success">{resend.sentMessage}</Alert>}
      {resend.error && <Alert tone="error">{resend.error}</Alert>}
      <AuthFormBody
        onSubmit={form.handleSubmit}
        rateLimit={resend.rateLimit}
        submitLabel={resend.isSending ? verifyEmailMessages.resending : verifyEmailMessages.resend}
      >
        <EmailField form={form} description={verifyEmailMessages.resendPrompt} />
      </AuthFormBody>
    </AuthCard>
  );
}
