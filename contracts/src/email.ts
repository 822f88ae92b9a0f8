import { plainText } from './text';

/** docs/accounts.md#forms: non-space text, @, domain, dot, suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MESSAGES = {
  required: 'Введите email',
  invalid: 'Введите корректный email',
} as const;

/** Client-side check; returns the message to show or null. */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return EMAIL_MESSAGES.required;
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return EMAIL_MESSAGES.invalid;
  return null;
}

/** docs/accounts.md#mail-links: e-mail is trimmed and lower-cased before anything else sees it. */
export const emailSchema = plainText({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, EMAIL_MESSAGES.required)
  .max(254, EMAIL_MESSAGES.invalid)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid)
  .transform((email) => email.toLowerCase());
