import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_STATUS_MESSAGES, SESSION_COOKIE } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  createVerifiedUser,
  startSmtpCatcher,
  startTestApp,
  testDatabases,
  tokenFrom,
  type SmtpCatcher,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

const PASSWORD = 'Secret12';
const FOREIGN_PUBLIC_URL = 'https://afisha.example.org';

afterAll(closeTestTemplates);

/**
 * The server answers 413 before reading the whole body and drops the connection; a connection of
 * its own keeps that from breaking the next request on fetch's shared keep-alive pool.
 */
function postOnOwnConnection(url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    // The server closes while the body is still being written; that is fine once the answer is in.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
}

describe.each(testDatabases())('HTTP surface on $name', ({ create }) => {
  let database: TestDatabase;
  let smtp: SmtpCatcher;
  let app: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    database = await create();
    smtp = await startSmtpCatcher();
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-static-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="ru"><title>SPA</title></html>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-Abc123.js'), 'console.log("app")');
    fs.writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *');
    app = await startTestApp({
      db: database.db,
      smtpUrl: smtp.url,
      // PUBLIC_URL names another origin than the socket, as behind a proxy.
      config: { staticDir, publicUrl: FOREIGN_PUBLIC_URL },
      extend: (hono) => {
        hono.get('/api/test/read', (c) => c.json({ read: true }));
        hono.post('/api/test/write', (c) => c.json({ written: true }));
        hono.get('/api/test/explode', () => {
          throw new Error('database password is hunter2');
        });
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const expectSecurityHeaders = (headers: Headers) => {
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; " +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  };

  it('puts the security headers on API answers, errors and static files', async () => {
    const client = app.client();
    for (const response of [
      await client.get('/api/health'),
      await client.get('/api/nothing-here'),
      await client.post('/api/auth/login', {}),
      await client.get('/login'),
      await client.get('/assets/index-Abc123.js'),
    ]) {
      expectSecurityHeaders(response.headers);
    }
  });

  it('answers health with {"status":"ok"}', async () => {
    const response = await app.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.text).toBe('{"status":"ok"}');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('gives every request an id and echoes a sane incoming one', async () => {
    const generated = await app.client().get('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app.client().get('/api/health', { headers: { 'x-request-id': 'proxy-42' } });
    expect(echoed.headers.get('x-request-id')).toBe('proxy-42');
    const replaced = await app.client().get('/api/health', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id\twith spaces');
  });

  it('refuses state-changing calls from another origin and allows same-origin ones', async () => {
    const client = app.client();
    const body = { email: 'nobody@example.com', password: PASSWORD };

    const foreign = await client.post('/api/auth/login', body, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ error: 'Запрос с другого сайта отклонён' });

    const crossSite = await client.post('/api/auth/login', body, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);

    const nullOrigin = await client.post('/api/auth/login', body, { headers: { origin: 'null' } });
    expect(nullOrigin.status).toBe(403);

    // Same origin by PUBLIC_URL, by the request's own host, and no browser headers at all (curl).
    expect((await client.post('/api/auth/login', body, { headers: { origin: FOREIGN_PUBLIC_URL } })).status).toBe(401);
    expect((await client.post('/api/auth/login', body, { headers: { origin: app.url, 'sec-fetch-site': 'same-origin' } })).status).toBe(
      401,
    );
    expect((await client.post('/api/auth/login', body)).status).toBe(401);

    // Reads are not state-changing.
    expect((await client.get('/api/health', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await app.client().request(method, '/api/no/such/thing');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body).toEqual({ error: 'Ресурс не найден' });
    }
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const malformed = await app.client().request('POST', '/api/auth/login', { rawBody: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Некорректный JSON в теле запроса' });

    const huge = await postOnOwnConnection(
      `${app.url}/api/auth/login`,
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text)).toEqual({ error: 'Тело запроса слишком большое: допускается не более 1 МБ' });
  });

  it('hides unexpected errors behind a 500 and logs them with the stack', async () => {
    const response = await app.client().get('/api/test/explode');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Внутренняя ошибка сервера' });
    expect(response.text).not.toContain('hunter2');
    const logged = app.logs.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'unhandled error');
    expect(logged?.stack).toMatch(/Error: database password is hunter2\n\s+at /);
  });

  it('serves the built app: immutable assets, revalidated index, SPA fallback for client routes', async () => {
    const client = app.client();
    const login = await client.get('/login');
    expect(login.status).toBe(200);
    expect(login.text).toContain('<title>SPA</title>');
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(login.headers.get('content-type')).toMatch(/text\/html/);

    const root = await client.get('/');
    expect(root.text).toContain('<title>SPA</title>');
    expect(root.headers.get('cache-control')).toBe('no-cache');

    const deep = await client.get('/events/42/edit?from=list');
    expect(deep.text).toContain('<title>SPA</title>');

    const asset = await client.get('/assets/index-Abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("app")');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);

    const robots = await client.get('/robots.txt');
    expect(robots.text).toBe('User-agent: *');
    expect(robots.headers.get('cache-control')).toBe('no-cache');

    const missingAsset = await client.get('/assets/gone-123.js');
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.text).not.toContain('<title>SPA</title>');
  });

  it('applies the access policy: blocked may only reach its account, suspended may only read', async () => {
    const blocked = await createVerifiedUser(database.db, { email: 'blocked@example.com', password: PASSWORD, status: 'blocked' });
    const suspended = await createVerifiedUser(database.db, { email: 'paused@example.com', password: PASSWORD, status: 'suspended' });
    await createVerifiedUser(database.db, { email: 'fine@example.com', password: PASSWORD });

    const asBlocked = app.client();
    expect((await asBlocked.post('/api/auth/login', { email: blocked.email, password: PASSWORD })).status).toBe(200);
    expect((await asBlocked.get('/api/auth/me')).status).toBe(200);
    const blockedRead = await asBlocked.get('/api/test/read');
    expect(blockedRead.status).toBe(403);
    expect(blockedRead.body).toEqual({ error: 'Ваш аккаунт заблокирован. Вы можете только просматривать свой профиль.' });
    expect((await asBlocked.post('/api/test/write')).body).toEqual({ error: ACCOUNT_STATUS_MESSAGES.blocked });
    // Allowed rows pass the policy: a blocked person can still write to the administrators.
    const feedback = { subject: 'Помогите', message: 'Разблокируйте', category: 'general' };
    expect((await asBlocked.post('/api/feedback', feedback)).status).toBe(201);
    expect((await asBlocked.post('/api/auth/logout')).status).toBe(200);

    const asSuspended = app.client();
    await asSuspended.post('/api/auth/login', { email: suspended.email, password: PASSWORD });
    expect((await asSuspended.get('/api/test/read')).status).toBe(200);
    const suspendedWrite = await asSuspended.post('/api/test/write');
    expect(suspendedWrite.status).toBe(403);
    expect(suspendedWrite.body).toEqual({
      error: 'Ваш аккаунт приостановлен. Вы можете просматривать контент, но не можете выполнять активные действия.',
    });

    const asConfirmed = app.client();
    await asConfirmed.post('/api/auth/login', { email: 'fine@example.com', password: PASSWORD });
    expect((await asConfirmed.post('/api/test/write')).status).toBe(200);
  });

  it('logs one JSON line per request without passwords, tokens, cookies or query strings', async () => {
    app.logs.length = 0;
    const email = 'secretive@example.com';
    const client = app.client();
    await client.post('/api/auth/register', { email, password: 'Sup3rSecretPw', confirmPassword: 'Sup3rSecretPw' });
    const verifyToken = tokenFrom(await smtp.nextMailTo(email), `${FOREIGN_PUBLIC_URL}/verify-email?token=`);
    await client.get(`/verify-email?token=${verifyToken}`);
    await client.post('/api/auth/verify-email', { token: verifyToken });
    const sessionToken = client.cookies.get(SESSION_COOKIE)!;
    const me = await client.get<{ id: number }>('/api/auth/me', { headers: { authorization: 'Bearer top-secret-bearer' } });
    await client.post('/api/auth/forgot-password', { email });
    const resetToken = tokenFrom(await smtp.nextMailTo(email), `${FOREIGN_PUBLIC_URL}/reset-password?token=`);
    await client.post('/api/auth/reset-password', { token: resetToken, newPassword: 'An0therSecretPw' });
    await client.post('/api/auth/login', { email, password: 'An0therSecretPw' });
    await app.jobs.settled();

    const everything = app.logs.join('\n');
    for (const secret of ['Sup3rSecretPw', 'An0therSecretPw', verifyToken, resetToken, sessionToken, 'top-secret-bearer']) {
      expect(everything).not.toContain(secret);
    }
    const entries = app.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(7);
    for (const entry of requests) {
      expect(entry).toMatchObject({ level: 'info', method: expect.any(String), status: expect.any(Number) });
      expect(entry.time).toEqual(expect.any(String));
      expect(entry.requestId).toEqual(expect.any(String));
      expect(entry.ms).toEqual(expect.any(Number));
      expect(String(entry.path)).not.toContain('?');
    }
    expect(requests.find((entry) => entry.path === '/verify-email')).toBeDefined();
    expect(requests.find((entry) => entry.path === '/api/auth/me')?.userId).toBe(me.body.id);
  });
});

describe.each(testDatabases())('without a build and without a database on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let emptyDir: string;
  beforeAll(async () => {
    database = await create();
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-empty-static-'));
    app = await startTestApp({ db: database.db, config: { staticDir: emptyDir } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  it('explains in Russian that the app is not built', async () => {
    const page = await app.client().get('/login');
    expect(page.status).toBe(503);
    expect(page.text).toContain('Приложение ещё не собрано');
    expect(page.text).toContain('npm run build');
  });

  it('reports 503 from health once the database stops answering', async () => {
    expect((await app.client().get('/api/health')).status).toBe(200);
    await database.close();
    const response = await app.client().get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 'База данных недоступна' });
  });
});
