/**
 * docs/events.md#ссылки-на-событие-превью: what a shared link to an event shows before anyone signs
 * in. The page of an event anyone may see carries Open Graph, Twitter and schema.org tags (read here
 * with a real HTML parser, as a crawler reads them); an event without an image gets a generated
 * 1200×630 picture; the login page's teaser reads a public summary. Hidden, deleted and unknown
 * events reveal nothing.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse, type HTMLElement } from 'node-html-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSummarySchema, withCityOfPage, type EventSummary } from '@city/contracts';
import { wrapTitle } from '../src/services/event-preview-image';
import { cityIsoDateTime, excerpt, scriptSafeJson } from '../src/services/event-previews';
import {
  addParticipants,
  closeTestTemplates,
  createPeople,
  createTestDatabase,
  insertEventComplaint,
  insertTestEvent,
  setTestProfile,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

const PUBLIC_URL = 'https://afisha.example.ru';
const PAGE =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Городские события: находите, создавайте и посещайте офлайн-мероприятия своего города" />' +
  // The site's preview, as app/index.html carries it: an event's page replaces it.
  '\n    <meta property="og:type" content="website" />\n    <meta property="og:title" content="Городские события" />' +
  '\n    <meta name="twitter:card" content="summary" />' +
  '<title>Городские события</title></head><body><div id="root"></div><script type="module" src="/assets/index-Abc123.js"></script></body></html>';
const CITY = { name: 'Москва', timeZone: 'Europe/Moscow', supportEmail: 'support@gorod-sobytiya.ru' };
/** The page every other path gets, once per build. */
const GENERIC_PAGE = withCityOfPage(PAGE, CITY);
const POSTER = '/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.jpg';
const LONG_DESCRIPTION =
  'Живой джаз в старом особняке: квартет Алексея Крылова играет стандарты Эллингтона и Монка, ' +
  'а во втором отделении — собственные пьесы. Между отделениями можно задать музыкантам вопросы, ' +
  'посмотреть на инструменты вблизи и выпить чаю в зимнем саду особняка. Вход свободный, места у сцены занимайте заранее.';
const HOSTILE_TITLE = 'Вечер "кавычек" </script><script>alert(1)</script> & <b>тегов</b>';
const HOSTILE_DESCRIPTION = '</script><!-- "><img src=x onerror=alert(1)> \' конец';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly the headers given (fetch would add and decode Accept-Encoding itself). */
function rawRequest(url: string, pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(pathname, url), { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const meta = (root: HTMLElement, key: string): string | undefined =>
  root.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ?? root.querySelector(`meta[name="${key}"]`)?.getAttribute('content');

const jsonLdOf = (root: HTMLElement): Record<string, unknown>[] =>
  root.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.rawText) as Record<string, unknown>);

/** Every Open Graph or Twitter tag, and any JSON-LD: none of it may be on a page that names no event. */
const eventTags = (root: HTMLElement): string[] => [
  ...root.querySelectorAll('meta').flatMap((tag) => {
    const key = tag.getAttribute('property') ?? tag.getAttribute('name') ?? '';
    return /^(og|twitter):/.test(key) ? [key] : [];
  }),
  ...root.querySelectorAll('script[type="application/ld+json"]').map(() => 'ld+json'),
];

