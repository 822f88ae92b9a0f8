import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { AuthCard, Link, PasswordField, Stack, Text } from '@city/design-system';
import { loginMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useLoginForm } from '../hooks/useLoginForm';
import { emailSentHref, returnEventId } from '../routing';
import { AuthFormBody } from './AuthFormBody';
import { ConsentNote } from './ConsentNote';
import { EmailField } from './EmailField';
import { FormError } from './FormError';

// Its own chunk, fetched only for a return to an event: /login's first load stays as it was.
const ReturnEventTeaser = lazy(() => import('./ReturnEventTeaser'));

export function LoginPage() {
  usePageTitle(loginMessages.pageTitle);
  const form = useLoginForm();
  const returnEvent = returnEventId(useLocation().state);
  const { values, errors, generalError, isSubmitting, setField, handleSubmit, rateLimit, unverifiedEmail } = form;

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
      {returnEvent !== null && (
        <Suspense fallback={null}>
          <ReturnEventTeaser eventId={returnEvent} />
        </Suspense>
      )}
      <AuthFormBody
        onSubmit={handleSubmit}
        rateLimit={rateLimit}
        submitLabel={isSubmitting ? loginMessages.submitting : loginMessages.submit}
        footer={<ConsentNote />}
      >
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
        <EmailField form={form} />
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
      </AuthFormBody>
    </AuthCard>
  );
}
