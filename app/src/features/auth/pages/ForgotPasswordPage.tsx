import { Alert, AuthCard, Button, Card, Heading, Link, LinkButton, RateLimitPanel, Stack, Text, TextField } from '@city/design-system';
import { commonMessages, forgotPasswordMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useForgotPasswordForm } from '../hooks/useForgotPasswordForm';
import { emailSentHref } from '../routing';
import { FormError } from './FormError';

/** participant-side §2: /forgot-password. */
export function ForgotPasswordPage() {
  usePageTitle(forgotPasswordMessages.pageTitle);
  const { values, errors, generalError, isSubmitting, setField, handleSubmit, rateLimit, sentTo, neutralMessage } =
    useForgotPasswordForm();

  return (
    <AuthCard
      title={forgotPasswordMessages.title}
      subtitle={sentTo ? undefined : forgotPasswordMessages.subtitle}
      footer={
        <Stack direction="row" justify="center" gap="lg" wrap>
          <Link variant="standalone" href="/login">
            {forgotPasswordMessages.login}
          </Link>
          <Link variant="standalone" href="/register">
            {forgotPasswordMessages.register}
          </Link>
        </Stack>
      }
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
          {neutralMessage}
        </Alert>
      ) : rateLimit.rateLimit ? (
        <RateLimitPanel rateLimit={rateLimit.rateLimit} onRetry={rateLimit.clear} />
      ) : (
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="lg">
            <FormError message={generalError} />
            <TextField
              label={commonMessages.emailLabel}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={commonMessages.emailPlaceholder}
              isRequired
              value={values.email}
              onChange={(value) => setField('email', value)}
              errorMessage={errors.email}
            />
            <Button type="submit" fullWidth>
              {isSubmitting ? forgotPasswordMessages.submitting : forgotPasswordMessages.submit}
            </Button>
          </Stack>
        </form>
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
