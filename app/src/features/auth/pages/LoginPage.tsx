import { AuthCard, Button, Link, PasswordField, RateLimitPanel, Stack, Text, TextField } from '@city/design-system';
import { commonMessages, loginMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useLoginForm } from '../hooks/useLoginForm';
import { emailSentHref } from '../routing';
import { ConsentNote } from './ConsentNote';
import { FormError } from './FormError';

export function LoginPage() {
  usePageTitle(loginMessages.pageTitle);
  const { values, errors, generalError, isSubmitting, setField, handleSubmit, rateLimit, unverifiedEmail } = useLoginForm();

  return (
    <AuthCard
      title={loginMessages.title}
      subtitle={loginMessages.subtitle}
      footer={
        <Text size="sm" align="center">
          {loginMessages.noAccount} <Link href="/register">{loginMessages.register}</Link>
        </Text>
      }
    >
      {rateLimit.rateLimit ? (
        <RateLimitPanel rateLimit={rateLimit.rateLimit} onRetry={rateLimit.clear} />
      ) : (
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="lg">
            <FormError
              message={generalError}
              actions={
                unverifiedEmail && (
                  <Link variant="standalone" href={emailSentHref(unverifiedEmail, 'verification')}>
                    {loginMessages.resendVerification}
                  </Link>
                )
              }
            />
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
            <PasswordField
              label={loginMessages.passwordLabel}
              name="password"
              autoComplete="current-password"
              isRequired
              value={values.password}
              onChange={(value) => setField('password', value)}
              errorMessage={errors.password}
            />
            <Stack direction="row" justify="end">
              <Link variant="standalone" href="/forgot-password">
                {loginMessages.forgotPassword}
              </Link>
            </Stack>
            <Button type="submit" fullWidth>
              {isSubmitting ? loginMessages.submitting : loginMessages.submit}
            </Button>
            <ConsentNote />
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
