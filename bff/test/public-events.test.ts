/**
 * docs/partner-feed.md#json-feed: GET /api/public/events, the JSON feed for partner sites. The main list's rules as a
 * signed-out visitor sees them, no personal or moderation fields, absolute links, CORS for GET
 * only, no session read or sent, a minute of public caching with a strong ETag, and a rate limit
 * per client address.
 */
import {
  EVENT_FORM_MESSAGES,
  PUBLIC_FEED_MESSAGES,
  RATE_LIMIT_ERROR,
  RATE_LIMIT_RULES,
  SESSION_COOKIE,
  publicEventSchema,
  publicEventsResponseSchema,
  type PublicEvent,
  type PublicEventsResponse,
  type RateLimitResponse,
} from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFavorites,
  addParticipants,
  closeTestTemplates,
  createPeople,
  exhaustRateLimit,
  insertEventComplaint,
  insertTestEvent,
  signIn,
  startTestApp,
  testClock,
  testDatabases,
  type SignedInUser,
  type TestApp,
  type TestClient,
  type TestDatabase,
  type TestEventInput,
  type TestResponse,
} from '../src/testing';

afterAll(closeTestTemplates);

/** Monday 10 June 2030, 12:00 in Moscow (UTC+3 all year). */
const NOW = '2030-06-10T09:00:00Z';
const moscow = (wallClock: string): Date => new Date(`${wallClock}:00+03:00`);
const FEED = '/api/public/events';
const POSTER = '/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.png';
const LIMIT_MESSAGE = 'Параметр limit: ожидается целое число от 1 до 24';

/** Every event the feed shows, in start order. */
const VISIBLE = [
  'Концерт в парке',
  'Лекция о космосе',
  'Мастер-класс по керамике',
  'Утренняя пробежка',
  'Последний вечер недели',
  'Первое утро следующей недели',
  'Выставка графики',
];

const PERSONAL_OR_MODERATION = ['isFavorite', 'isParticipant', 'waitlistPosition', 'claim', 'systemClaim'];

