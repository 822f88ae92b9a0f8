/**
 * Consumer contract of every /api/auth call (docs/accounts.md#api, docs/accounts.md#forms, docs/accounts.md#sessions, docs/operations.md#rate-limits), exercised
 * through the app's real API client. Writes contracts/pacts/city-app-city-bff.json, which the BFF
 * verifies against itself (bff/test/pact-provider.pact.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_NEUTRAL_MESSAGE,
  isVerifyEmailNeedsPassword,
  RESEND_VERIFICATION_NEUTRAL_MESSAGE,
} from '@city/contracts';
import {
  KNOWN_TOKEN,
  UNKNOWN_TOKEN,
  errorBody,
  errorContaining,
  jsonHeaders,
  messageBody,
  sessionCookie,
  userBody,
} from '@city/contracts/pact';
import { configureApi } from '../src/api/client';
import type { ApiError } from '../src/api/errors';
import {
  forgotPassword,
  getCurrentUser,
  login,
  logout,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from '../src/api/auth';
import { createPact, get, interactionsOf, post, type ProviderState } from './interactions';

const { expectAnswer, expectRateLimit, expectRefusal, expectSignInRequired, itRefuses } = interactionsOf(createPact());
const EMAIL = 'anna@example.com';
const PASSWORD = 'Secret12';
const WEAK_PASSWORD_ERROR = errorBody('Пароль не соответствует требованиям безопасности');

const SIGNED_IN: ProviderState = ['a signed-in account', { email: EMAIL, displayName: 'Анна' }];
const VERIFIED: ProviderState = ['a verified account', { email: EMAIL, password: PASSWORD }];
const UNVERIFIED: ProviderState = ['an account awaiting e-mail verification', { email: EMAIL, password: PASSWORD }];
const NO_ACCOUNT: ProviderState = ['no account exists', { email: EMAIL }];
const WITH_RESET_TOKEN: ProviderState = ['an account with a password-reset token', { email: EMAIL, token: KNOWN_TOKEN }];

beforeEach(() => configureApi({ baseUrl: '' }));

describe('GET /api/auth/me', () => {
  it('answers the signed-in user object', () =>
    expectAnswer({
      states: [SIGNED_IN],
      description: 'a session check with a session',
      request: get('/api/auth/me'),
      body: userBody(EMAIL, 'Анна'),
      call: getCurrentUser,
      check: (user) => expect([user.email, user.displayName]).toEqual([EMAIL, 'Анна']),
    }));

  it('answers 401 without a session', () =>
    expectSignInRequired({ description: 'a session check without a session', request: get('/api/auth/me'), call: getCurrentUser }));
});

describe('POST /api/auth/login', () => {
  const credentials = { email: EMAIL, password: PASSWORD };

  it('signs a verified account in and sets the session cookie', () =>
    expectAnswer({
      states: [VERIFIED],
      description: 'a login with the right password',
      request: post('/api/auth/login', credentials),
      headers: { ...jsonHeaders, ...sessionCookie },
      body: { user: userBody(EMAIL) },
      call: () => login(credentials),
      check: (user) => expect(user.email).toBe(EMAIL),
    }));

  const wrongPassword = { email: EMAIL, password: 'Wrong123' };
  const malformedEmail = { email: 'не-почта', password: PASSWORD };
  const hasServerMessage = (error: ApiError) => expect(error.serverMessage).toBeTruthy();
  itRefuses([
    {
      name: 'refuses a wrong password with 401',
      states: [VERIFIED],
      description: 'a login with a wrong password',
      request: post('/api/auth/login', wrongPassword),
      status: 401,
      error: errorBody('Неверный email или пароль'),
      call: () => login(wrongPassword),
      check: hasServerMessage,
    },
    {
      name: 'refuses an unverified account with 403',
      states: [UNVERIFIED],
      description: 'a login to an unverified account',
      request: post('/api/auth/login', credentials),
      status: 403,
      error: errorBody('Email не подтверждён. Проверьте почту или запросите письмо повторно.'),
      call: () => login(credentials),
    },
    {
      name: 'refuses malformed input with 400',
      description: 'a login with a malformed e-mail',
      request: post('/api/auth/login', malformedEmail),
      status: 400,
      error: errorBody('Введите корректный email'),
      call: () => login(malformedEmail),
      check: hasServerMessage,
    },
  ]);

  it('answers 429 with the rate-limit shape after too many failed logins', () =>
    expectRateLimit({
      states: [['failed logins are exhausted', { email: EMAIL, password: PASSWORD }]],
      description: 'a login after too many failed attempts',
      request: post('/api/auth/login', credentials),
      limit: { type: 'other', maxAttempts: 10 },
      call: () => login(credentials),
    }));
});

describe('POST /api/auth/register', () => {
  const body = { email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD };
  const weak = { email: EMAIL, password: 'weak', confirmPassword: 'weak' };

  it('creates an account awaiting verification (201)', () =>
    expectAnswer({
      states: [NO_ACCOUNT],
      description: 'a registration with a new e-mail',
      request: post('/api/auth/register', body),
      status: 201,
      body: { user: userBody(EMAIL) },
      call: () => register(body),
      check: (user) => expect(user.email).toBe(EMAIL),
    }));

  itRefuses([
    {
      name: 'refuses a taken e-mail with 409',
      states: [VERIFIED],
      description: 'a registration with a taken e-mail',
      request: post('/api/auth/register', body),
      status: 409,
      error: errorBody('Пользователь с таким email уже зарегистрирован'),
      call: () => register(body),
    },
    {
      name: 'refuses a weak password with 400',
      states: [NO_ACCOUNT],
      description: 'a registration with a weak password',
      request: post('/api/auth/register', weak),
      status: 400,
      error: WEAK_PASSWORD_ERROR,
      call: () => register(weak),
    },
  ]);

  it('answers 429 with the rate-limit shape after too many registrations', () =>
    expectRateLimit({
      states: [['registrations are exhausted for the e-mail', { email: EMAIL }]],
      description: 'a registration over the limit',
      request: post('/api/auth/register', body),
      limit: { type: 'email_verification', maxAttempts: 3 },
      call: () => register(body),
    }));
});

describe('POST /api/auth/logout', () => {
  it('ends the session', () =>
    expectAnswer({
      states: [SIGNED_IN],
      description: 'a logout',
      request: post('/api/auth/logout'),
      body: { success: true },
      call: logout,
      check: (result) => expect(result).toBeUndefined(),
    }));
});

describe('POST /api/auth/verify-email', () => {
  const WITH_VERIFICATION_TOKEN: ProviderState = ['an account with a verification token', { email: EMAIL, token: KNOWN_TOKEN }];
  // docs/operations.md#security (account pre-hijacking): the registering browser holds an HttpOnly cookie the
  // provider adds to the request; the app never sees or sends it itself.
  const IN_REGISTERING_BROWSER: ProviderState = ['the request comes from the browser that registered'];

  it('verifies the e-mail and opens a session in the browser that registered', () =>
    expectAnswer({
      states: [WITH_VERIFICATION_TOKEN, IN_REGISTERING_BROWSER],
      description: 'a verification with a valid token',
      request: post('/api/auth/verify-email', { token: KNOWN_TOKEN }),
      headers: { ...jsonHeaders, ...sessionCookie },
      body: { user: userBody(EMAIL) },
      call: () => verifyEmail({ token: KNOWN_TOKEN }),
      check: (user) => expect(user.email).toBe(EMAIL),
    }));

  it('asks for the password in another browser, changing nothing', () =>
    expectRefusal({
      states: [WITH_VERIFICATION_TOKEN],
      description: 'a verification with a valid token from another browser',
      request: post('/api/auth/verify-email', { token: KNOWN_TOKEN }),
      status: 403,
      error: { error: AUTH_MESSAGES.verificationNeedsPassword, needsPassword: true },
      call: () => verifyEmail({ token: KNOWN_TOKEN }),
      message: AUTH_MESSAGES.verificationNeedsPassword,
      check: (error) => expect(isVerifyEmailNeedsPassword(error.body)).toBe(true),
    }));

  it("verifies and opens a session in another browser with the account's password", () =>
    expectAnswer({
      states: [WITH_VERIFICATION_TOKEN],
      description: "a verification with a valid token and the account's password from another browser",
      request: post('/api/auth/verify-email', { token: KNOWN_TOKEN, password: PASSWORD }),
      headers: { ...jsonHeaders, ...sessionCookie },
      body: { user: userBody(EMAIL) },
      call: () => verifyEmail({ token: KNOWN_TOKEN, password: PASSWORD }),
      check: (user) => expect(user.email).toBe(EMAIL),
    }));

  it('refuses a wrong password with 401', () =>
    expectRefusal({
      states: [WITH_VERIFICATION_TOKEN],
      description: 'a verification with a valid token and a wrong password from another browser',
      request: post('/api/auth/verify-email', { token: KNOWN_TOKEN, password: 'Wrong999' }),
      status: 401,
      error: errorBody(AUTH_MESSAGES.verificationWrongPassword),
      call: () => verifyEmail({ token: KNOWN_TOKEN, password: 'Wrong999' }),
      message: AUTH_MESSAGES.verificationWrongPassword,
    }));
});

/** The two requests that answer a neutral message to any e-mail, each with its own limit. */
const NEUTRAL_REQUESTS = [
  {
    path: '/api/auth/resend-verification',
    state: UNVERIFIED,
    description: 'a request to resend the verification mail',
    message: RESEND_VERIFICATION_NEUTRAL_MESSAGE,
    call: resendVerification,
    overLimit: {
      when: 'when a mail was just sent',
      state: 'resends are exhausted for the e-mail',
      description: 'a resend request over the limit',
      limit: { type: 'resend_verification', maxAttempts: 1 },
    },
  },
  {
    path: '/api/auth/forgot-password',
    state: VERIFIED,
    description: 'a password-reset request',
    message: FORGOT_PASSWORD_NEUTRAL_MESSAGE,
    call: forgotPassword,
    overLimit: {
      when: 'after too many requests',
      state: 'password-reset requests are exhausted for the e-mail',
      description: 'a password-reset request over the limit',
      limit: { type: 'password_reset', maxAttempts: 3 },
    },
  },
] as const;

