import { TextField } from '@city/design-system';
import { commonMessages } from '../../../i18n/messages';
import type { AuthForm } from '../hooks/useAuthForm';
import type { EmailFields } from '../validation';

interface EmailFieldProps {
  form: Pick<AuthForm<EmailFields>, 'values' | 'errors' | 'setField'>;
  /** A hint under the field; it takes the place of the sample address. */
  description?: string;
}

/** docs/accounts.md#mail-links: the e-mail field of every auth form. */
export function EmailField({ form: { values, errors, setField }, description }: EmailFieldProps) {
  return (
    <TextField
      label={commonMessages.emailLabel}
      name="email"
      type="email"
      autoComplete="email"
      placeholder={description ? undefined : commonMessages.emailPlaceholder}
      description={description}
      isRequired
      value={values.email}
      onChange={(value) => setField('email', value)}
      errorMessage={errors.email}
    />
  );
}
