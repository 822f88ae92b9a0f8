import { plainText } from './text';

export const PASSWORD_MIN_LENGTH = 6;
/** Not in the spec: an upper bound so hashing cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  id: 'length' | 'lowercase' | 'uppercase' | 'digit';
  /** The checklist caption shown beside the password field. */
  label: string;
  /** The validation message of docs/accounts.md#password-rules. */
  message: string;
  test: (password: string) => boolean;
}

/** docs/accounts.md#password-rules: the four register/reset password rules. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `Минимум ${PASSWORD_MIN_LENGTH} символов`,
    message: `Пароль должен содержать минимум ${PASSWORD_MIN_LENGTH} символов`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'lowercase',
    label: 'Строчная буква',
    message: 'Пароль должен содержать строчную букву',
    test: (p) => /\p{Ll}/u.test(p),
  },
  {
    id: 'uppercase',
    label: 'Заглавная буква',
    message: 'Пароль должен содержать заглавную букву',
    test: (p) => /\p{Lu}/u.test(p),
  },
  {
    id: 'digit',
    label: 'Цифра',
    message: 'Пароль должен содержать цифру',
    test: (p) => /\d/.test(p),
  },
];

export const PASSWORD_MESSAGES = {
  required: 'Введите пароль',
  newRequired: 'Введите новый пароль',
  weak: 'Пароль не соответствует требованиям безопасности',
  confirmRequired: 'Подтвердите пароль',
  newConfirmRequired: 'Подтвердите новый пароль',
  mismatch: 'Пароли не совпадают',
  tooLong: `Пароль должен содержать не более ${PASSWORD_MAX_LENGTH} символов`,
} as const;

export const isPasswordStrong = (password: string): boolean =>
  PASSWORD_RULES.every((rule) => rule.test(password));

export type PasswordStrengthLevel = 'weak' | 'medium' | 'strong';
export type PasswordStrengthTone = 'red' | 'orange' | 'yellow' | 'green';

export interface PasswordStrength {
  /** Share of met rules, 0–100. */
  percent: number;
  level: PasswordStrengthLevel;
  label: 'Слабый' | 'Средний' | 'Сильный';
  tone: PasswordStrengthTone;
  met: Record<PasswordRule['id'], boolean>;
}

/** docs/accounts.md#password-rules: under 25 red, under 50 orange, under 75 yellow, else green. */
export function passwordStrength(password: string): PasswordStrength {
  const met = Object.fromEntries(PASSWORD_RULES.map((r) => [r.id, r.test(password)])) as PasswordStrength['met'];
  const percent = Math.round((Object.values(met).filter(Boolean).length / PASSWORD_RULES.length) * 100);
  const tone: PasswordStrengthTone = percent < 25 ? 'red' : percent < 50 ? 'orange' : percent < 75 ? 'yellow' : 'green';
  const level: PasswordStrengthLevel = percent < 50 ? 'weak' : percent < 75 ? 'medium' : 'strong';
  const label = level === 'weak' ? 'Слабый' : level === 'medium' ? 'Средний' : 'Сильный';
  return { percent, level, label, tone, met };
}

/** A password that must satisfy every rule (register, reset). */
export const strongPasswordSchema = plainText({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine(isPasswordStrong, PASSWORD_MESSAGES.weak);
