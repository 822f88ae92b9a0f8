import {
  AuthCard,
  Button,
  Link,
  PasswordField,
  PasswordMatch,
  PasswordStrength,
  RateLimitPanel,
  Stack,
  Text,
  TextField,
} from '@city/design-system';
import { commonMessages, registerMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useRegisterForm } from '../hooks/useRegisterForm';
import { ConsentNote } from './ConsentNote';
import { FormError } from './FormError';

export function RegisterPage() {
  usePageTitle(registerMessages.pageTitle);
  const { values, errors, generalError, isSubmitting, setField, handleSubmit, rateLimit } = useRegisterForm();

  return (
    <AuthCard
      title={registerMessages.title}
      subtitle={registerMessages.subtitle}
      footer={
        <Text size="sm" align="center">
          {registerMessages.haveAccount} <Link href="/login">{registerMessages.login}</Link>
        </Text>
      }
    >
      {rateLimit.rateLimit ? (
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
            <PasswordField
              label={registerMessages.passwordLabel}
              name="password"
              autoComplete="new-password"
              isRequired
              value={values.password}
              onChange={(value) => setField('password', value)}
              errorMessage={errors.password}
            >
              <PasswordStrength password={values.password} />
            </PasswordField>
            <PasswordField
              label={registerMessages.confirmLabel}
              name="confirmPassword"
              autoComplete="new-password"
              isRequired
              value={values.confirmPassword}
              onChange={(value) => setField('confirmPassword', value)}
              errorMessage={errors.confirmPassword}
            >
              {/* The submit-time error already says it; the live indicator would repeat it. */}
              {!errors.confirmPassword && (
                <PasswordMatch password={values.password} confirmation={values.confirmPassword} />
              )}
            </PasswordField>
            <Button type="submit" fullWidth>
              {isSubmitting ? registerMessages.submitting : registerMessages.submit}
            </Button>
            <ConsentNote />
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
