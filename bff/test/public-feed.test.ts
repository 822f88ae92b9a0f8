/**
 * docs/partner-feed.md#html-fragment: the partner widget's server side. GET /api/public/feed (the design system's cards
 * rendered on the server as one HTML fragment), /api/public/feed.css (their styles for a shadow
 * root), /widget.js (the element) and /embed/feed (the iframe page), with the JSON feed's rules,
 * CORS, caching and rate limit. The widget is built by the node project's globalSetup
 * (bff/test/setup/widget-build.ts) when missing or stale.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PARTNER_FEED_MESSAGES,
  PUBLIC_FEED_MESSAGES,
  RATE_LIMIT_RULES,
  type RateLimitResponse,
} from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  insertTestEvent,
  signIn,
  startTestApp,
  testClock,
  testDatabases,
  WIDGET_DIST,
  type SignedInUser,
  type TestApp,
  type TestClient,
  type TestDatabase,
  type TestEventInput,
} from '../src/testing';

afterAll(closeTestTemplates);

/** Monday 10 June 2030, 12:00 in Moscow (UTC+3 all year). */
const NOW = '2030-06-10T09:00:00Z';
const moscow = (wallClock: string): Date => new Date(`${wallClock}:00+03:00`);
const FEED = '/api/public/feed';
const FEED_CSS = '/api/public/feed.css';
const EMBED = '/embed/feed';
const CULTURE = 'культура и искусство';
const POSTER = '/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.png';
const NBSP = '\u00a0';
const query = (params: Record<string, string>): string => `?${new URLSearchParams(params).toString()}`;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (html: string): string => html.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
/** What a reader sees: the text without tags and React's text separators. */
const textOf = (html: string): string => decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''));

interface Card {
  html: string;
  title: string;
  href: string;
  text: string;
}

/** The cards of a fragment, each an <article> named by its title heading, holding the one link out. */
function cardsOf(fragment: string): Card[] {
  return (fragment.match(/<article\b[\s\S]*?<\/article>/g) ?? []).map((html) => {
    const labelledBy = /^<article\b[^>]*\baria-labelledby="([^"]+)"/.exec(html)?.[1];
    const heading = new RegExp(`<h3\\b[^>]*\\bid="${labelledBy}"[^>]*>([\\s\\S]*?)</h3>`).exec(html)?.[1] ?? '';
    const link = /^<a\b([^>]*)>([\s\S]*?)<\/a>$/.exec(heading);
    const attributes = link?.[1] ?? '';
    expect(attributes, html).toContain('target="_blank"');
    expect(attributes, html).toContain('rel="noopener"');
    return {
      html,
      title: textOf(link?.[2] ?? ''),
      href: decode(/\bhref="([^"]+)"/.exec(attributes)?.[1] ?? ''),
      text: textOf(html),
    };
  });
}

/** The fragment's one root element and its data attributes. */
function rootOf(fragment: string): { count: number; hasMore: string } {
  const root = /^<div data-cef-feed="" data-count="(\d+)" data-has-more="(true|false)" class="[^"]+">[\s\S]*<\/div>$/.exec(fragment);
  expect(root, fragment.slice(0, 300)).not.toBeNull();
  return { count: Number(root?.[1]), hasMore: root?.[2] ?? '' };
}

