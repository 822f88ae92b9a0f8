import { PasswordField, PasswordMatch, PasswordStrength } from '@city/design-system';
import type { AuthForm } from '../hooks/useAuthForm';

/** The form field the new password is kept in: 'password' at registration, 'newPassword' on reset. */
type PasswordName = 'password' | 'newPassword';

interface NewPasswordFieldsProps<Name extends PasswordName> {
  name: Name;
  form: Pick<AuthForm<Record<Name | 'confirmPassword', string>>, 'values' | 'errors' | 'setField'>;
  passwordLabel: string;
  confirmationLabel: string;
}

/** docs/accounts.md#password-rules: a new password with its rule checklist, then its confirmation with the match indicator. */
export function NewPasswordFields<Name extends PasswordName>({
  name,
  form: { values, errors, setField },
  passwordLabel,
  confirmationLabel,
}: NewPasswordFieldsProps<Name>) {
  const password = values[name];
  return (
    <>
      <PasswordField
        label={passwordLabel}
        name={name}
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={(value) => setField(name, value)}
        errorMessage={errors[name]}
      >
        <PasswordStrength password={password} />
      </PasswordField>
      <PasswordField
        label={confirmationLabel}
        name="confirmPassword"
        autoComplete="new-password"
        isRequired
        value={values.confirmPassword}
        onChange={(value) => setField('confirmPassword', value)}
        errorMessage={errors.confirmPassword}
      >
        {/* The submit-time error already says it; the live indicator would repeat it. */}
        {!errors.confirmPassword && <PasswordMatch password={password} confirmation={values.confirmPassword} />}
      </PasswordField>
    </>
  );
}
