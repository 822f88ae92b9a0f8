import { z } from 'zod';
import { plainText } from './text';
import { emailSchema } from './email';
import { PASSWORD_MESSAGES, PASSWORD_MAX_LENGTH, strongPasswordSchema } from './password';

/** An existing account's password as typed at sign-in (no strength rules: they apply when it is chosen). */
const enteredPasswordSchema = plainText({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

/** docs/accounts.md#roles form payloads; server-side mirrors of the docs/accounts.md#forms rules. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: enteredPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: strongPasswordSchema,
    confirmPassword: plainText({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, PASSWORD_MESSAGES.confirmRequired),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

const TOKEN_MESSAGE = 'Недействительный токен';
/** 256-bit tokens travel as 43 base64url characters; anything else is not ours. */
export const tokenSchema = plainText({ error: TOKEN_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, TOKEN_MESSAGE);

/**
 * docs/operations.md#security (account pre-hijacking): from a browser other than the one that registered, the token
 * alone does not verify; the account's password comes with it.
 */
export const verifyEmailRequestSchema = z.object({
  token: tokenSchema,
  // z.optional(…) rather than a method call on the schema: the app's bundler drops a schema built
  // only from z calls when no page uses it, and /login must not carry zod (first-load-js bench).
  password: z.optional(enteredPasswordSchema),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/** The 403 of POST /api/auth/verify-email when the link is opened outside the registering browser. */
export const verifyEmailNeedsPasswordSchema = z.object({ error: z.string(), needsPassword: z.literal(true) });
export type VerifyEmailNeedsPassword = z.infer<typeof verifyEmailNeedsPasswordSchema>;
export const isVerifyEmailNeedsPassword = (body: unknown): body is VerifyEmailNeedsPassword =>
  verifyEmailNeedsPasswordSchema.safeParse(body).success;

export const emailOnlyRequestSchema = z.object({ email: emailSchema });
export const resendVerificationRequestSchema = emailOnlyRequestSchema;
export const forgotPasswordRequestSchema = emailOnlyRequestSchema;
export type EmailOnlyRequest = z.input<typeof emailOnlyRequestSchema>;

/** docs/accounts.md#password-rules: the confirmation stays on the form; the body carries the password once. */
export const resetPasswordRequestSchema = z.object({
  token: tokenSchema,
  newPassword: strongPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** docs/accounts.md#forms: deliberately neutral, whether or not the account exists. */
export const FORGOT_PASSWORD_NEUTRAL_MESSAGE =
  'Если аккаунт с таким email существует, мы отправили на него ссылку для сброса пароля.';
export const RESEND_VERIFICATION_NEUTRAL_MESSAGE =
  'Если аккаунт с таким email существует и не подтверждён, мы отправили новое письмо.';

/** docs/accounts.md#mail-links: link lifetimes. */
export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 3600;
export const RESET_TOKEN_TTL_SECONDS = 3600;
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
export const SESSION_COOKIE = 'city_session';
/** docs/operations.md#security: set at registration, it marks the browser that registered (HttpOnly, SameSite=Lax). */
export const REGISTRATION_BROWSER_COOKIE = 'city_registration';
