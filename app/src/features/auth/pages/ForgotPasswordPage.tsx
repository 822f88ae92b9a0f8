import { Alert, AuthCard, Card, Heading, LinkButton, Stack, Text } from '@city/design-system';
import { forgotPasswordMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useForgotPasswordForm } from '../hooks/useForgotPasswordForm';
import { emailSentHref } from '../routing';
import { AuthFormBody } from './AuthFormBody';
import { EmailField } from './EmailField';
import { FormError } from './FormError';
import { LoginRegisterLinks } from './LoginRegisterLinks';

/** docs/accounts.md#password-recovery: /forgot-password. */
export function ForgotPasswordPage() {
  usePageTitle(forgotPasswordMessages.pageTitle);
  const form = useForgotPasswordForm();
  const { sentTo } = form;

  return (
    <AuthCard
      title={forgotPasswordMessages.title}
      subtitle={sentTo ? undefined : forgotPasswordMessages.subtitle}
      footer={<LoginRegisterLinks messages={forgotPasswordMessages} />}
    >
      {sentTo ? (
        <Alert
          tone="success"
          title={forgotPasswordMessages.successTitle}
          actions={
            <LinkButton variant="secondary" size="sm" href={emailSentHref(sentTo, 'password-reset')}>
              {forgotPasswordMessages.openInstructions}
            </LinkButton>
          }
        >
          {form.neutralMessage}
        </Alert>
      ) : (
        <AuthFormBody
          onSubmit={form.handleSubmit}
          rateLimit={form.rateLimit}
          submitLabel={form.isSubmitting ? forgotPasswordMessages.submitting : forgotPasswordMessages.submit}
        >
          <FormError message={form.generalError} />
          <EmailField form={form} />
        </AuthFormBody>
      )}
      <SecurityHints />
    </AuthCard>
  );
}

function SecurityHints() {
  return (
    <Card as="section" padding="lg">
      <Stack gap="sm">
        <Heading level={2}>{forgotPasswordMessages.securityTitle}</Heading>
        <Stack as="ul" gap="xs">
          {forgotPasswordMessages.securityHints.map((hint) => (
            <li key={hint}>
              <Text size="sm" tone="muted" as="span">
                {hint}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
