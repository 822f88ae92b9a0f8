import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityOfPage, SESSION_COOKIE, supportEmailOfPage, withCityOfPage } from '@city/contracts';
import { closeTestTemplates, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = 'export const greeting = "Городские события";\n'.repeat(40);
const PAGE = '<!doctype html><html lang="ru"><head><title>SPA</title></head><body><div id="root"></div></body></html>';
const STYLES = 'body { margin: 0; }\n'.repeat(40);

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** A request with exactly the headers given (fetch would add and decode Accept-Encoding itself). */
function rawRequest(url: string, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(pathname, url), { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A build as app/vite.config.ts writes it: each text file with its .br and .gz beside it. */
function writeBuild(root: string): void {
  const write = (file: string, content: string | Buffer, variants: Array<'br' | 'gz'>) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
    if (variants.includes('br')) fs.writeFileSync(`${full}.br`, brotliCompressSync(content));
    if (variants.includes('gz')) fs.writeFileSync(`${full}.gz`, gzipSync(content));
  };
  write('index.html', PAGE, ['br', 'gz']);
  write('assets/index-Abc123.js', SCRIPT, ['br', 'gz']);
  // An older build's file with gzip only.
  write('assets/legacy-Def456.css', STYLES, ['gz']);
  write('assets/photo-Ghi789.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), []);
  write('robots.txt', 'User-agent: *', []);
  write('first-screen-preloads.json', JSON.stringify(FIRST_SCREEN_PRELOADS), ['br', 'gz']);
}

/** As app/build/firstScreenPreloads.ts writes it. */
const EVENTS_LINKS = ['</assets/events-list-Aaa111.js>; rel=modulepreload', '</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials'];
const FIRST_SCREEN_PRELOADS = [{ path: '/events', signedIn: true, links: EVENTS_LINKS }];

const varies = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .includes('accept-encoding');

/** Another city than the launch one, so the page visibly carries the server's settings. */
const CITY = { name: 'Владивосток', timeZone: 'Asia/Vladivostok', supportEmail: 'help@vl-events.ru' };
const SERVED_PAGE = withCityOfPage(PAGE, CITY);

/** The city a served page names, read as the app reads it (contracts' cityOfPage). */
function cityNamedBy(html: string) {
  const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  return { ...cityOfPage(meta), supportEmail: supportEmailOfPage(meta) };
}

describe('the built app served compressed (issue: fast on a phone)', () => {
  let database: TestDatabase;
  let app: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-static-compressed-'));
    writeBuild(staticDir);
    database = await createTestDatabase();
    app = await startTestApp({ db: database.db, config: { staticDir, city: CITY.name, timezone: CITY.timeZone, supportEmail: CITY.supportEmail } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that accepts it, with the script type and year-long caching', async () => {
    const answer = await rawRequest(app.url, '/assets/index-Abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(fs.readFileSync(path.join(staticDir, 'assets/index-Abc123.js.br')))).toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(answer)).toBe(true);
  });

  it('sends gzip to a client without brotli, and the plain file to one that asks for no encoding', async () => {
    const gzipped = await rawRequest(app.url, '/assets/index-Abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(fs.readFileSync(path.join(staticDir, 'assets/index-Abc123.js.gz')))).toBe(true);
    expect(gzipped.headers['content-type']).toMatch(/^text\/javascript/);
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(gzipped)).toBe(true);

    const noEncoding: Array<Record<string, string>> = [{}, { 'Accept-Encoding': 'identity' }];
    for (const headers of noEncoding) {
      const plain = await rawRequest(app.url, '/assets/index-Abc123.js', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(SCRIPT);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      // A cache in between must not hand this copy to a browser that could have had brotli.
      expect(varies(plain)).toBe(true);
    }
  });

  it('never sends an encoding the client refused, and falls back to what the build has', async () => {
    const refused = await rawRequest(app.url, '/assets/index-Abc123.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const gzipOnly = await rawRequest(app.url, '/assets/legacy-Def456.css', { 'Accept-Encoding': 'br, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers['content-type']).toMatch(/^text\/css/);

    const brotliWanted = await rawRequest(app.url, '/assets/legacy-Def456.css', { 'Accept-Encoding': 'br' });
    expect(brotliWanted.headers['content-encoding']).toBeUndefined();
    expect(brotliWanted.body.toString('utf8')).toBe(STYLES);
  });

  it('serves index.html and the SPA fallback compressed and revalidated', async () => {
    for (const pathname of ['/', '/index.html', '/events', '/events/42/edit?from=list']) {
      const answer = await rawRequest(app.url, pathname, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers['content-encoding'], pathname).toBe('br');
      expect(answer.headers['content-type'], pathname).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], pathname).toBe('no-cache');
      expect(varies(answer), pathname).toBe(true);
      expect(brotliDecompressSync(answer.body).toString('utf8'), pathname).toBe(SERVED_PAGE);
    }
    const gzipped = await rawRequest(app.url, '/login', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(SERVED_PAGE);
    const plain = await rawRequest(app.url, '/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SERVED_PAGE);
    const refusedBrotli = await rawRequest(app.url, '/events', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refusedBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('names the server\'s CITY and APP_TIMEZONE in the page, so the app shows its clock, not the browser\'s (docs/operations.md#the-city-of-a-page)', async () => {
    const answer = await rawRequest(app.url, '/events/42');
    expect(cityNamedBy(answer.body.toString('utf8'))).toEqual(CITY);
    // The launch city's tags the build wrote are replaced, not repeated.
    const built = withCityOfPage(PAGE, { name: 'Москва', timeZone: 'Europe/Moscow', supportEmail: 'support@gorod-sobytiya.ru' });
    fs.writeFileSync(path.join(staticDir, 'index.html'), built);
    fs.utimesSync(path.join(staticDir, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    const rebuilt = (await rawRequest(app.url, '/')).body.toString('utf8');
    expect(rebuilt).toBe(SERVED_PAGE);
    expect(rebuilt.match(/<meta name="city-time-zone"/g)).toHaveLength(1);
    fs.writeFileSync(path.join(staticDir, 'index.html'), PAGE);
    fs.utimesSync(path.join(staticDir, 'index.html'), new Date(), new Date(Date.now() + 10_000));
  });

  it('names the events list chunks, session check and first page in Link headers, for a browser with a session only', async () => {
    const firstPage = (call: string) => `<${call}>; rel=preload; as=fetch; crossorigin=use-credentials`;
    const signedIn = await rawRequest(app.url, '/events', { 'Accept-Encoding': 'br', Cookie: `${SESSION_COOKIE}=abc` });
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(String(signedIn.headers.link).split(', ')).toEqual([...EVENTS_LINKS, firstPage('/api/events?page=1&limit=25')]);

    // The page's filters are in its address: the preloaded call is the list those filters ask for.
    const filtered = await rawRequest(app.url, `/events?date=weekend&search=${encodeURIComponent('джаз')}&payment=cheap`, {
      Cookie: `${SESSION_COOKIE}=abc`,
    });
    expect(String(filtered.headers.link).split(', ').at(-1)).toBe(
      firstPage(`/api/events?page=1&limit=25&search=${encodeURIComponent('джаз')}&dateFilter=weekend`),
    );

    const visitor = await rawRequest(app.url, '/events', { 'Accept-Encoding': 'br' });
    expect(visitor.headers.link).toBeUndefined();
    for (const pathname of ['/login', '/events/42', '/']) {
      const other = await rawRequest(app.url, pathname, { Cookie: `${SESSION_COOKIE}=abc` });
      expect(other.headers.link, pathname).toBeUndefined();
    }
  });

  it('answers HEAD with the length of the file it would send', async () => {
    const answer = await rawRequest(app.url, '/assets/index-Abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(fs.statSync(path.join(staticDir, 'assets/index-Abc123.js.br')).size));
    expect(answer.body.length).toBe(0);
  });

  it('leaves files without compressed siblings as they are', async () => {
    const image = await rawRequest(app.url, '/assets/photo-Ghi789.png', { 'Accept-Encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(image)).toBe(false);

    const robots = await rawRequest(app.url, '/robots.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(robots.body.toString('utf8')).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a missing hashed file with the page', async () => {
    const answer = await rawRequest(app.url, '/assets/gone-123.js', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
