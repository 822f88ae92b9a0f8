/**
 * docs/partner-feed.md#subscribing-to-a-search: GET /api/public/events.ics and events.rss, the
 * list's search as a calendar subscription and an RSS feed. Read back with real parsers (ical.js,
 * rss-parser): the public list's rules and filters, nothing personal, stable UIDs, CORS, a minute
 * of caching with ETag and 304, the Russian 400s and the shared per-address limit.
 */
import { PUBLIC_FEED_LIMITS, PUBLIC_FEED_MESSAGES, RATE_LIMIT_RULES } from '@city/contracts';
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCalendarUid } from '../src/services/calendar-uid';
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
const PUBLIC_URL = 'https://afisha.example.org';
const moscow = (wallClock: string): Date => new Date(`${wallClock}:00+03:00`);
const ICS = '/api/public/events.ics';
const RSS = '/api/public/events.rss';
const POSTER = '/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.png';

/** Every event the feeds show, in start order. */
const VISIBLE = ['Концерт в парке', 'Лекция о космосе', 'Утренняя пробежка', 'Выставка графики'];

interface CalendarEntry {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  start: string;
  end: string;
}

function readCalendar(text: string): { name: string; entries: CalendarEntry[]; raw: string } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const entries = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(vevent.getFirstPropertyValue('url')),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), entries, raw: text };
}

const rssParser = new Parser();