for (const { path, state, description, message, call, overLimit } of NEUTRAL_REQUESTS) {
  describe(`POST ${path}`, () => {
    it('answers the neutral message', () =>
      expectAnswer({
        states: [state],
        description,
        request: post(path, { email: EMAIL }),
        body: messageBody(message),
        call: () => call({ email: EMAIL }),
        check: (answer) => expect(answer.message).toBeTruthy(),
      }));

    it(`answers 429 with the rate-limit shape ${overLimit.when}`, () =>
      expectRateLimit({
        states: [[overLimit.state, { email: EMAIL, password: PASSWORD }]],
        description: overLimit.description,
        request: post(path, { email: EMAIL }),
        limit: overLimit.limit,
        call: () => call({ email: EMAIL }),
      }));
  });
}

describe('POST /api/auth/reset-password', () => {
  const reset = { token: KNOWN_TOKEN, newPassword: 'NewSecret34' };
  const weak = { token: KNOWN_TOKEN, newPassword: 'weak' };

  it('sets the new password', () =>
    expectAnswer({
      states: [WITH_RESET_TOKEN],
      description: 'a password reset with a valid token',
      request: post('/api/auth/reset-password', reset),
      body: messageBody('Пароль успешно изменён'),
      call: () => resetPassword(reset),
      check: (answer) => expect(answer).toBeTruthy(),
    }));

  it('refuses a weak new password with 400', () =>
    expectRefusal({
      states: [WITH_RESET_TOKEN],
      description: 'a password reset with a weak password',
      request: post('/api/auth/reset-password', weak),
      status: 400,
      error: WEAK_PASSWORD_ERROR,
      call: () => resetPassword(weak),
    }));
});

