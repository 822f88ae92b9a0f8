/**
 * Consumer contract of every /api/auth call (participant-side §7, §8; platform §3, §7), exercised
 * through the app's real API client. Writes contracts/pacts/city-app-city-bff.json, which the BFF
 * verifies against itself (bff/test/pact-provider.pact.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../app/src/api/client';
import { ApiError } from '../../app/src/api/errors';
import {
  forgotPassword,
  getCurrentUser,
  login,
  logout,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from '../../app/src/api/auth';
import { FORGOT_PASSWORD_NEUTRAL_MESSAGE, RESEND_VERIFICATION_NEUTRAL_MESSAGE } from '../src';
import {
  KNOWN_TOKEN,
  UNKNOWN_TOKEN,
  createPact,
  errorBody,
  errorContaining,
  jsonHeaders,
  messageBody,
  rateLimitBody,
  rateLimitHeaders,
  sessionCookie,
  userBody,
} from './pactSetup';

const pact = createPact();
const EMAIL = 'anna@example.com';
const PASSWORD = 'Secret12';
const useMock = (server: { url: string }) => configureApi({ baseUrl: server.url });

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => configureApi({ baseUrl: '' }));

describe('GET /api/auth/me', () => {
  it('answers the signed-in user object', () =>
    pact
      .addInteraction()
      .given('a signed-in account', { email: EMAIL, displayName: 'Анна' })
      .uponReceiving('a session check with a session')
      .withRequest('GET', '/api/auth/me')
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(userBody(EMAIL, 'Анна')))
      .executeTest(async (server) => {
        useMock(server);
        const user = await getCurrentUser();
        expect(user.email).toBe(EMAIL);
        expect(user.displayName).toBe('Анна');
      }));

  it('answers 401 without a session', () =>
    pact
      .addInteraction()
      .given('no session')
      .uponReceiving('a session check without a session')
      .withRequest('GET', '/api/auth/me')
      .willRespondWith(401, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Требуется авторизация')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(getCurrentUser())).status).toBe(401);
      }));
});

describe('POST /api/auth/login', () => {
  it('signs a verified account in and sets the session cookie', () =>
    pact
      .addInteraction()
      .given('a verified account', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/api/auth/login', (req) => req.headers(jsonHeaders).jsonBody({ email: EMAIL, password: PASSWORD }))
      .willRespondWith(200, (res) => res.headers({ ...jsonHeaders, ...sessionCookie }).jsonBody({ user: userBody(EMAIL) }))
      .executeTest(async (server) => {
        useMock(server);
        expect((await login({ email: EMAIL, password: PASSWORD })).email).toBe(EMAIL);
      }));

  it('refuses a wrong password with 401', () =>
    pact
      .addInteraction()
      .given('a verified account', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/api/auth/login', (req) => req.headers(jsonHeaders).jsonBody({ email: EMAIL, password: 'Wrong123' }))
      .willRespondWith(401, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Неверный email или пароль')))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(login({ email: EMAIL, password: 'Wrong123' }));
        expect(error.status).toBe(401);
        expect(error.serverMessage).toBeTruthy();
      }));

  it('refuses an unverified account with 403', () =>
    pact
      .addInteraction()
      .given('an account awaiting e-mail verification', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a login to an unverified account')
      .withRequest('POST', '/api/auth/login', (req) => req.headers(jsonHeaders).jsonBody({ email: EMAIL, password: PASSWORD }))
      .willRespondWith(403, (res) =>
        res.headers(jsonHeaders).jsonBody(errorBody('Email не подтверждён. Проверьте почту или запросите письмо повторно.')),
      )
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(login({ email: EMAIL, password: PASSWORD }))).status).toBe(403);
      }));

  it('refuses malformed input with 400', () =>
    pact
      .addInteraction()
      .uponReceiving('a login with a malformed e-mail')
      .withRequest('POST', '/api/auth/login', (req) => req.headers(jsonHeaders).jsonBody({ email: 'не-почта', password: PASSWORD }))
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Введите корректный email')))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(login({ email: 'не-почта', password: PASSWORD }));
        expect(error.status).toBe(400);
        expect(error.serverMessage).toBeTruthy();
      }));

  it('answers 429 with the rate-limit shape after too many failed logins', () =>
    pact
      .addInteraction()
      .given('failed logins are exhausted', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a login after too many failed attempts')
      .withRequest('POST', '/api/auth/login', (req) => req.headers(jsonHeaders).jsonBody({ email: EMAIL, password: PASSWORD }))
      .willRespondWith(429, (res) => res.headers({ ...jsonHeaders, ...rateLimitHeaders }).jsonBody(rateLimitBody('other', 10)))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(login({ email: EMAIL, password: PASSWORD }));
        expect(error.rateLimit?.rateLimitType).toBe('other');
      }));
});

describe('POST /api/auth/register', () => {
  const body = { email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD };

  it('creates an account awaiting verification (201)', () =>
    pact
      .addInteraction()
      .given('no account exists', { email: EMAIL })
      .uponReceiving('a registration with a new e-mail')
      .withRequest('POST', '/api/auth/register', (req) => req.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(201, (res) => res.headers(jsonHeaders).jsonBody({ user: userBody(EMAIL) }))
      .executeTest(async (server) => {
        useMock(server);
        expect((await register(body)).email).toBe(EMAIL);
      }));

  it('refuses a taken e-mail with 409', () =>
    pact
      .addInteraction()
      .given('a verified account', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a registration with a taken e-mail')
      .withRequest('POST', '/api/auth/register', (req) => req.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Пользователь с таким email уже зарегистрирован')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(register(body))).status).toBe(409);
      }));

  it('refuses a weak password with 400', () =>
    pact
      .addInteraction()
      .given('no account exists', { email: EMAIL })
      .uponReceiving('a registration with a weak password')
      .withRequest('POST', '/api/auth/register', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: EMAIL, password: 'weak', confirmPassword: 'weak' }),
      )
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Пароль не соответствует требованиям безопасности')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(register({ email: EMAIL, password: 'weak', confirmPassword: 'weak' }))).status).toBe(400);
      }));

  it('answers 429 with the rate-limit shape after too many registrations', () =>
    pact
      .addInteraction()
      .given('registrations are exhausted for the e-mail', { email: EMAIL })
      .uponReceiving('a registration over the limit')
      .withRequest('POST', '/api/auth/register', (req) => req.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(429, (res) =>
        res.headers({ ...jsonHeaders, ...rateLimitHeaders }).jsonBody(rateLimitBody('email_verification', 3)),
      )
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(register(body))).rateLimit?.rateLimitType).toBe('email_verification');
      }));
});

describe('POST /api/auth/logout', () => {
  it('ends the session', () =>
    pact
      .addInteraction()
      .given('a signed-in account', { email: EMAIL, displayName: 'Анна' })
      .uponReceiving('a logout')
      .withRequest('POST', '/api/auth/logout')
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody({ success: true }))
      .executeTest(async (server) => {
        useMock(server);
        await expect(logout()).resolves.toBeUndefined();
      }));
});

describe('POST /api/auth/verify-email', () => {
  it('verifies the e-mail and opens a session', () =>
    pact
      .addInteraction()
      .given('an account with a verification token', { email: EMAIL, token: KNOWN_TOKEN })
      .uponReceiving('a verification with a valid token')
      .withRequest('POST', '/api/auth/verify-email', (req) => req.headers(jsonHeaders).jsonBody({ token: KNOWN_TOKEN }))
      .willRespondWith(200, (res) => res.headers({ ...jsonHeaders, ...sessionCookie }).jsonBody({ user: userBody(EMAIL) }))
      .executeTest(async (server) => {
        useMock(server);
        expect((await verifyEmail({ token: KNOWN_TOKEN })).email).toBe(EMAIL);
      }));

  it('refuses an unknown token with 400 naming the token', () =>
    pact
      .addInteraction()
      .given('no account exists', { email: EMAIL })
      .uponReceiving('a verification with an unknown token')
      .withRequest('POST', '/api/auth/verify-email', (req) => req.headers(jsonHeaders).jsonBody({ token: UNKNOWN_TOKEN }))
      .willRespondWith(400, (res) =>
        res.headers(jsonHeaders).jsonBody(errorContaining('токен', 'Ссылка подтверждения недействительна или устарела: токен не найден')),
      )
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(verifyEmail({ token: UNKNOWN_TOKEN }))).serverMessage).toContain('токен');
      }));
});

describe('POST /api/auth/resend-verification', () => {
  it('answers the neutral message', () =>
    pact
      .addInteraction()
      .given('an account awaiting e-mail verification', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a request to resend the verification mail')
      .withRequest('POST', '/api/auth/resend-verification', (req) => req.headers(jsonHeaders).jsonBody({ email: EMAIL }))
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(messageBody(RESEND_VERIFICATION_NEUTRAL_MESSAGE)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await resendVerification({ email: EMAIL })).message).toBeTruthy();
      }));

  it('answers 429 with the rate-limit shape when a mail was just sent', () =>
    pact
      .addInteraction()
      .given('resends are exhausted for the e-mail', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a resend request over the limit')
      .withRequest('POST', '/api/auth/resend-verification', (req) => req.headers(jsonHeaders).jsonBody({ email: EMAIL }))
      .willRespondWith(429, (res) =>
        res.headers({ ...jsonHeaders, ...rateLimitHeaders }).jsonBody(rateLimitBody('resend_verification', 1)),
      )
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(resendVerification({ email: EMAIL }))).rateLimit?.rateLimitType).toBe('resend_verification');
      }));
});

describe('POST /api/auth/forgot-password', () => {
  it('answers the neutral message', () =>
    pact
      .addInteraction()
      .given('a verified account', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a password-reset request')
      .withRequest('POST', '/api/auth/forgot-password', (req) => req.headers(jsonHeaders).jsonBody({ email: EMAIL }))
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(messageBody(FORGOT_PASSWORD_NEUTRAL_MESSAGE)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await forgotPassword({ email: EMAIL })).message).toBeTruthy();
      }));

  it('answers 429 with the rate-limit shape after too many requests', () =>
    pact
      .addInteraction()
      .given('password-reset requests are exhausted for the e-mail', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a password-reset request over the limit')
      .withRequest('POST', '/api/auth/forgot-password', (req) => req.headers(jsonHeaders).jsonBody({ email: EMAIL }))
      .willRespondWith(429, (res) =>
        res.headers({ ...jsonHeaders, ...rateLimitHeaders }).jsonBody(rateLimitBody('password_reset', 3)),
      )
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(forgotPassword({ email: EMAIL }))).rateLimit?.rateLimitType).toBe('password_reset');
      }));
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password', () =>
    pact
      .addInteraction()
      .given('an account with a password-reset token', { email: EMAIL, token: KNOWN_TOKEN })
      .uponReceiving('a password reset with a valid token')
      .withRequest('POST', '/api/auth/reset-password', (req) =>
        req.headers(jsonHeaders).jsonBody({ token: KNOWN_TOKEN, newPassword: 'NewSecret34' }),
      )
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(messageBody('Пароль успешно изменён')))
      .executeTest(async (server) => {
        useMock(server);
        await expect(resetPassword({ token: KNOWN_TOKEN, newPassword: 'NewSecret34' })).resolves.toBeTruthy();
      }));

  it('refuses an unknown token with 400 naming the token', () =>
    pact
      .addInteraction()
      .given('no account exists', { email: EMAIL })
      .uponReceiving('a password reset with an unknown token')
      .withRequest('POST', '/api/auth/reset-password', (req) =>
        req.headers(jsonHeaders).jsonBody({ token: UNKNOWN_TOKEN, newPassword: 'NewSecret34' }),
      )
      .willRespondWith(400, (res) =>
        res
          .headers(jsonHeaders)
          .jsonBody(errorContaining('токен', 'Ссылка для сброса пароля недействительна или устарела: токен не найден')),
      )
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(resetPassword({ token: UNKNOWN_TOKEN, newPassword: 'NewSecret34' }));
        expect(error.status).toBe(400);
        expect(error.serverMessage).toContain('токен');
      }));

  it('refuses a weak new password with 400', () =>
    pact
      .addInteraction()
      .given('an account with a password-reset token', { email: EMAIL, token: KNOWN_TOKEN })
      .uponReceiving('a password reset with a weak password')
      .withRequest('POST', '/api/auth/reset-password', (req) =>
        req.headers(jsonHeaders).jsonBody({ token: KNOWN_TOKEN, newPassword: 'weak' }),
      )
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Пароль не соответствует требованиям безопасности')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(resetPassword({ token: KNOWN_TOKEN, newPassword: 'weak' }))).status).toBe(400);
      }));
});
