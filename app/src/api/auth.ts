/** Typed auth calls (docs/accounts.md#api), bodies and answers from '@city/contracts'. */
import type {
  EmailOnlyRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  User,
  VerifyEmailRequest,
} from '@city/contracts';
import { userAnswer } from './sessionAnswers';
import { request, type RequestOptions } from './request';

/**
 * The auth screens show their errors inline (docs/accounts.md#request-failures), so these calls neither toast
 * nor hand 401/403 to the auth error handler unless the caller asks for it.
 */
export type AuthCallOptions = Pick<RequestOptions, 'kind' | 'notify' | 'handleAuth' | 'signal'>;
const quiet = (options?: AuthCallOptions): AuthCallOptions => ({ kind: 'auth', ...options });

// The sign-in and sign-up forms are first screens: their answers' schemas (and zod) are fetched
// only when there is an answer to check. The session check, made on every page, uses a check
// compiled at build time (./sessionAnswers.ts).
const schemas = () => import('./authSchemas');
const userResponseSchema = async () => (await schemas()).userResponseSchema;
const messageResponseSchema = async () => (await schemas()).messageResponseSchema;

/** GET /api/auth/me answers the bare user object; any non-OK answer means no session. */
export function getCurrentUser(options?: AuthCallOptions): Promise<User> {
  return request('/api/auth/me', { ...quiet(options), schema: userAnswer });
}

export async function login(body: LoginRequest, options?: AuthCallOptions): Promise<User> {
  const { user } = await request('/api/auth/login', { ...quiet(options), method: 'POST', body, schema: userResponseSchema });
  return user;
}

export async function register(body: RegisterRequest, options?: AuthCallOptions): Promise<User> {
  const { user } = await request('/api/auth/register', { ...quiet(options), method: 'POST', body, schema: userResponseSchema });
  return user;
}

/** docs/accounts.md#sign-out-and-expiry: logout failures are ignored. */
export async function logout(options?: AuthCallOptions): Promise<void> {
  try {
    await request('/api/auth/logout', { ...quiet(options), method: 'POST' });
  } catch {
    // The session is gone for the user either way.
  }
}

/** A successful verification opens a session (docs/accounts.md#verification) and answers the user. */
export async function verifyEmail(body: VerifyEmailRequest, options?: AuthCallOptions): Promise<User> {
  const { user } = await request('/api/auth/verify-email', { ...quiet(options), method: 'POST', body, schema: userResponseSchema });
  return user;
}

export function resendVerification(body: EmailOnlyRequest, options?: AuthCallOptions): Promise<MessageResponse> {
  return request('/api/auth/resend-verification', { ...quiet(options), method: 'POST', body, schema: messageResponseSchema });
}

export function forgotPassword(body: EmailOnlyRequest, options?: AuthCallOptions): Promise<MessageResponse> {
  return request('/api/auth/forgot-password', { ...quiet(options), method: 'POST', body, schema: messageResponseSchema });
}

/** docs/accounts.md#password-rules: the body carries the new password once; the confirmation stays on the form. */
export function resetPassword(body: ResetPasswordRequest, options?: AuthCallOptions): Promise<MessageResponse> {
  return request('/api/auth/reset-password', {
    ...quiet(options),
    method: 'POST',
    body: { token: body.token, newPassword: body.newPassword },
    schema: messageResponseSchema,
  });
}