// docs/accounts.md#forms: the client tells a dead link from other failures by the word «токен».
describe('an unknown token (verify-email, reset-password)', () => {
  const unknownToken = { token: UNKNOWN_TOKEN, newPassword: 'NewSecret34' };
  const namesTheToken = (error: ApiError) => expect(error.serverMessage).toContain('токен');

  itRefuses([
    {
      name: 'POST /api/auth/verify-email refuses it with 400 naming the token',
      states: [NO_ACCOUNT],
      description: 'a verification with an unknown token',
      request: post('/api/auth/verify-email', { token: UNKNOWN_TOKEN }),
      status: 400,
      error: errorContaining('токен', 'Ссылка подтверждения недействительна или устарела: токен не найден'),
      call: () => verifyEmail({ token: UNKNOWN_TOKEN }),
      check: namesTheToken,
    },
    {
      name: 'POST /api/auth/reset-password refuses it with 400 naming the token',
      states: [NO_ACCOUNT],
      description: 'a password reset with an unknown token',
      request: post('/api/auth/reset-password', unknownToken),
      status: 400,
      error: errorContaining('токен', 'Ссылка для сброса пароля недействительна или устарела: токен не найден'),
      call: () => resetPassword(unknownToken),
      check: namesTheToken,
    },
  ]);
});
