import { Alert, AuthCard, Button, Link, RateLimitPanel, Stack, TextField } from '@city/design-system';
import { commonMessages, verifyEmailMessages } from '../../../i18n/messages';
import { useVerificationResendForm } from '../hooks/useVerificationResendForm';

interface VerificationFailedProps {
  message: string;
  /** From ?email= in the link; otherwise the person types it. */
  knownEmail: string;
}

/** participant-side §2: the verification error state offers 'Отправить письмо повторно'. */
export function VerificationFailed({ message, knownEmail }: VerificationFailedProps) {
  const { values, errors, setField, handleSubmit, resend } = useVerificationResendForm(knownEmail);

  return (
    <AuthCard
      title={verifyEmailMessages.errorTitle}
      footer={
        <Stack direction="row" justify="center" gap="lg" wrap>
          <Link variant="standalone" href="/login">
            {verifyEmailMessages.login}
          </Link>
          <Link variant="standalone" href="/register">
            {verifyEmailMessages.register}
          </Link>
        </Stack>
      }
    >
      <Alert tone="error">{message}</Alert>
      {resend.sentMessage && <Alert tone="success">{resend.sentMessage}</Alert>}
      {resend.error && <Alert tone="error">{resend.error}</Alert>}
      {resend.rateLimit.rateLimit ? (
        <RateLimitPanel rateLimit={resend.rateLimit.rateLimit} onRetry={resend.rateLimit.clear} />
      ) : (
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="lg">
            <TextField
              label={commonMessages.emailLabel}
              name="email"
              type="email"
              autoComplete="email"
              description={verifyEmailMessages.resendPrompt}
              isRequired
              value={values.email}
              onChange={(value) => setField('email', value)}
              errorMessage={errors.email}
            />
            <Button type="submit" fullWidth>
              {resend.isSending ? verifyEmailMessages.resending : verifyEmailMessages.resend}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
