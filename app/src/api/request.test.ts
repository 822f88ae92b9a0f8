import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '@city/testing/http-server';
import { ApiError } from './errors';
import { configureApi, request, setAuthErrorHandler, setNotifier, type RequestNotice } from './request';
import { userSchema } from '@city/contracts';

let server: TestServer;
let notices: RequestNotice[];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  configureApi({ baseUrl: server.url });
  server.requests.length = 0;
  notices = [];
  setNotifier((notice) => notices.push(notice));
  setAuthErrorHandler(null);
});
afterEach(() => {
  setNotifier(null);
  setAuthErrorHandler(null);
  vi.restoreAllMocks();
});

const sampleUser = { id: 7, email: 'anna@example.com', displayName: 'Анна', role: 'user', status: 'confirmed' };

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('request: success', () => {
  it('sends the query without empty values and parses the answer with the schema', async () => {
    server.answer(() => ({ status: 200, body: { ...sampleUser, extra: 'dropped by zod' } }));
    const user = await request('/api/auth/me', {
      query: { page: 2, search: 'джаз', category: '', favorites: true, dateFilter: undefined, paymentFilter: null },
      schema: userSchema,
    });
    expect(user).toEqual(sampleUser);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.path).toBe('/api/auth/me?page=2&search=%D0%B4%D0%B6%D0%B0%D0%B7&favorites=true');
    expect(notices).toEqual([]);
  });

  it('sends bodies as JSON with the session cookie policy "include"', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.answer(() => ({ status: 201, body: { user: sampleUser } }));
    await request('/api/auth/register', { method: 'POST', body: { email: 'anna@example.com', password: 'Secret1' } });
    const recorded = server.requests[0];
    expect(recorded?.method).toBe('POST');
    expect(recorded?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(recorded?.body ?? '')).toEqual({ email: 'anna@example.com', password: 'Secret1' });
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('sends a FormData as multipart with the boundary fetch chose', async () => {
    server.answer(() => ({ status: 201, body: { imageUrl: '/uploads/a.png' } }));
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'poster.png');
    await request('/api/upload/image', { method: 'POST', body: form });
    const recorded = server.requests[0];
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(String(recorded?.headers['content-type']))?.[1];
    expect(boundary).toBeTruthy();
    expect(recorded?.body).toContain(`--${boundary}`);
    expect(recorded?.body).toContain('Content-Disposition: form-data; name="image"; filename="poster.png"');
  });

  it('answers undefined for an empty body', async () => {
    server.answer(() => ({ status: 204 }));
    await expect(request('/api/events/1/favorite', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('honours a base URL with a trailing slash', async () => {
    configureApi({ baseUrl: `${server.url}/` });
    server.answer(() => ({ status: 200, body: { status: 'ok' } }));
    await request('/api/health');
    expect(server.requests[0]?.path).toBe('/api/health');
  });
});

describe('request: failures and their toasts (docs/back-office.md#answers-and-errors)', () => {
  it.each([
    [500, { error: 'Внутренняя ошибка сервера' }, 'Ошибка сервера. Попробуйте позже'],
    [404, { error: 'Ресурс не найден' }, 'Запрашиваемый ресурс не найден'],
    [409, { error: 'Пользователь с таким email уже зарегистрирован' }, 'Пользователь с таким email уже зарегистрирован'],
    [400, 'not json', 'Ошибка при обработке запроса'],
  ])('status %i shows a red toast and throws ApiError', async (status, body, message) => {
    server.answer(() => ({ status, body }));
    const error = await failureOf(request('/api/anything', { method: 'POST', body: {} }));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(notices).toEqual([{ tone: 'error', title: message }]);
  });

  it('keeps the parsed error body and exposes the server text', async () => {
    server.answer(() => ({ status: 401, body: { error: 'Неверный email или пароль' } }));
    const error = await failureOf(request('/api/auth/login', { method: 'POST', body: {}, handleAuth: false }));
    expect(error.body).toEqual({ error: 'Неверный email или пароль' });
    expect(error.serverMessage).toBe('Неверный email или пароль');
  });

  it('stays silent with notify: false but still throws', async () => {
    server.answer(() => ({ status: 500, body: { error: 'Внутренняя ошибка сервера' } }));
    const error = await failureOf(request('/api/anything', { notify: false }));
    expect(error.status).toBe(500);
    expect(notices).toEqual([]);
  });

  it('reports a network failure with status 0', async () => {
    server.answer(() => ({ status: 200, hangUp: true }));
    const error = await failureOf(request('/api/anything'));
    expect(error.status).toBe(0);
    expect(error.isNetworkFailure).toBe(true);
    expect(notices).toEqual([{ tone: 'error', title: 'Ошибка соединения. Проверьте подключение к интернету' }]);
  });

  it('reports an unreachable server with status 0', async () => {
    const closed = await startTestServer();
    await closed.close();
    configureApi({ baseUrl: closed.url });
    const error = await failureOf(request('/api/anything', { notify: false }));
    expect(error.status).toBe(0);
  });

  it('does not announce a call the caller aborted', async () => {
    server.answer(() => ({ status: 200, body: {} }));
    const controller = new AbortController();
    controller.abort();
    await expect(request('/api/events', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    server.answer(() => ({ status: 200, body: { id: 'not a number' } }));
    const error = await failureOf(request('/api/auth/me', { schema: userSchema }));
    expect(error.status).toBe(200);
    expect(notices).toEqual([{ tone: 'error', title: 'Произошла ошибка при выполнении запроса' }]);
  });

  it('exposes the rate-limit answer of a 429', async () => {
    const rateLimit = {
      error: 'Rate limit exceeded',
      rateLimitType: 'resend_verification',
      remainingTime: 42,
      maxAttempts: 1,
      attemptsUsed: 1,
      resetTime: '2026-11-22T10:00:42.000Z',
    };
    server.answer(() => ({ status: 429, body: rateLimit, headers: { 'Retry-After': '42' } }));
    const error = await failureOf(request('/api/auth/resend-verification', { method: 'POST', body: {}, notify: false }));
    expect(error.rateLimit).toEqual(rateLimit);
    expect(error.body).toEqual(rateLimit);
  });

  it('has no rate-limit answer for a 429 of another shape', async () => {
    server.answer(() => ({ status: 429, body: { error: 'Слишком много запросов' } }));
    const error = await failureOf(request('/api/anything', { notify: false }));
    expect(error.rateLimit).toBeNull();
  });
});

describe('request: auth error handler', () => {
  it.each([401, 403] as const)('hands %i to the handler instead of a toast', async (status) => {
    const statuses: number[] = [];
    setAuthErrorHandler((received) => statuses.push(received));
    server.answer(() => ({ status, body: { error: 'Требуется авторизация' } }));
    const error = await failureOf(request('/api/profile'));
    expect(error.status).toBe(status);
    expect(statuses).toEqual([status]);
    expect(notices).toEqual([]);
  });

  it('leaves other statuses to the toast', async () => {
    const statuses: number[] = [];
    setAuthErrorHandler((received) => statuses.push(received));
    server.answer(() => ({ status: 404, body: { error: 'Ресурс не найден' } }));
    await failureOf(request('/api/profile'));
    expect(statuses).toEqual([]);
    expect(notices).toHaveLength(1);
  });

  it('toasts a 403 when the call opts out of auth handling', async () => {
    const statuses: number[] = [];
    setAuthErrorHandler((received) => statuses.push(received));
    server.answer(() => ({ status: 403, body: { error: 'Email не подтверждён' } }));
    await failureOf(request('/api/auth/login', { method: 'POST', body: {}, handleAuth: false }));
    expect(statuses).toEqual([]);
    expect(notices).toEqual([{ tone: 'error', title: 'Доступ запрещен' }]);
  });

  it.each([
    [401, [401], 0],
    [403, [], 1],
  ] as const)("with handleAuth 'session' a %i goes to the handler only when it is a 401", async (status, handled, toasts) => {
    const statuses: number[] = [];
    setAuthErrorHandler((received) => statuses.push(received));
    server.answer(() => ({ status, body: { error: 'У вас нет прав для удаления этого мероприятия' } }));
    const error = await failureOf(request('/api/events/1', { method: 'DELETE', handleAuth: 'session' }));
    expect(error.serverMessage).toBe('У вас нет прав для удаления этого мероприятия');
    expect(statuses).toEqual(handled);
    expect(notices).toHaveLength(toasts);
  });

  it('toasts a 401 when no handler is registered', async () => {
    server.answer(() => ({ status: 401, body: { error: 'Требуется авторизация' } }));
    await failureOf(request('/api/profile'));
    expect(notices).toEqual([{ tone: 'error', title: 'Требуется авторизация' }]);
  });
});

describe('request: the call kinds of the failure policy', () => {
  it.each([
    ['notice', 403, [403], 0],
    ['notice', 409, [], 1],
    ['read', 403, [403], 0],
    ['read', 404, [], 0],
    ['action', 401, [401], 0],
    ['action', 403, [], 0],
    ['auth', 401, [], 0],
  ] as const)('a %s call answered %i: handed over %j, %i toasts', async (kind, status, handled, toasts) => {
    const statuses: number[] = [];
    setAuthErrorHandler((received) => statuses.push(received));
    server.answer(() => ({ status, body: { error: 'Отказ сервера' } }));
    const error = await failureOf(request('/api/events/1', { method: 'POST', kind }));
    expect(error.serverMessage).toBe('Отказ сервера');
    expect(statuses).toEqual(handled);
    expect(notices).toHaveLength(toasts);
  });

  it('lets an explicit notify or handleAuth override the kind', async () => {
    server.answer(() => ({ status: 409, body: { error: 'Свободных мест нет' } }));
    await failureOf(request('/api/events/1/join', { method: 'POST', kind: 'action', notify: true }));
    expect(notices).toEqual([{ tone: 'error', title: 'Свободных мест нет' }]);
  });
});