describe.each(testDatabases())('search feeds on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let organizer: SignedInUser;
  let viewer: SignedInUser;
  const ids: Record<string, number> = {};
  let addresses = 0;
  const reader = (): TestClient => app.client({ 'x-forwarded-for': `203.0.113.${++addresses}` });

  const fetchOk = async (path: string, client = reader()): Promise<TestResponse> => {
    const response = await client.get(path);
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    return response;
  };
  const calendar = async (query = '') => readCalendar((await fetchOk(`${ICS}${query}`)).text);
  const rss = async (query = '') => rssParser.parseString((await fetchOk(`${RSS}${query}`)).text);

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now, config: { trustProxy: true, publicUrl: PUBLIC_URL } });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12', displayName: 'Ольга Орлова' });
    viewer = await signIn(app, database.db, { email: 'viewer@example.com', password: 'Secret12' });
    const [holder] = await createPeople(database.db, 1, 'holder');
    const event = async (title: string, startsAt: string, input: Partial<TestEventInput> = {}) => {
      ids[title] = await insertTestEvent(database.db, { organizerId: organizer.user.id, title, startsAt: moscow(startsAt), ...input });
      return ids[title]!;
    };
    await event('Выставка графики', '2030-06-20T11:00', { category: 'культура и искусство', isPaid: true, price: 400, imageUrl: POSTER });
    await event('Концерт в парке', '2030-06-10T19:00', {
      category: 'культура и искусство',
      description: `Живая музыка под открытым небом; вход свободный. ${'Очень длинное описание. '.repeat(40)}`,
      address: 'Парк Горького, Крымский Вал, 9',
      durationMinutes: 90,
    });
    await event('Лекция о космосе', '2030-06-11T18:00', { category: 'обучение и развитие', isPaid: true, price: 300 });
    await event('Утренняя пробежка', '2030-06-15T08:00', { category: 'спорт и туризм', durationMinutes: null });
    // Left out: full, deleted, under a pending complaint, started.
    const yoga = await event('Йога на крыше', '2030-06-11T20:00', { category: 'спорт и туризм', maxParticipants: 1 });
    await addParticipants(database.db, yoga, [holder!.id]);
    const deleted = await event('Удалённое мероприятие', '2030-06-12T10:00');
    await database.db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [deleted]);
    const party = await event('Вечеринка в стиле 80-х', '2030-06-12T21:00');
    await insertEventComplaint(database.db, { eventId: party, complainantId: viewer.user.id });
    await event('Экскурсия по центру', '2030-06-10T11:00', { durationMinutes: 180 });
    // The viewer's own marks, which no feed may carry even with their cookie.
    await addFavorites(database.db, ids['Концерт в парке']!, [viewer.user.id]);
    await addParticipants(database.db, ids['Лекция о космосе']!, [viewer.user.id]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('iCalendar', () => {
    it('names the calendar after the search and holds one event per visible event, in the list order', async () => {
      const { name, entries } = await calendar();
      expect(name).toBe('События — Москва');
      expect(entries.map((entry) => entry.summary)).toEqual(VISIBLE);
    });

    it('writes a stable UID, UTC times from the city clock, the place, the text and the link', async () => {
      const id = ids['Концерт в парке']!;
      const { entries, raw } = await calendar();
      const concert = entries.find((entry) => entry.summary === 'Концерт в парке')!;
      expect(concert.uid).toBe(`event-${id}@afisha.example.org`);
      expect(concert.uid).toBe(eventCalendarUid(id, PUBLIC_URL));
      expect(concert.start).toBe('2030-06-10T16:00:00.000Z');
      expect(concert.end).toBe('2030-06-10T17:30:00.000Z');
      expect(concert.location).toBe('Парк Горького, Крымский Вал, 9, Москва');
      expect(concert.description).toContain('Живая музыка под открытым небом; вход свободный.');
      expect(concert.url).toBe(`${PUBLIC_URL}/events/${id}`);
      expect(raw).toMatch(/DTSTART:20300610T160000Z\r\n/);
      // Without a duration the calendar's usual hour (docs/events.md#calendars).
      const run = entries.find((entry) => entry.summary === 'Утренняя пробежка')!;
      expect(run.start).toBe('2030-06-15T05:00:00.000Z');
      expect(run.end).toBe('2030-06-15T06:00:00.000Z');
    });

    it('gives the same bytes twice, so UIDs and the ETag stay put', async () => {
      const first = await fetchOk(ICS);
      const second = await fetchOk(ICS);
      expect(second.text).toBe(first.text);
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(readCalendar(second.text).entries.map((entry) => entry.uid)).toEqual(readCalendar(first.text).entries.map((entry) => entry.uid));
    });

    it('applies the filters: category, search, date, free and paid', async () => {
      const titles = async (query: string) => (await calendar(query)).entries.map((entry) => entry.summary);
      expect(await titles(`?category=${encodeURIComponent('культура и искусство')}`)).toEqual(['Концерт в парке', 'Выставка графики']);
      expect(await titles(`?search=${encodeURIComponent('космос')}`)).toEqual(['Лекция о космосе']);
      // The list API's names, as /events writes them into the feeds' links.
      expect(await titles('?dateFilter=today')).toEqual(['Концерт в парке']);
      expect(await titles('?dateFilter=specific&specificDate=2030-06-11')).toEqual(['Лекция о космосе']);
      expect(await titles('?paymentFilter=paid')).toEqual(['Лекция о космосе', 'Выставка графики']);
      expect(await titles('?date=today')).toEqual(['Концерт в парке']);
      expect(await titles('?date=weekend')).toEqual(['Утренняя пробежка']);
      expect(await titles('?date=2030-06-11')).toEqual(['Лекция о космосе']);
      expect(await titles('?free=true')).toEqual(['Концерт в парке', 'Утренняя пробежка']);
      expect(await titles('?paid=true')).toEqual(['Лекция о космосе', 'Выставка графики']);
      const { name } = await calendar(`?category=${encodeURIComponent('культура и искусство')}&date=weekend&paid=true`);
      expect(name).toBe('События — Москва: культура и искусство, в выходные, платные');
    });

    it('answers text/calendar in UTF-8', async () => {
      const response = await fetchOk(ICS);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    });
  });

  describe('RSS', () => {
    it('has a Russian channel and one item per visible event, in the list order', async () => {
      const feed = await rss();
      expect(feed.title).toBe('События — Москва');
      expect(feed.link).toBe(`${PUBLIC_URL}/events`);
      expect(feed.description).toMatch(/^Ближайшие мероприятия/);
      expect(feed.items.map((item) => item.title)).toEqual(VISIBLE);
    });

    it('links each item to its page, with the start of the text, the creation date, the category and the poster', async () => {
      const feed = await rss();
      const concert = feed.items.find((item) => item.title === 'Концерт в парке')!;
      const url = `${PUBLIC_URL}/events/${ids['Концерт в парке']}`;
      expect(concert.link).toBe(url);
      expect(concert.guid).toBe(url);
      expect(concert.categories).toEqual(['культура и искусство']);
      expect(concert.contentSnippet?.startsWith('Живая музыка под открытым небом')).toBe(true);
      expect((concert.contentSnippet ?? '').length).toBeLessThanOrEqual(301);
      expect(concert.contentSnippet?.endsWith('…')).toBe(true);
      expect(Number.isNaN(Date.parse(concert.pubDate ?? ''))).toBe(false);
      const show = feed.items.find((item) => item.title === 'Выставка графики')!;
      expect(show.enclosure).toMatchObject({ url: `${PUBLIC_URL}${POSTER}`, type: 'image/png' });
      expect(concert.enclosure).toBeUndefined();
    });

    it('applies the same filters as the calendar', async () => {
      const feed = await rss(`?search=${encodeURIComponent('пробежка')}&free=true`);
      expect(feed.items.map((item) => item.title)).toEqual(['Утренняя пробежка']);
      expect(feed.title).toBe('События — Москва: «пробежка», бесплатные');
    });

    it('answers application/rss+xml in UTF-8', async () => {
      expect((await fetchOk(RSS)).headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    });
  });

  describe('the public API rules', () => {
    it('shows nothing personal or hidden, and the same bytes with a signed-in cookie', async () => {
      for (const path of [ICS, RSS]) {
        const anonymous = await fetchOk(path);
        const signedIn = await fetchOk(path, viewer.client);
        expect(signedIn.text).toBe(anonymous.text);
        for (const hidden of ['Йога на крыше', 'Удалённое мероприятие', 'Вечеринка в стиле 80-х', 'Экскурсия по центру']) {
          expect(anonymous.text).not.toContain(hidden);
        }
        for (const personal of ['isFavorite', 'isParticipant', 'claim', 'organizer@example.com', 'viewer@example.com', 'ATTENDEE', 'ORGANIZER']) {
          expect(anonymous.text).not.toContain(personal);
        }
      }
    });

    it('holds at most the largest page of the public list', async () => {
      const many = await Promise.all(
        Array.from({ length: PUBLIC_FEED_LIMITS.limitMax + 2 }, (_, index) =>
          insertTestEvent(database.db, { organizerId: organizer.user.id, title: `Турнир по шахматам ${index}`, startsAt: moscow('2030-07-01T10:00'), category: 'другое' }),
        ),
      );
      const query = `?category=${encodeURIComponent('другое')}`;
      expect((await calendar(query)).entries).toHaveLength(PUBLIC_FEED_LIMITS.limitMax);
      expect((await rss(query)).items).toHaveLength(PUBLIC_FEED_LIMITS.limitMax);
      await database.db.query('UPDATE events SET deleted_at = now() WHERE id = ANY($1)', [many]);
    });

    it('lets any site read, caches a minute and answers a matching If-None-Match with 304', async () => {
      for (const path of [ICS, RSS]) {
        const client = reader();
        const first = await fetchOk(path, client);
        expect(first.headers.get('access-control-allow-origin')).toBe('*');
        expect(first.headers.get('cache-control')).toBe('public, max-age=60');
        const tag = first.headers.get('etag');
        expect(tag).toMatch(/^"/);
        const revalidated = await client.get(path, { headers: { 'if-none-match': tag! } });
        expect(revalidated.status).toBe(304);
        expect(revalidated.text).toBe('');
        expect(revalidated.headers.get('cache-control')).toBe('public, max-age=60');
        expect(revalidated.headers.get('etag')).toBe(tag);
      }
    });

    it('answers a preflight and refuses writes with 405', async () => {
      const preflight = await reader().request('OPTIONS', ICS);
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
      const write = await reader().request('POST', RSS, { json: {} });
      expect(write.status).toBe(405);
      expect(write.body).toEqual({ error: PUBLIC_FEED_MESSAGES.methodNotAllowed });
    });

    it('refuses a bad filter with the public list’s Russian 400, uncached and readable by any site', async () => {
      const cases: [string, string][] = [
        ['?date=someday', PUBLIC_FEED_MESSAGES.dateInvalid],
        ['?free=false', PUBLIC_FEED_MESSAGES.freeInvalid],
        ['?paid=yes', PUBLIC_FEED_MESSAGES.paidInvalid],
        ['?free=true&paid=true', PUBLIC_FEED_MESSAGES.freeAndPaid],
        [`?search=${'а'.repeat(201)}`, PUBLIC_FEED_MESSAGES.searchTooLong],
      ];
      for (const path of [ICS, RSS]) {
        for (const [query, message] of cases) {
          const response = await reader().get(`${path}${query}`);
          expect(response.status, `${path}${query}`).toBe(400);
          expect(response.body).toEqual({ error: message });
          expect(response.headers.get('cache-control')).toBe('no-store');
          expect(response.headers.get('access-control-allow-origin')).toBe('*');
        }
        const category = await reader().get(`${path}?category=music`);
        expect(category.status).toBe(400);
        expect((category.body as { error: string }).error).toMatch(/^Категория мероприятия должна быть одной из/);
      }
    });

    it('shares the per-address limit with the JSON list', async () => {
      const address = '198.51.100.9';
      await exhaustRateLimit(database.db, 'publicApi', address);
      const client = app.client({ 'x-forwarded-for': address });
      for (const path of [ICS, RSS, '/api/public/events']) {
        const refused = await client.get(path);
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ rateLimitType: 'other', attemptsUsed: RATE_LIMIT_RULES.publicApi.max });
      }
    });
  });
});
