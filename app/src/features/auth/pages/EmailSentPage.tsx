import { Navigate, useSearchParams } from 'react-router-dom';
import { Alert, AuthCard, Button, RateLimitPanel, Stack, Text } from '@city/design-system';
import { emailSentMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useResendEmail } from '../hooks/useResendEmail';
import { parseEmailSentType } from '../routing';
import { LoginRegisterLinks } from './LoginRegisterLinks';

/** docs/accounts.md#verification: /email-sent?email=…&type=verification|password-reset. */
export function EmailSentPage() {
  usePageTitle(emailSentMessages.pageTitle);
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const type = parseEmailSentType(params.get('type'));
  const { isSending, sentMessage, error, rateLimit, send } = useResendEmail(type);

  if (!email) return <Navigate to="/register" replace />;

  const isVerification = type === 'verification';
  return (
    <AuthCard
      title={isVerification ? emailSentMessages.verificationTitle : emailSentMessages.resetTitle}
      footer={<LoginRegisterLinks messages={emailSentMessages} />}
    >
      <Stack gap="md">
        <Text align="center">
          {emailSentMessages.sentTo} <strong>{email}</strong>
        </Text>
        <Text>{isVerification ? emailSentMessages.verificationInstructions : emailSentMessages.resetInstructions}</Text>
        <Text tone="muted" size="sm">
          {emailSentMessages.spamHint}
        </Text>
      </Stack>
      {sentMessage && <Alert tone="success">{sentMessage}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {rateLimit.rateLimit ? (
        <RateLimitPanel
          rateLimit={rateLimit.rateLimit}
          onRetry={() => {
            rateLimit.clear();
            void send(email);
          }}
        />
      ) : (
        <Button variant="secondary" fullWidth onPress={() => void send(email)}>
          {isSending ? emailSentMessages.resending : emailSentMessages.resend}
        </Button>
      )}
    </AuthCard>
  );
}