describe('link previews of an event (docs/events.md#ссылки-на-событие-превью)', () => {
  let database: TestDatabase;
  let app: TestApp;
  let staticDir: string;
  const ids: Record<'concert' | 'plain' | 'paidNoPrice' | 'hostile' | 'hidden' | 'deleted' | 'anonymous', number> = {
    concert: 0,
    plain: 0,
    paidNoPrice: 0,
    hostile: 0,
    hidden: 0,
    deleted: 0,
    anonymous: 0,
  };
  let organizerId = 0;

  const page = async (pathname: string) => {
    const answer = await rawRequest(app.url, pathname);
    expect(answer.status).toBe(200);
    return { answer, html: answer.body.toString('utf8'), root: parse(answer.body.toString('utf8')) };
  };

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-link-previews-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), PAGE);
    database = await createTestDatabase();
    app = await startTestApp({ db: database.db, config: { staticDir, publicUrl: PUBLIC_URL, city: CITY.name, timezone: CITY.timeZone, supportEmail: CITY.supportEmail } });
    const [organizer, anonymous, participant] = await createPeople(database.db, 3, 'organizer');
    organizerId = organizer!.id;
    await setTestProfile(database.db, organizer!.id, { displayName: 'Алексей Крылов', showName: true });
    // 19:00 in Moscow on 1 December 2026 (UTC+3, no daylight saving).
    const startsAt = new Date('2026-12-01T16:00:00Z');
    ids.concert = await insertTestEvent(database.db, {
      organizerId: organizer!.id,
      startsAt,
      title: 'Джаз в особняке',
      description: LONG_DESCRIPTION,
      address: 'Особняк Морозова, ул. Спиридоновка, 17',
      category: 'культура и искусство',
      durationMinutes: 150,
      isPaid: true,
      price: 800,
      maxParticipants: 1,
      imageUrl: POSTER,
    });
    await database.db.query('UPDATE events SET latitude = 55.7601, longitude = 37.5924 WHERE id = $1', [ids.concert]);
    await addParticipants(database.db, ids.concert, [participant!.id]);
    ids.plain = await insertTestEvent(database.db, {
      organizerId: organizer!.id,
      startsAt,
      title: 'Утренняя пробежка по набережной с разминкой и чаем после финиша у ротонды',
      description: 'Пять километров в спокойном темпе.',
      category: 'спорт и туризм',
      durationMinutes: null,
    });
    ids.paidNoPrice = await insertTestEvent(database.db, { organizerId: organizer!.id, startsAt, isPaid: true });
    await database.db.query('UPDATE events SET price = NULL WHERE id = $1', [ids.paidNoPrice]);
    ids.hostile = await insertTestEvent(database.db, { organizerId: organizer!.id, startsAt, title: HOSTILE_TITLE, description: HOSTILE_DESCRIPTION });
    ids.hidden = await insertTestEvent(database.db, { organizerId: organizer!.id, startsAt, title: 'Скрытое под жалобой' });
    await insertEventComplaint(database.db, { eventId: ids.hidden, complainantId: null });
    ids.deleted = await insertTestEvent(database.db, { organizerId: organizer!.id, startsAt, title: 'Удалённое' });
    await database.db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [ids.deleted]);
    await setTestProfile(database.db, anonymous!.id, { displayName: 'Тайный Организатор', showName: false });
    ids.anonymous = await insertTestEvent(database.db, { organizerId: anonymous!.id, startsAt, title: 'Встреча без имени' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  describe('the page of a visible event', () => {
    it('carries every Open Graph and Twitter tag, escaped and absolute', async () => {
      const { root, answer } = await page(`/events/${ids.concert}`);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      const url = `${PUBLIC_URL}/events/${ids.concert}`;
      expect(meta(root, 'og:title')).toBe('Джаз в особняке');
      // The site's own preview tags gave way: one of each, the event's.
      expect(root.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
      expect(root.querySelectorAll('meta[property="og:type"]')).toHaveLength(1);
      expect(root.querySelectorAll('meta[name="twitter:card"]')).toHaveLength(1);
      expect(meta(root, 'twitter:card')).toBe('summary_large_image');
      expect(meta(root, 'og:type')).toBe('website');
      expect(meta(root, 'og:url')).toBe(url);
      expect(meta(root, 'og:locale')).toBe('ru_RU');
      expect(meta(root, 'og:site_name')).toBe('Городские события');
      expect(meta(root, 'og:image')).toBe(`${PUBLIC_URL}${POSTER}`);
      expect(meta(root, 'twitter:card')).toBe('summary_large_image');
      expect(meta(root, 'twitter:title')).toBe('Джаз в особняке');
      expect(meta(root, 'twitter:image')).toBe(`${PUBLIC_URL}${POSTER}`);
      const description = meta(root, 'og:description') ?? '';
      expect(description).toBe(excerpt(LONG_DESCRIPTION));
      expect(description.endsWith('…')).toBe(true);
      expect(description.length).toBeLessThanOrEqual(201);
      expect(LONG_DESCRIPTION.startsWith(description.slice(0, -1))).toBe(true);
      // Cut at a word: what follows the cut in the original is a space.
      expect(LONG_DESCRIPTION[description.length - 1]).toMatch(/[\s,.]/);
      expect(meta(root, 'twitter:description')).toBe(description);
      // The rest of the page is the app's: its city tags, its generic description and title, its script.
      expect(meta(root, 'city-time-zone')).toBe('Europe/Moscow');
      expect(meta(root, 'description')).toContain('Городские события');
      expect(root.querySelector('title')?.text).toBe('Городские события');
      expect(root.querySelector('#root')).not.toBeNull();
      expect(root.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-Abc123.js');
    });

    it('describes the event as a schema.org Event in JSON-LD, dates on the city’s clock with its offset', async () => {
      const { root } = await page(`/events/${ids.concert}`);
      const [event, ...others] = jsonLdOf(root);
      expect(others).toEqual([]);
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Джаз в особняке',
        description: LONG_DESCRIPTION,
        url: `${PUBLIC_URL}/events/${ids.concert}`,
        image: [`${PUBLIC_URL}${POSTER}`],
        startDate: '2026-12-01T19:00:00+03:00',
        endDate: '2026-12-01T21:30:00+03:00',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: {
          '@type': 'Place',
          name: 'Особняк Морозова, ул. Спиридоновка, 17',
          address: { '@type': 'PostalAddress', streetAddress: 'Особняк Морозова, ул. Спиридоновка, 17', addressLocality: 'Москва', addressCountry: 'RU' },
          geo: { '@type': 'GeoCoordinates', latitude: 55.7601, longitude: 37.5924 },
        },
        organizer: { '@type': 'Person', name: 'Алексей Крылов' },
        // One place, taken.
        offers: { '@type': 'Offer', price: 800, priceCurrency: 'RUB', availability: 'https://schema.org/SoldOut' },
      });
    });

    it('says price 0 for a free event, no geo without coordinates, and ends a timeless event as it starts', async () => {
      const { root } = await page(`/events/${ids.plain}`);
      const [event] = jsonLdOf(root);
      expect(event?.['offers']).toEqual({
        '@type': 'Offer',
        url: `${PUBLIC_URL}/events/${ids.plain}`,
        price: 0,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
      });
      expect(event?.['location']).not.toHaveProperty('geo');
      expect(event?.['endDate']).toBe(event?.['startDate']);
    });

    it('names no price for a paid event whose organizer gave none', async () => {
      const [event] = jsonLdOf((await page(`/events/${ids.paidNoPrice}`)).root);
      expect(event?.['offers']).not.toHaveProperty('price');
      expect(event?.['offers']).toMatchObject({ priceCurrency: 'RUB' });
    });

    it('names an organizer who hides their name as the cards do, never by the hidden name', async () => {
      const { root, html } = await page(`/events/${ids.anonymous}`);
      expect(jsonLdOf(root)[0]?.['organizer']).toEqual({ '@type': 'Person', name: expect.stringMatching(/^Пользователь №\d+$/) });
      expect(html).not.toContain('Тайный Организатор');
    });

    it('keeps quotes and </script> in user text inside their tags', async () => {
      const { root, html } = await page(`/events/${ids.hostile}`);
      expect(meta(root, 'og:title')).toBe(HOSTILE_TITLE);
      expect(meta(root, 'og:description')).toBe(excerpt(HOSTILE_DESCRIPTION));
      // Nothing broke out: the only scripts are the app's and the JSON-LD, and no element came from the text.
      const scripts = root.querySelectorAll('script');
      expect(scripts.map((script) => script.getAttribute('type'))).toEqual(['application/ld+json', 'module']);
      expect(root.querySelectorAll('img, b')).toEqual([]);
      const [event] = jsonLdOf(root);
      expect(event?.['name']).toBe(HOSTILE_TITLE);
      expect(event?.['description']).toBe(HOSTILE_DESCRIPTION);
      // The head carries no raw '<' of the user's text at all.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toContain('</script><script>alert');
      expect(head).not.toContain('<!--');
    });

    it('sends the per-event page compressed when the browser accepts it', async () => {
      const plain = (await rawRequest(app.url, `/events/${ids.concert}`)).body;
      const br = await rawRequest(app.url, `/events/${ids.concert}`, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
      const gzip = await rawRequest(app.url, `/events/${ids.concert}`, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain)).toBe(true);
    });

    it('shows an edit at once, though the page is kept per event', async () => {
      await page(`/events/${ids.paidNoPrice}`);
      await database.db.query("UPDATE events SET title = 'Новое название', updated_at = now() WHERE id = $1", [ids.paidNoPrice]);
      expect(meta((await page(`/events/${ids.paidNoPrice}`)).root, 'og:title')).toBe('Новое название');
    });
  });

  describe('an event nobody may see, and every other page', () => {
    it.each([
      ['under complaint', () => `/events/${ids.hidden}`],
      ['deleted', () => `/events/${ids.deleted}`],
      ['unknown', () => '/events/987654'],
      ['not an id', () => '/events/abc'],
    ])('an event %s gets the generic page only', async (_, pathOf) => {
      const { root, html } = await page(pathOf());
      expect(eventTags(root)).toEqual(['og:type', 'og:title', 'twitter:card']);
      expect(meta(root, 'og:title')).toBe('Городские события');
      expect(html).toBe(GENERIC_PAGE);
      expect(html).not.toContain('Скрытое под жалобой');
      expect(html).not.toContain('Удалённое');
    });

    it('does not show a hidden event to its organizer’s cookie either', async () => {
      const [person] = await createPeople(database.db, 1, 'cookie');
      await database.db.query('UPDATE events SET organizer_id = $1 WHERE id = $2', [person!.id, ids.hidden]);
      const answer = await rawRequest(app.url, `/events/${ids.hidden}`, { cookie: `city_session=${person!.sessionToken}` });
      expect(answer.body.toString('utf8')).toBe(GENERIC_PAGE);
      await database.db.query('UPDATE events SET organizer_id = $1 WHERE id = $2', [organizerId, ids.hidden]);
    });

    it.each(['/', '/login', '/events', '/events/new', `/events/1/edit`])('%s stays the once-per-build page', async (pathname) => {
      const { html } = await page(pathname);
      expect(html).toBe(GENERIC_PAGE);
    });
  });

  describe('the generated preview picture', () => {
    const previewPath = (id: number) => `/api/public/events/${id}/preview.png`;

    it('is what og:image names for an event without an image', async () => {
      const { root } = await page(`/events/${ids.plain}`);
      const image = meta(root, 'og:image') ?? '';
      expect(image.startsWith(`${PUBLIC_URL}${previewPath(ids.plain)}?v=`)).toBe(true);
      expect(meta(root, 'og:image:width')).toBe('1200');
      expect(meta(root, 'og:image:height')).toBe('630');
      expect(meta(root, 'twitter:image')).toBe(image);
      expect(jsonLdOf(root)[0]?.['image']).toEqual([image]);
    });

    it('is a 1200×630 PNG, public for a day, with an ETag that answers 304', async () => {
      const first = await app.client().get(previewPath(ids.plain));
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/png');
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(first.headers.get('set-cookie')).toBeNull();
      const picture = await sharp(first.bytes).metadata();
      expect({ format: picture.format, width: picture.width, height: picture.height }).toEqual({ format: 'png', width: 1200, height: 630 });
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^".+"$/);

      const second = await app.client().get(previewPath(ids.plain));
      expect(second.headers.get('etag')).toBe(etag);
      expect(second.bytes.equals(first.bytes)).toBe(true);
      const revalidated = await app.client().get(previewPath(ids.plain), { headers: { 'If-None-Match': etag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.bytes.length).toBe(0);
    });

    it('is drawn again after an edit', async () => {
      const before = (await app.client().get(previewPath(ids.plain))).headers.get('etag');
      await database.db.query("UPDATE events SET title = 'Вечерняя пробежка', updated_at = now() + interval '1 second' WHERE id = $1", [ids.plain]);
      const after = await app.client().get(previewPath(ids.plain));
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before);
    });

    it('draws hostile text as text', async () => {
      const answer = await app.client().get(previewPath(ids.hostile));
      expect(answer.status).toBe(200);
      expect((await sharp(answer.bytes).metadata()).width).toBe(1200);
    });

    it.each([
      ['under complaint', () => ids.hidden],
      ['deleted', () => ids.deleted],
      ['unknown', () => 987654],
    ])('is 404 for an event %s', async (_, idOf) => {
      const answer = await app.client().get(previewPath(idOf()));
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Мероприятие не найдено' });
    });
  });

  describe('GET /api/public/events/{id}/summary', () => {
    it('answers what the login page shows, and nothing more', async () => {
      const answer = await app.client().get<EventSummary>(`/api/public/events/${ids.concert}/summary`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(eventSummarySchema.parse(answer.body));
      expect(answer.body).toEqual({
        id: ids.concert,
        title: 'Джаз в особняке',
        startDate: '2026-12-01T19:00:00',
        durationMinutes: 150,
        address: 'Особняк Морозова, ул. Спиридоновка, 17',
        category: 'культура и искусство',
        imageUrl: POSTER,
      });
      expect(answer.headers.get('set-cookie')).toBeNull();
    });

    it('answers null for an event without an image', async () => {
      const answer = await app.client().get<EventSummary>(`/api/public/events/${ids.plain}/summary`);
      expect(answer.body.imageUrl).toBeNull();
      expect(answer.body.durationMinutes).toBeNull();
    });

    it.each([
      ['under complaint', () => String(ids.hidden)],
      ['deleted', () => String(ids.deleted)],
      ['unknown', () => '987654'],
      ['not an id', () => 'abc'],
    ])('is 404 for an event %s, revealing nothing', async (_, idOf) => {
      const answer = await app.client().get(`/api/public/events/${idOf()}/summary`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Мероприятие не найдено' });
    });
  });
});

describe('the pieces of a preview', () => {
  it('cuts a description at a word with «…» and leaves a short one whole', () => {
    expect(excerpt('Коротко  и\nясно')).toBe('Коротко и ясно');
    const cut = excerpt(LONG_DESCRIPTION);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut).toMatch(/[а-яё]…$/i);
  });

  it('writes dates with the city’s own offset, daylight saving included', () => {
    expect(cityIsoDateTime(Date.parse('2026-12-01T16:00:00Z'), 'Europe/Moscow')).toBe('2026-12-01T19:00:00+03:00');
    expect(cityIsoDateTime(Date.parse('2026-07-01T16:00:00Z'), 'Europe/Berlin')).toBe('2026-07-01T18:00:00+02:00');
    expect(cityIsoDateTime(Date.parse('2026-01-01T16:00:00Z'), 'Europe/Berlin')).toBe('2026-01-01T17:00:00+01:00');
    expect(cityIsoDateTime(Date.parse('2026-01-01T16:00:00Z'), 'America/St_Johns')).toBe('2026-01-01T12:30:00-03:30');
  });

  it('escapes what could end a script element', () => {
    const json = scriptSafeJson({ text: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- & \u2028' });
  });

  it('wraps a title to at most three lines, ending a longer one with «…»', () => {
    expect(wrapTitle('Концерт в парке')).toEqual(['Концерт в парке']);
    const lines = wrapTitle('Большая осенняя ярмарка ремёсел, книг, пластинок и домашней выпечки во дворе библиотеки имени Некрасова');
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.length <= 21)).toBe(true);
    expect(lines[2]?.endsWith('…')).toBe(true);
    expect(wrapTitle('Сверхдлинноесловобезединогопробелапосредине')).toEqual(['Сверхдлинноесловобезе', 'диногопробелапосредин', 'е']);
  });
});
