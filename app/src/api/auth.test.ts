import { describe, expect, it } from 'vitest';
import type { ResetPasswordRequest } from '@city/contracts';
import { useApiHarness } from '../testing/apiHarness';
import { ApiError } from './errors';
import { getCurrentUser, login, logout, register, resetPassword, verifyEmail } from './auth';

const harness = useApiHarness();
const { notices, authStatuses } = harness;

const user = { id: 1, email: 'anna@example.com', displayName: null, role: 'moderator', status: 'confirmed' } as const;
const token = 'A'.repeat(43);

describe('auth calls', () => {
  it('getCurrentUser reads the bare user object', async () => {
    harness.server.answer(() => ({ status: 200, body: user }));
    await expect(getCurrentUser()).resolves.toEqual(user);
    expect(harness.server.requests[0]?.path).toBe('/api/auth/me');
  });

  it('getCurrentUser fails quietly without a session: no toast, no auth handler', async () => {
    harness.server.answer(() => ({ status: 401, body: { error: 'Требуется авторизация' } }));
    await expect(getCurrentUser()).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([]);
    expect(authStatuses).toEqual([]);
  });

  it('login posts the credentials and unwraps {user}', async () => {
    harness.server.answer(() => ({ status: 200, body: { user } }));
    await expect(login({ email: 'anna@example.com', password: 'Secret1' })).resolves.toEqual(user);
    expect(harness.server.requests[0]?.method).toBe('POST');
    expect(JSON.parse(harness.server.requests[0]?.body ?? '')).toEqual({ email: 'anna@example.com', password: 'Secret1' });
  });

  it('an unverified login (403) stays on the page: server text, no handler, no toast', async () => {
    harness.server.answer(() => ({ status: 403, body: { error: 'Email не подтверждён. Проверьте почту или запросите письмо повторно.' } }));
    const error = await login({ email: 'anna@example.com', password: 'Secret1' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Email не подтверждён. Проверьте почту или запросите письмо повторно.');
    expect(authStatuses).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('register exposes the rate-limit answer', async () => {
    const rateLimit = {
      error: 'Rate limit exceeded',
      rateLimitType: 'email_verification',
      remainingTime: 1800,
      maxAttempts: 5,
      attemptsUsed: 5,
      resetTime: '2026-11-22T10:30:00.000Z',
    };
    harness.server.answer(() => ({ status: 429, body: rateLimit }));
    const error = await register({ email: 'a@b.ru', password: 'Secret1', confirmPassword: 'Secret1' }).catch(
      (reason: unknown) => reason,
    );
    expect((error as ApiError).rateLimit).toEqual(rateLimit);
  });

  it('resetPassword sends the token and the new password only', async () => {
    harness.server.answer(() => ({ status: 200, body: { message: 'Пароль успешно изменён' } }));
    const fromForm: ResetPasswordRequest & { confirmPassword: string } = {
      token,
      newPassword: 'Secret1',
      confirmPassword: 'Secret1',
    };
    await expect(resetPassword(fromForm)).resolves.toEqual({ message: 'Пароль успешно изменён' });
    expect(JSON.parse(harness.server.requests[0]?.body ?? '')).toEqual({ token, newPassword: 'Secret1' });
  });

  it('verifyEmail unwraps the user of the new session', async () => {
    harness.server.answer(() => ({ status: 200, body: { user } }));
    await expect(verifyEmail({ token })).resolves.toEqual(user);
    expect(JSON.parse(harness.server.requests[0]?.body ?? '')).toEqual({ token });
  });

  it('logout ignores failures, including an unreachable server', async () => {
    harness.server.answer(() => ({ status: 500, body: { error: 'Внутренняя ошибка сервера' } }));
    await expect(logout()).resolves.toBeUndefined();
    harness.server.answer(() => ({ status: 200, hangUp: true }));
    await expect(logout()).resolves.toBeUndefined();
    expect(notices).toEqual([]);
    expect(harness.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/logout', 'POST /api/auth/logout']);
  });
});
