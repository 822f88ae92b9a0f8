import { useSearchParams } from 'react-router-dom';
import {
  AuthCard,
  Button,
  Link,
  LinkButton,
  PasswordField,
  PasswordMatch,
  PasswordStrength,
  Stack,
  StatusScreen,
} from '@city/design-system';
import { resetPasswordMessages } from '../../../i18n/messages';
import { useFocusHeadingOnChange } from '../../../lib/useFocusHeadingOnChange';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useResetPasswordForm } from '../hooks/useResetPasswordForm';
import { FormError } from './FormError';

/** participant-side §2: /reset-password?token=…. */
export function ResetPasswordPage() {
  usePageTitle(resetPasswordMessages.pageTitle);
  const [params] = useSearchParams();
  const { status, values, errors, generalError, isSubmitting, setField, handleSubmit } = useResetPasswordForm(
    params.get('token'),
  );
  useFocusHeadingOnChange(status);

  if (status === 'success') {
    return (
      <StatusScreen
        tone="success"
        title={resetPasswordMessages.successTitle}
        description={resetPasswordMessages.successDescription}
        actions={<LinkButton href="/login">{resetPasswordMessages.login}</LinkButton>}
      />
    );
  }

  if (status === 'missing' || status === 'expired') {
    return (
      <StatusScreen
        tone="error"
        title={resetPasswordMessages.invalidTitle}
        description={status === 'expired' ? resetPasswordMessages.expired : resetPasswordMessages.invalidDescription}
        actions={
          <>
            <LinkButton href="/forgot-password">{resetPasswordMessages.requestNewLink}</LinkButton>
            <LinkButton variant="secondary" href="/login">
              {resetPasswordMessages.login}
            </LinkButton>
          </>
        }
      />
    );
  }

  return (
    <AuthCard
      title={resetPasswordMessages.title}
      subtitle={resetPasswordMessages.subtitle}
      footer={
        <Link variant="standalone" href="/login">
          {resetPasswordMessages.login}
        </Link>
      }
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="lg">
          <FormError message={generalError} />
          <PasswordField
            label={resetPasswordMessages.newPasswordLabel}
            name="newPassword"
            autoComplete="new-password"
            isRequired
            value={values.newPassword}
            onChange={(value) => setField('newPassword', value)}
            errorMessage={errors.newPassword}
          >
            <PasswordStrength password={values.newPassword} />
          </PasswordField>
          <PasswordField
            label={resetPasswordMessages.confirmLabel}
            name="confirmPassword"
            autoComplete="new-password"
            isRequired
            value={values.confirmPassword}
            onChange={(value) => setField('confirmPassword', value)}
            errorMessage={errors.confirmPassword}
          >
            {/* The submit-time error already says it; the live indicator would repeat it. */}
            {!errors.confirmPassword && (
              <PasswordMatch password={values.newPassword} confirmation={values.confirmPassword} />
            )}
          </PasswordField>
          <Button type="submit" fullWidth>
            {isSubmitting ? resetPasswordMessages.submitting : resetPasswordMessages.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
