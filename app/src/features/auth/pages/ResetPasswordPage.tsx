import { useSearchParams } from 'react-router-dom';
import { AuthCard, Link, LinkButton, StatusScreen } from '@city/design-system';
import { resetPasswordMessages } from '../../../i18n/messages';
import { useFocusHeadingOnChange } from '../../../lib/useFocusHeadingOnChange';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useResetPasswordForm } from '../hooks/useResetPasswordForm';
import { AuthFormBody } from './AuthFormBody';
import { FormError } from './FormError';
import { NewPasswordFields } from './NewPasswordFields';

/** docs/accounts.md#password-recovery: /reset-password?token=…. */
export function ResetPasswordPage() {
  usePageTitle(resetPasswordMessages.pageTitle);
  const [params] = useSearchParams();
  const form = useResetPasswordForm(params.get('token'));
  const { status } = form;
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
      <AuthFormBody
        onSubmit={form.handleSubmit}
        submitLabel={form.isSubmitting ? resetPasswordMessages.submitting : resetPasswordMessages.submit}
      >
        <FormError message={form.generalError} />
        <NewPasswordFields
          name="newPassword"
          form={form}
          passwordLabel={resetPasswordMessages.newPasswordLabel}
          confirmationLabel={resetPasswordMessages.confirmLabel}
        />
      </AuthFormBody>
    </AuthCard>
  );
}