describe.each(testDatabases())('GET /api/public/events on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let organizer: SignedInUser;
  let viewer: SignedInUser;
  const ids: Record<string, number> = {};
  /** Each test reads from its own client address, so the rate limit of one never touches another. */
  let addresses = 0;
  const reader = (): TestClient => app.client({ 'x-forwarded-for': `203.0.113.${++addresses}` });

  const titlesOf = (body: PublicEventsResponse): string[] => body.events.map((event) => event.title);
  const feed = async (query = '', client = reader()): Promise<PublicEventsResponse> => {
    const response = await client.get<PublicEventsResponse>(`${FEED}${query}`);
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    return response.body;
  };
  const refusal = async (query: string): Promise<TestResponse> => {
    const response = await reader().get(`${FEED}${query}`);
    expect(response.status).toBe(400);
    return response;
  };

  beforeAll(async () => {
    database = await create();
    // Behind a proxy, so each test can act as its own client address.
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now, config: { trustProxy: true } });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12', displayName: 'Ольга Орлова' });
    viewer = await signIn(app, database.db, { email: 'viewer@example.com', password: 'Secret12' });
    const [holder] = await createPeople(database.db, 1, 'holder');
    const event = async (title: string, startsAt: string, input: Partial<TestEventInput> = {}) => {
      ids[title] = await insertTestEvent(database.db, { organizerId: organizer.user.id, title, startsAt: moscow(startsAt), ...input });
      return ids[title]!;
    };
    // Inserted out of start order, so the order of the answers is the query's.
    await event('Выставка графики', '2030-06-20T11:00', { category: 'культура и искусство', isPaid: true, price: 400, imageUrl: POSTER });
    await event('Концерт в парке', '2030-06-10T19:00', {
      category: 'культура и искусство',
      description: 'Живая музыка под открытым небом',
      address: 'Парк Горького, Крымский Вал, 9',
    });
    await event('Лекция о космосе', '2030-06-11T18:00', {
      category: 'обучение и развитие',
      isPaid: true,
      price: 300,
      address: 'Московский планетарий, ул. Садовая-Кудринская, 5',
    });
    const ceramics = await event('Мастер-класс по керамике', '2030-06-12T12:00', { category: 'обучение и развитие', isPaid: true, price: 1500 });
    await event('Утренняя пробежка', '2030-06-13T08:00', { category: 'спорт и туризм' });
    await event('Последний вечер недели', '2030-06-16T23:45', { category: 'другое' });
    await event('Первое утро следующей недели', '2030-06-17T00:00');
    // Left out: full, started, ended, deleted, under a pending or an approved complaint.
    const yoga = await event('Йога на крыше', '2030-06-11T20:00', { category: 'спорт и туризм', maxParticipants: 1 });
    await addParticipants(database.db, yoga, [holder!.id]);
    await event('Экскурсия по центру', '2030-06-10T11:00', { durationMinutes: 180 });
    await event('Вчерашний квиз', '2030-06-09T19:00');
    const deleted = await event('Удалённое мероприятие', '2030-06-12T10:00');
    await database.db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [deleted]);
    const party = await event('Вечеринка в стиле 80-х', '2030-06-12T21:00');
    await insertEventComplaint(database.db, { eventId: party, complainantId: viewer.user.id });
    const blocked = await event('Заблокированная лекция', '2030-06-12T22:00');
    await insertEventComplaint(database.db, { eventId: blocked, complainantId: null, status: 'approved' });
    // A rejected complaint no longer hides the event.
    await insertEventComplaint(database.db, { eventId: ceramics, complainantId: viewer.user.id, status: 'rejected' });
    // The viewer's own flags, which the feed must not carry even with their cookie.
    await addFavorites(database.db, ids['Концерт в парке']!, [viewer.user.id]);
    await addParticipants(database.db, ids['Лекция о космосе']!, [viewer.user.id]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('rules and filters', () => {
    it('shows the main list as signed out: upcoming open events by start, six by default', async () => {
      const firstPage = await feed();
      expect(titlesOf(firstPage)).toEqual(VISIBLE.slice(0, 6));
      expect(firstPage.hasMore).toBe(true);
      const all = await feed('?limit=24');
      expect(titlesOf(all)).toEqual(VISIBLE);
      expect(all.hasMore).toBe(false);
    });

    it('pages by limit and page', async () => {
      const pages = [await feed('?limit=3&page=1'), await feed('?limit=3&page=2'), await feed('?limit=3&page=3')];
      expect(pages.map(titlesOf)).toEqual([VISIBLE.slice(0, 3), VISIBLE.slice(3, 6), VISIBLE.slice(6)]);
      expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
      expect(await feed('?limit=3&page=4')).toEqual({ events: [], hasMore: false });
    });

    it('filters by category and by free, alone and together', async () => {
      const culture = `?category=${encodeURIComponent('культура и искусство')}`;
      expect(titlesOf(await feed(culture))).toEqual(['Концерт в парке', 'Выставка графики']);
      expect(titlesOf(await feed('?free=true&limit=24'))).toEqual([
        'Концерт в парке',
        'Утренняя пробежка',
        'Последний вечер недели',
        'Первое утро следующей недели',
      ]);
      expect(titlesOf(await feed(`${culture}&free=true`))).toEqual(['Концерт в парке']);
    });

    it('filters by the city calendar: today, the week, one day', async () => {
      expect(titlesOf(await feed('?date=today'))).toEqual(['Концерт в парке']);
      expect(titlesOf(await feed('?date=week&limit=24'))).toEqual(VISIBLE.slice(0, 5));
      // The full yoga class on the 11th and the hidden ones on the 12th stay out.
      expect(titlesOf(await feed('?date=2030-06-11'))).toEqual(['Лекция о космосе']);
      expect(titlesOf(await feed('?date=2030-06-12'))).toEqual(['Мастер-класс по керамике']);
      expect(titlesOf(await feed('?date=2030-06-14'))).toEqual([]);
    });

    it.each([
      ['концерты', ['Концерт в парке']],
      ['планетарий', ['Лекция о космосе']],
      ['ПРОБЕЖ', ['Утренняя пробежка']],
      // The party is under complaint (its title's words; «вечеринка» alone also finds «вечер», docs/events.md#search).
      ['в стиле 80-х', []],
    ])('search %j matches word forms, addresses and title substrings', async (search, titles) => {
      expect(titlesOf(await feed(`?search=${encodeURIComponent(search)}`))).toEqual(titles);
    });

    it('takes a blank search as no search and ignores parameters it does not know', async () => {
      expect(titlesOf(await feed('?search=%20%20&limit=24&utm_source=bar&favorites=true'))).toEqual(VISIBLE);
    });
  });

  describe('the answer', () => {
    it('carries exactly the public fields, absolute links and the city wall clock', async () => {
      const body = await feed('?limit=24');
      expect(publicEventsResponseSchema.safeParse(body).success).toBe(true);
      const publicFields = Object.keys(publicEventSchema.shape).sort();
      for (const event of body.events) {
        expect(Object.keys(event).sort()).toEqual(publicFields);
        for (const field of PERSONAL_OR_MODERATION) expect(event).not.toHaveProperty(field);
      }
      const exhibition = body.events.find((event) => event.title === 'Выставка графики');
      expect(exhibition).toEqual<PublicEvent>({
        id: ids['Выставка графики']!,
        title: 'Выставка графики',
        description: 'Играем в «Каркассон» и новинки сезона, правила объясним.',
        imageUrl: `${app.url}${POSTER}`,
        startDate: '2030-06-20T11:00:00',
        durationMinutes: 120,
        address: 'Антикафе «Циферблат», ул. Покровка, 12',
        city: 'Москва',
        latitude: null,
        longitude: null,
        category: 'культура и искусство',
        ageLimit: 12,
        isPaid: true,
        price: 400,
        maxParticipants: null,
        participantCount: 0,
        waitlistCount: 0,
        organizerUserId: organizer.user.id,
        organizerName: 'Ольга Орлова',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        updatedAt: expect.stringMatching(/Z$/),
        url: `${app.url}/events/${ids['Выставка графики']}`,
      });
      expect(body.events.find((event) => event.title === 'Концерт в парке')?.imageUrl).toBeNull();
    });

    it('builds links from PUBLIC_URL, not from the address the request came to', async () => {
      const behindProxy = await startTestApp({
        db: database.db,
        clock: testClock(NOW).now,
        config: { publicUrl: 'https://afisha.example.org/city' },
      });
      try {
        const response = await behindProxy.client().get<PublicEventsResponse>(`${FEED}?date=today`);
        const [concert] = response.body.events;
        expect(concert?.url).toBe(`https://afisha.example.org/city/events/${ids['Концерт в парке']}`);
        const exhibition = (await behindProxy.client().get<PublicEventsResponse>(`${FEED}?date=2030-06-20`)).body.events[0];
        expect(exhibition?.imageUrl).toBe(`https://afisha.example.org/city${POSTER}`);
      } finally {
        await behindProxy.close();
      }
    });
  });

  describe('bad parameters', () => {
    it.each([
      [`?category=${encodeURIComponent('концерты')}`, EVENT_FORM_MESSAGES.categoryInvalid],
      ['?category=all', EVENT_FORM_MESSAGES.categoryInvalid],
      ['?date=tomorrow', PUBLIC_FEED_MESSAGES.dateInvalid],
      ['?date=2030-02-30', PUBLIC_FEED_MESSAGES.dateInvalid],
      ['?date=0030-06-10', PUBLIC_FEED_MESSAGES.dateInvalid],
      ['?date=10.06.2030', PUBLIC_FEED_MESSAGES.dateInvalid],
      ['?free=false', PUBLIC_FEED_MESSAGES.freeInvalid],
      ['?free=1', PUBLIC_FEED_MESSAGES.freeInvalid],
      ['?limit=0', LIMIT_MESSAGE],
      ['?limit=25', LIMIT_MESSAGE],
      ['?limit=six', LIMIT_MESSAGE],
      ['?page=0', 'Параметр page: ожидается целое число от 1 до 1000000'],
      [`?search=${'а'.repeat(201)}`, PUBLIC_FEED_MESSAGES.searchTooLong],
    ])('%s → 400 in Russian, readable by the partner’s page, never cached', async (query, message) => {
      const response = await refusal(query);
      expect(response.body).toEqual({ error: message });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('etag')).toBeNull();
    });
  });

  describe('CORS and methods', () => {
    it('lets any site read: Access-Control-Allow-Origin * on GET and HEAD, with ETag and Retry-After readable', async () => {
      const client = reader();
      const response = await client.get(`${FEED}?limit=1`, { headers: { origin: 'https://bar.example' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-expose-headers')).toBe('ETag, Retry-After');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();

      // fetch itself: the test client would parse the empty JSON body.
      const head = await fetch(`${app.url}${FEED}?limit=1`, { method: 'HEAD', headers: client.defaultHeaders });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      expect(head.headers.get('access-control-allow-origin')).toBe('*');
      expect(head.headers.get('etag')).toBe(response.headers.get('etag'));
    });

    it('answers a preflight with 204 allowing GET and If-None-Match only', async () => {
      const response = await reader().request('OPTIONS', FEED, {
        headers: {
          origin: 'https://bar.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'if-none-match',
        },
      });
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toBe('GET');
      expect(response.headers.get('access-control-allow-headers')).toBe('If-None-Match');
      expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    });

    it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s → 405 with Allow, and no CORS header', async (method) => {
      const response = await reader().request(method, FEED);
      expect(response.status).toBe(405);
      expect(response.body).toEqual({ error: PUBLIC_FEED_MESSAGES.methodNotAllowed });
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('refuses a cross-site POST before anything else, without CORS', async () => {
      const response = await reader().request('POST', FEED, { headers: { origin: 'https://bar.example' } });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('caching', () => {
    it('is public for a minute, with a strong ETag of the body that changes with the body', async () => {
      const client = reader();
      const first = await client.get(`${FEED}?limit=2`);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60');
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^"[^"]+"$/);
      expect((await client.get(`${FEED}?limit=2`)).headers.get('etag')).toBe(tag);
      expect((await client.get(`${FEED}?limit=3`)).headers.get('etag')).not.toBe(tag);
    });

    it('answers If-None-Match naming the current ETag with 304, no body, the same caching and security headers', async () => {
      const client = reader();
      const first = await client.get(`${FEED}?date=week`);
      const tag = first.headers.get('etag')!;
      for (const ifNoneMatch of [tag, `W/${tag}`, `"something-else", ${tag}`, '*']) {
        const revalidated = await client.get(`${FEED}?date=week`, { headers: { 'if-none-match': ifNoneMatch } });
        expect(revalidated.status, ifNoneMatch).toBe(304);
        expect(revalidated.text).toBe('');
        expect(revalidated.headers.get('etag')).toBe(tag);
        expect(revalidated.headers.get('cache-control')).toBe('public, max-age=60');
        expect(revalidated.headers.get('access-control-allow-origin')).toBe('*');
        expect(revalidated.headers.get('x-content-type-options')).toBe('nosniff');
        expect(revalidated.headers.get('content-security-policy')).toContain("default-src 'self'");
      }
      const stale = await client.get(`${FEED}?date=week`, { headers: { 'if-none-match': '"something-else"' } });
      expect(stale.status).toBe(200);
      expect(stale.text).toBe(first.text);
    });

    it('answers 200 again once the events change', async () => {
      const client = reader();
      const query = `${FEED}?date=2030-06-14`;
      const before = await client.get<PublicEventsResponse>(query);
      expect(before.body.events).toEqual([]);
      const tag = before.headers.get('etag')!;
      const added = await insertTestEvent(database.db, { organizerId: organizer.user.id, title: 'Субботний рынок', startsAt: moscow('2030-06-14T10:00') });
      try {
        const after = await client.get<PublicEventsResponse>(query, { headers: { 'if-none-match': tag } });
        expect(after.status).toBe(200);
        expect(titlesOf(after.body)).toEqual(['Субботний рынок']);
        expect(after.headers.get('etag')).not.toBe(tag);
      } finally {
        await database.db.query('DELETE FROM events WHERE id = $1', [added]);
      }
    });

    it('keeps the security headers on every answer', async () => {
      const response = await reader().get(FEED);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });
  });

  describe('no cookies', () => {
    const sessionOf = async (userId: number) =>
      (await database.db.query<{ expires_at: Date }>('SELECT expires_at FROM sessions WHERE user_id = $1', [userId]))[0]!;

    it('ignores a valid session: same body as anonymous, no Set-Cookie, the session not slid', async () => {
      // Due to slide: the next request that reads this session would extend it and send the cookie again.
      await database.db.query(`UPDATE sessions SET extended_at = now() - interval '2 hours' WHERE user_id = $1`, [viewer.user.id]);
      const before = await sessionOf(viewer.user.id);
      const query = `${FEED}?limit=24`;
      const address = { 'x-forwarded-for': `203.0.113.${++addresses}` };

      const anonymous = await app.client(address).get(query);
      const withSession = await viewer.client.get(query, { headers: address });
      expect(withSession.status).toBe(200);
      expect(withSession.headers.getSetCookie()).toEqual([]);
      expect(withSession.text).toBe(anonymous.text);
      expect(withSession.headers.get('etag')).toBe(anonymous.headers.get('etag'));
      expect(await sessionOf(viewer.user.id)).toEqual(before);

      // The same cookie on the platform's own list is a live session due to slide: it is re-sent there.
      const ownList = await viewer.client.get('/api/events');
      expect(ownList.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    });

    it('does not clear an unknown cookie either', async () => {
      const client = reader();
      client.cookies.set(SESSION_COOKIE, 'not-a-session');
      const response = await client.get(FEED);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
    });
  });

  describe('rate limit', () => {
    const hits = (key: string, count: number) =>
      database.db.query('INSERT INTO rate_limit_hits (action, key) SELECT $1, $2 FROM generate_series(1, $3::int)', [
        RATE_LIMIT_RULES.publicApi.action,
        key,
        count,
      ]);

    it('counts every read per client address, 304s and 400s included, then answers the standard 429', async () => {
      const address = '198.51.100.7';
      const client = app.client({ 'x-forwarded-for': address });
      const { max, windowSeconds } = RATE_LIMIT_RULES.publicApi;
      await hits(address, max - 3);

      const ok = await client.get(FEED);
      expect(ok.status).toBe(200);
      expect((await client.get(FEED, { headers: { 'if-none-match': ok.headers.get('etag')! } })).status).toBe(304);
      expect((await client.get(`${FEED}?limit=0`)).status).toBe(400);

      const refused = await client.get(FEED);
      expect(refused.status).toBe(429);
      const body = refused.body as RateLimitResponse;
      expect(body).toMatchObject({ error: RATE_LIMIT_ERROR, rateLimitType: 'other', maxAttempts: max, attemptsUsed: max });
      expect(body.remainingTime).toBeGreaterThan(windowSeconds - 60);
      expect(refused.headers.get('retry-after')).toBe(String(body.remainingTime));
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect(refused.headers.get('cache-control')).toBe('no-store');

      // Another address is not limited.
      expect((await reader().get(FEED)).status).toBe(200);
    });

    it('refuses an address that used up the hour', async () => {
      const address = '198.51.100.8';
      await exhaustRateLimit(database.db, 'publicApi', address);
      const refused = await app.client({ 'x-forwarded-for': address }).get(`${FEED}?date=today`);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ rateLimitType: 'other', attemptsUsed: RATE_LIMIT_RULES.publicApi.max });
    });

    it('counts a shared link\'s summary and preview picture in the same bucket (a picture costs a drawing)', async () => {
      const address = '198.51.100.9';
      await exhaustRateLimit(database.db, 'publicApi', address);
      for (const path of ['/api/public/events/987654/summary', '/api/public/events/987654/preview.png']) {
        const refused = await app.client({ 'x-forwarded-for': address }).get(path);
        expect(refused.status, path).toBe(429);
      }
      // Another address gets the answer itself: no such event.
      expect((await reader().get('/api/public/events/987654/summary')).status).toBe(404);
    });
  });
});
