import { RATE_LIMIT_ERROR, RATE_LIMIT_TITLES, type PublicEvent, type RateLimitResponse } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@city/testing/http-server';
import { fetchPublicEvents, PUBLIC_EVENTS_CLIENT_MESSAGES, PublicEventsError, publicEventsUrl } from './publicEventsClient';

const concert: PublicEvent = {
  id: 7,
  title: 'Концерт в парке',
  description: 'Живая музыка под открытым небом',
  imageUrl: 'https://afisha.example.org/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.png',
  startDate: '2030-06-10T19:00:00',
  durationMinutes: 120,
  address: 'Парк Горького, Крымский Вал, 9',
  city: 'Москва',
  latitude: null,
  longitude: null,
  category: 'культура и искусство',
  ageLimit: 12,
  isPaid: false,
  price: null,
  maxParticipants: 40,
  participantCount: 3,
  waitlistCount: 0,
  organizerUserId: 2,
  organizerName: 'Ольга Орлова',
  createdAt: '2030-06-01T10:00:00.000Z',
  updatedAt: '2030-06-01T10:00:00.000Z',
  url: 'https://afisha.example.org/events/7',
};

/** The error a call was refused with; fails the test when it succeeded. */
async function refusalOf(call: Promise<unknown>): Promise<PublicEventsError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PublicEventsError);
  return error as PublicEventsError;
}

describe('fetchPublicEvents against a real HTTP server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('asks for the feed under the platform’s address with the query in one order, and nothing else', async () => {
    server.answer(() => ({ status: 200, body: { events: [], hasMore: false } }));
    await fetchPublicEvents(`${server.url}/city/`, { limit: 12, free: true, category: 'культура и искусство', date: 'week', search: '' });
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    const url = new URL(request?.path ?? '', server.url);
    expect(url.pathname).toBe('/city/api/public/events');
    expect([...url.searchParams]).toEqual([
      ['category', 'культура и искусство'],
      ['date', 'week'],
      ['free', 'true'],
      ['limit', '12'],
    ]);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers['if-none-match']).toBeUndefined();
  });

  it('returns the page as the contract reads it', async () => {
    server.answer(() => ({ status: 200, body: { events: [concert], hasMore: true } }));
    await expect(fetchPublicEvents(server.url)).resolves.toEqual({ events: [concert], hasMore: true });
    expect(server.requests[0]?.path).toBe('/api/public/events');
  });

  it('passes on the server’s Russian message of a refusal', async () => {
    server.answer(() => ({ status: 400, body: { error: 'Параметр free принимает только значение true' } }));
    const error = await refusalOf(fetchPublicEvents(server.url, { category: 'концерты' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Параметр free принимает только значение true');
    expect(error.rateLimit).toBeNull();
  });

  it('carries the rate-limit body of a 429, titled in Russian', async () => {
    const limited: RateLimitResponse = {
      error: RATE_LIMIT_ERROR,
      rateLimitType: 'other',
      remainingTime: 1800,
      maxAttempts: 600,
      attemptsUsed: 600,
      resetTime: '2030-06-10T10:00:00.000Z',
    };
    server.answer(() => ({ status: 429, body: limited, headers: { 'Retry-After': '1800' } }));
    const error = await refusalOf(fetchPublicEvents(server.url));
    expect(error.status).toBe(429);
    expect(error.rateLimit).toEqual(limited);
    expect(error.message).toBe(RATE_LIMIT_TITLES.other);
  });

  it('names a failure without a message of its own', async () => {
    server.answer(() => ({ status: 502, body: '<html>Bad gateway</html>', headers: { 'Content-Type': 'text/html' } }));
    const error = await refusalOf(fetchPublicEvents(server.url));
    expect(error).toMatchObject({ status: 502, message: PUBLIC_EVENTS_CLIENT_MESSAGES.failed });
  });

  it('refuses an answer that breaks the contract: a relative link, a body that is not JSON', async () => {
    server.answer(() => ({ status: 200, body: { events: [{ ...concert, url: '/events/7' }], hasMore: false } }));
    expect(await refusalOf(fetchPublicEvents(server.url))).toMatchObject({
      status: 200,
      message: PUBLIC_EVENTS_CLIENT_MESSAGES.unexpectedAnswer,
    });
    server.answer(() => ({ status: 200, body: 'not json' }));
    expect((await refusalOf(fetchPublicEvents(server.url))).message).toBe(PUBLIC_EVENTS_CLIENT_MESSAGES.unexpectedAnswer);
  });

  it('turns a dropped connection into an error without a status', async () => {
    server.answer(() => ({ status: 200, hangUp: true }));
    expect(await refusalOf(fetchPublicEvents(server.url))).toMatchObject({
      status: null,
      message: PUBLIC_EVENTS_CLIENT_MESSAGES.unreachable,
    });
  });

  it('rejects with the AbortError itself when the caller aborts', async () => {
    server.answer(() => ({ status: 200, body: { events: [], hasMore: false } }));
    const error = await fetchPublicEvents(server.url, {}, { signal: AbortSignal.abort() }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('publicEventsUrl', () => {
  it('joins the platform’s address, the path and the query', () => {
    expect(publicEventsUrl('https://afisha.example.org')).toBe('https://afisha.example.org/api/public/events');
    expect(publicEventsUrl('https://example.org/city//', { page: 2 })).toBe('https://example.org/city/api/public/events?page=2');
  });
});
