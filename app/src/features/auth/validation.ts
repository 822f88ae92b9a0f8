/** docs/accounts.md#forms: the client-side checks of the auth forms, messages from contracts. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, isPasswordStrong, validateEmail } from '@city/contracts';

export type FieldErrors<Fields> = Partial<Record<keyof Fields, string>>;

export interface LoginFields {
  email: string;
  password: string;
}
export interface RegisterFields {
  email: string;
  password: string;
  confirmPassword: string;
}
export interface EmailFields {
  email: string;
}
export interface ResetFields {
  newPassword: string;
  confirmPassword: string;
}

/** Drops the fields without an error, so `{}` means valid. */
function compact<Fields>(errors: Record<keyof Fields, string | null>): FieldErrors<Fields> {
  const found: FieldErrors<Fields> = {};
  for (const key of Object.keys(errors) as Array<keyof Fields>) {
    const message = errors[key];
    if (message) found[key] = message;
  }
  return found;
}

export const hasErrors = <Fields>(errors: FieldErrors<Fields>): boolean => Object.values(errors).some(Boolean);

function strongPasswordError(password: string, requiredMessage: string): string | null {
  if (!password) return requiredMessage;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return isPasswordStrong(password) ? null : PASSWORD_MESSAGES.weak;
}

function confirmationError(password: string, confirmation: string, requiredMessage: string): string | null {
  if (!confirmation) return requiredMessage;
  return confirmation === password ? null : PASSWORD_MESSAGES.mismatch;
}

export const validateLogin = ({ email, password }: LoginFields): FieldErrors<LoginFields> =>
  compact<LoginFields>({ email: validateEmail(email), password: password ? null : PASSWORD_MESSAGES.required });

export const validateRegister = ({ email, password, confirmPassword }: RegisterFields): FieldErrors<RegisterFields> =>
  compact<RegisterFields>({
    email: validateEmail(email),
    password: strongPasswordError(password, PASSWORD_MESSAGES.required),
    confirmPassword: confirmationError(password, confirmPassword, PASSWORD_MESSAGES.confirmRequired),
  });

export const validateEmailOnly = ({ email }: EmailFields): FieldErrors<EmailFields> =>
  compact<EmailFields>({ email: validateEmail(email) });

export const validateReset = ({ newPassword, confirmPassword }: ResetFields): FieldErrors<ResetFields> =>
  compact<ResetFields>({
    newPassword: strongPasswordError(newPassword, PASSWORD_MESSAGES.newRequired),
    confirmPassword: confirmationError(newPassword, confirmPassword, PASSWORD_MESSAGES.newConfirmRequired),
  });