describe.each(testDatabases())('the partner widget on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let viewer: SignedInUser;
  const ids: Record<string, number> = {};
  /** Each test reads from its own client address, so the rate limit of one never touches another. */
  let addresses = 0;
  const reader = (): TestClient => app.client({ 'x-forwarded-for': `203.0.113.${++addresses}` });

  const fragment = async (params: Record<string, string>, client = reader()): Promise<string> => {
    const response = await client.get(`${FEED}${query(params)}`);
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    return response.text;
  };

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now, config: { trustProxy: true } });
    const organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12' });
    viewer = await signIn(app, database.db, { email: 'viewer@example.com', password: 'Secret12' });
    const event = async (title: string, startsAt: string, input: Partial<TestEventInput> = {}) => {
      ids[title] = await insertTestEvent(database.db, { organizerId: organizer.user.id, title, startsAt: moscow(startsAt), ...input });
    };
    await event('Выставка графики', '2030-06-20T11:00', { category: CULTURE, isPaid: true, price: 400, ageLimit: 16, imageUrl: POSTER });
    await event('Концерт в парке', '2030-06-10T19:00', { category: CULTURE, ageLimit: 0, address: 'Парк Горького, Крымский Вал, 9' });
    await event('Лекция о космосе', '2030-06-11T18:00', { category: 'обучение и развитие', isPaid: true, price: 300 });
    await event('Вчерашний концерт', '2030-06-09T19:00', { category: CULTURE });
    await event('Последний вечер недели', '2030-06-16T23:45', { category: 'другое' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('GET /api/public/feed', () => {
    it('renders the category’s events as cards in list items, linking to the platform without utm', async () => {
      const html = await fragment({ category: CULTURE });
      expect(rootOf(html)).toEqual({ count: 2, hasMore: 'false' });
      expect(html).toMatch(/^<div[^>]*><ul role="list" class="[^"]+">(<li class="[^"]+"><article\b[\s\S]*?<\/article><\/li>){2}<\/ul><\/div>$/);
      const cards = cardsOf(html);
      expect(cards.map((card) => card.title)).toEqual(['Концерт в парке', 'Выставка графики']);
      expect(cards.map((card) => card.href)).toEqual([
        `${app.url}/events/${ids['Концерт в парке']}`,
        `${app.url}/events/${ids['Выставка графики']}`,
      ]);
    });

    it('tags every link with the partner (utm_source, utm_medium=widget) when one is given', async () => {
      const cards = cardsOf(await fragment({ category: CULTURE, partner: 'bar-karl_2' }));
      expect(cards.map((card) => card.href)).toEqual([
        `${app.url}/events/${ids['Концерт в парке']}?utm_source=bar-karl_2&utm_medium=widget`,
        `${app.url}/events/${ids['Выставка графики']}?utm_source=bar-karl_2&utm_medium=widget`,
      ]);
    });

    it('shows the date and time on the city’s clock in Russian, the age, category and price badges', async () => {
      const [concert, exhibition] = cardsOf(await fragment({ category: CULTURE }));
      expect(concert?.text).toContain('10 июня, пн');
      expect(concert?.text).toContain('19:00');
      expect(concert?.html).toContain('<time dateTime="2030-06-10T19:00:00">19:00</time>');
      expect(concert?.text).toContain('Парк Горького, Крымский Вал, 9');
      const badges = (card: Card | undefined) =>
        textOf(/<ul class="[^"]+" aria-label="Сведения о мероприятии">([\s\S]*?)<\/ul>/.exec(card?.html ?? '')?.[1] ?? '');
      expect(badges(concert)).toBe(`0+${CULTURE}Бесплатно`);
      expect(exhibition?.text).toContain('20 июня, чт');
      expect(exhibition?.text).toContain('11:00');
      expect(badges(exhibition)).toBe(`16+${CULTURE}400${NBSP}₽`);
    });

    it('shows the poster lazily with its size, or the category’s placeholder', async () => {
      const [concert, exhibition] = cardsOf(await fragment({ category: CULTURE }));
      const image = /<img\b[^>]*>/.exec(exhibition?.html ?? '')?.[0] ?? '';
      expect(image).toContain(`src="${app.url}${POSTER}"`);
      expect(image).toContain('loading="lazy"');
      expect(image).toMatch(/width="640"[^>]*height="360"/);
      expect(image).toContain('alt=""');
      expect(concert?.html).not.toContain('<img');
      expect(concert?.html).toContain('data-art="culture"');
    });

    it('carries no style, script, stylesheet or inline style, and no button', async () => {
      const html = await fragment({ limit: '24' });
      expect(rootOf(html).count).toBe(4);
      for (const forbidden of [/<style\b/, /<script\b/, /<link\b/, /\sstyle="/, /<button\b/, /\son[a-z]+="/]) {
        expect(html).not.toMatch(forbidden);
      }
    });

    it('pages with limit and page, saying whether more follow', async () => {
      const first = await fragment({ limit: '3' });
      expect(rootOf(first)).toEqual({ count: 3, hasMore: 'true' });
      const second = await fragment({ limit: '3', page: '2' });
      expect(rootOf(second)).toEqual({ count: 1, hasMore: 'false' });
      expect(cardsOf(second).map((card) => card.title)).toEqual(['Выставка графики']);
    });

    it('answers the empty state with a link to the platform’s list when nothing matches', async () => {
      const html = await fragment({ category: 'другое', date: '2030-06-11' });
      expect(rootOf(html)).toEqual({ count: 0, hasMore: 'false' });
      expect(html).not.toContain('<article');
      expect(textOf(html)).toBe('Пока нет событийСмотреть афишу');
      expect(html).toMatch(new RegExp(`<a class="[^"]+" href="${app.url}/events" target="_blank" rel="noopener">Смотреть афишу</a>`));
    });

    it('answers a category that is none of the five with the empty state, as the partner’s readers should see it', async () => {
      const html = await fragment({ category: 'концерты' });
      expect(rootOf(html)).toEqual({ count: 0, hasMore: 'false' });
      expect(textOf(html)).toBe('Пока нет событийСмотреть афишу');
    });

    it.each([
      [{ limit: '25' }, 'Параметр limit: ожидается целое число от 1 до 24'],
      [{ free: 'false' }, PUBLIC_FEED_MESSAGES.freeInvalid],
      [{ partner: 'Бар Карл' }, PARTNER_FEED_MESSAGES.partnerInvalid],
      [{ partner: '-bar' }, PARTNER_FEED_MESSAGES.partnerInvalid],
      [{ partner: 'a'.repeat(41) }, PARTNER_FEED_MESSAGES.partnerInvalid],
    ])('%o → 400 in Russian, readable by the partner’s page, never cached', async (params, message) => {
      const response = await reader().get(`${FEED}${query(params)}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: message });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('is HTML for any site, public for a minute, with a strong ETag and 304', async () => {
      const client = reader();
      const first = await client.get(`${FEED}${query({ category: CULTURE })}`, { headers: { origin: 'https://bar.example' } });
      expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(first.headers.get('access-control-allow-origin')).toBe('*');
      expect(first.headers.get('access-control-allow-credentials')).toBeNull();
      expect(first.headers.get('cache-control')).toBe('public, max-age=60');
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^"[^"]+"$/);

      const revalidated = await client.get(`${FEED}${query({ category: CULTURE })}`, { headers: { 'if-none-match': tag! } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
      expect(revalidated.headers.get('etag')).toBe(tag);
      expect(revalidated.headers.get('cache-control')).toBe('public, max-age=60');
      // Another partner's links are another body.
      const tagged = await client.get(`${FEED}${query({ category: CULTURE, partner: 'bar' })}`, { headers: { 'if-none-match': tag! } });
      expect(tagged.status).toBe(200);
    });

    it('answers a preflight and refuses writes like the JSON feed', async () => {
      const preflight = await reader().request('OPTIONS', FEED, { headers: { origin: 'https://bar.example', 'access-control-request-method': 'GET' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      const write = await reader().request('DELETE', FEED);
      expect(write.status).toBe(405);
      expect(write.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    });

    it('ignores a session cookie: the same body, no Set-Cookie', async () => {
      const address = { 'x-forwarded-for': `203.0.113.${++addresses}` };
      await database.db.query(`UPDATE sessions SET extended_at = now() - interval '2 hours' WHERE user_id = $1`, [viewer.user.id]);
      const anonymous = await app.client(address).get(`${FEED}?limit=24`);
      const withSession = await viewer.client.get(`${FEED}?limit=24`, { headers: address });
      expect(withSession.status).toBe(200);
      expect(withSession.headers.getSetCookie()).toEqual([]);
      expect(withSession.text).toBe(anonymous.text);
      expect(withSession.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    });
  });

  describe('the shared rate limit', () => {
    const hitsOf = async (address: string): Promise<number> => {
      const [row] = await database.db.query<{ count: string }>('SELECT count(*) AS count FROM rate_limit_hits WHERE action = $1 AND key = $2', [
        RATE_LIMIT_RULES.publicApi.action,
        address,
      ]);
      return Number(row?.count);
    };

    it('counts the fragment, the iframe page and the JSON feed in one bucket per address', async () => {
      const address = '198.51.100.21';
      const client = app.client({ 'x-forwarded-for': address });
      const { max } = RATE_LIMIT_RULES.publicApi;
      await database.db.query('INSERT INTO rate_limit_hits (action, key) SELECT $1, $2 FROM generate_series(1, $3::int)', [
        RATE_LIMIT_RULES.publicApi.action,
        address,
        max - 3,
      ]);
      expect((await client.get('/api/public/events')).status).toBe(200);
      expect((await client.get(FEED)).status).toBe(200);
      expect((await client.get(EMBED)).status).toBe(200);
      expect(await hitsOf(address)).toBe(max);
      // The stylesheet reads no database: not counted, still served.
      expect((await client.get(FEED_CSS)).status).toBe(200);

      const refused = await client.get(FEED);
      expect(refused.status).toBe(429);
      expect(refused.body as RateLimitResponse).toMatchObject({ rateLimitType: 'other', attemptsUsed: max });
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect((await client.get(EMBED)).status).toBe(429);
      expect((await client.get('/api/public/events')).status).toBe(429);
    });
  });

  describe('GET /api/public/feed.css', () => {
    it('styles the shadow root: themes on :host(), layouts, the partner’s custom properties, focus rings, fixed heights', async () => {
      const response = await reader().get(FEED_CSS);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
      const css = response.text;
      expect(css).toMatch(/:host\(\[theme="?dark"?\]\)\{[^}]*--/);
      expect(css).toMatch(/:host\(\[theme="?light"?\]\)\{[^}]*--/);
      // docs/partner-feed.md#styles: light unless asked; only theme="auto" follows the reader's system.
      expect(css).toMatch(/@media \(prefers-color-scheme: ?dark\)\{:host\(\[theme="?auto"?\]\)\{[^}]*--/);
      expect(css).not.toMatch(/prefers-color-scheme: ?dark\)\{[^{]*:not\(\[theme\]\)/);
      expect(css).toMatch(/:host\(\[layout="?list"?\]\)/);
      expect(css).toMatch(/:host\(\[layout="?compact"?\]\)/);
      for (const property of ['--cef-accent', '--cef-font', '--cef-radius', '--cef-bg', '--cef-fg']) expect(css).toContain(`var(${property},`);
      // The design system's own values: the dark theme's surface and the light theme's text.
      expect(css.toLowerCase()).toContain('#1a2220');
      expect(css.toLowerCase()).toContain('#17201c');
      expect(css).toContain(':focus-visible');
      for (const height of ['340px', '132px', '64px']) expect(css).toContain(`height:${height}`);
      expect(css).not.toMatch(/url\(/);
    });

    it('has a rule for every class the fragment uses (the module and the stylesheet come from one build)', async () => {
      const css = (await reader().get(FEED_CSS)).text;
      const html = (await fragment({ limit: '24' })) + (await fragment({ category: 'другое', date: '2030-06-11' }));
      const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')));
      expect(classes.size).toBeGreaterThan(10);
      for (const name of classes) expect(css, name).toContain(`.${name}`);
    });

    it('is cacheable by any site for an hour, with ETag and 304', async () => {
      const client = reader();
      const first = await client.get(FEED_CSS, { headers: { origin: 'https://bar.example' } });
      expect(first.headers.get('access-control-allow-origin')).toBe('*');
      expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
      const revalidated = await client.get(FEED_CSS, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(revalidated.status).toBe(304);
    });
  });

  describe('GET /widget.js', () => {
    it('serves the built element as a script any site may load, cached five minutes, with ETag and 304', async () => {
      const built = fs.readFileSync(path.join(WIDGET_DIST, 'widget.js'), 'utf8');
      const client = reader();
      const response = await client.get('/widget.js');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.text).toBe(built);
      expect(response.text).toContain('city-events-feed');
      const revalidated = await client.get('/widget.js', { headers: { 'if-none-match': response.headers.get('etag')! } });
      expect(revalidated.status).toBe(304);
    });
  });

  describe('GET /embed/feed', () => {
    it('is a whole page with the fragment in a declarative shadow root, styled by feed.css', async () => {
      const response = await reader().get(
        `${EMBED}${query({ category: CULTURE, partner: 'library', theme: 'dark', layout: 'list', title: 'Афиша <недели>' })}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      const page = response.text;
      expect(page).toMatch(/^<!doctype html>\s*<html lang="ru">/);
      expect(page).toContain('<title>Афиша &lt;недели&gt;</title>');
      const host = /<city-events-feed theme="dark" layout="list">\s*<template shadowrootmode="open">([\s\S]*)<\/template>\s*<\/city-events-feed>/.exec(page);
      expect(host).not.toBeNull();
      const shadow = host?.[1] ?? '';
      expect(shadow).toMatch(/^\s*<link rel="stylesheet" href="\/api\/public\/feed\.css">/);
      expect(shadow).toMatch(/<section aria-labelledby="([^"]+)"><h2 id="\1" class="[^"]+">Афиша &lt;недели&gt;<\/h2><div data-cef-feed=""/);
      const fragmentHtml = /<div data-cef-feed[\s\S]*<\/div>(?=<\/section>)/.exec(shadow)?.[0] ?? '';
      expect(cardsOf(fragmentHtml).map((card) => card.href)).toEqual([
        `${app.url}/events/${ids['Концерт в парке']}?utm_source=library&utm_medium=widget`,
        `${app.url}/events/${ids['Выставка графики']}?utm_source=library&utm_medium=widget`,
      ]);
      expect(page).not.toMatch(/<script\b|\sstyle="/);
    });

    it('names the region itself without a title, and defaults to the light theme and the grid, as the element does', async () => {
      const page = (await reader().get(`${EMBED}${query({ category: 'другое', date: '2030-06-11' })}`)).text;
      expect(page).toContain('<city-events-feed theme="light" layout="grid">');
      expect(page).toContain('<section aria-label="События города"><div data-cef-feed="" data-count="0"');
      expect(page).toContain('Пока нет событий');
    });

    it('may be framed by any site, while every other answer keeps frame-ancestors none', async () => {
      const embed = await reader().get(EMBED);
      const policy = embed.headers.get('content-security-policy') ?? '';
      expect(policy).toContain('frame-ancestors *');
      expect(policy).not.toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self'");
      expect(embed.headers.get('x-frame-options')).toBeNull();
      expect(embed.headers.get('x-content-type-options')).toBe('nosniff');

      for (const other of ['/api/public/events', FEED, FEED_CSS, '/widget.js', '/embed/feed/other', '/']) {
        const response = await reader().get(other);
        expect(response.headers.get('content-security-policy'), other).toContain("frame-ancestors 'none'");
        expect(response.headers.get('x-frame-options'), other).toBe('DENY');
      }
    });

    it.each([
      [{ theme: 'blue' }, PARTNER_FEED_MESSAGES.themeInvalid],
      [{ layout: 'table' }, PARTNER_FEED_MESSAGES.layoutInvalid],
      [{ title: 'а'.repeat(101) }, PARTNER_FEED_MESSAGES.titleTooLong],
    ])('%o → 400 in Russian', async (params, message) => {
      const response = await reader().get(`${EMBED}${query(params)}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: message });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('without a build', () => {
    it('answers 503 in Russian and logs what to run, while the rest of the platform works', async () => {
      const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-no-widget-'));
      const unbuilt = await startTestApp({ db: database.db, clock: testClock(NOW).now, config: { widgetDir: emptyDir } });
      try {
        const client = unbuilt.client();
        for (const [route, message] of [
          [FEED, PARTNER_FEED_MESSAGES.feedNotBuilt],
          [FEED_CSS, PARTNER_FEED_MESSAGES.feedNotBuilt],
          [EMBED, PARTNER_FEED_MESSAGES.feedNotBuilt],
          ['/widget.js', PARTNER_FEED_MESSAGES.widgetNotBuilt],
        ] as const) {
          const response = await client.get(route);
          expect(response.status, route).toBe(503);
          expect(response.body, route).toEqual({ error: message });
        }
        expect((await client.get('/api/public/events')).status).toBe(200);
        const warnings = unbuilt.logs.filter((line) => line.includes('npm run build'));
        expect(warnings.length).toBe(2);
      } finally {
        await unbuilt.close();
        fs.rmSync(emptyDir, { recursive: true, force: true });
      }
    });
  });
});
