import { AuthCard, Link, Text } from '@city/design-system';
import { registerMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useRegisterForm } from '../hooks/useRegisterForm';
import { AuthFormBody } from './AuthFormBody';
import { ConsentNote } from './ConsentNote';
import { EmailField } from './EmailField';
import { FormError } from './FormError';
import { NewPasswordFields } from './NewPasswordFields';

export function RegisterPage() {
  usePageTitle(registerMessages.pageTitle);
  const form = useRegisterForm();

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
      <AuthFormBody
        onSubmit={form.handleSubmit}
        rateLimit={form.rateLimit}
        submitLabel={form.isSubmitting ? registerMessages.submitting : registerMessages.submit}
        footer={<ConsentNote />}
      >
        <FormError message={form.generalError} />
        <EmailField form={form} />
        <NewPasswordFields
          name="password"
          form={form}
          passwordLabel={registerMessages.passwordLabel}
          confirmationLabel={registerMessages.confirmLabel}
        />
      </AuthFormBody>
    </AuthCard>
  );
}
