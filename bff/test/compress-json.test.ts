import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../src/middleware/compress-json';
import { createTestDatabase, createVerifiedUser, insertTestEvent, startTestApp, testClock, type TestApp, type TestDatabase } from '../src/testing';

/** The raw answer, as the bytes went over the wire (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('which encoding a client gets', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0', null],
  ])('%s → %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});

describe('large JSON answers', () => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp({ db: database.db, clock: testClock('2030-06-10T09:00:00Z').now });
    const organizer = await createVerifiedUser(database.db, { email: 'organizer@example.com', password: 'Secret12' });
    for (let day = 1; day <= 25; day += 1) {
      await insertTestEvent(database.db, { organizerId: organizer.id, startsAt: new Date(Date.UTC(2030, 5, 10 + day, 16)) });
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('go out as brotli or gzip when accepted, and plain otherwise, always varying on Accept-Encoding', async () => {
    const plain = await rawGet(`${app.url}/api/events`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = JSON.parse(plain.body.toString('utf8'));
    expect(page.events).toHaveLength(25);
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await rawGet(`${app.url}/api/events`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(page);

    const gzip = await rawGet(`${app.url}/api/events`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(page);
    // The security headers and no-store of every API answer survive the new body.
    expect(gzip.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(gzip.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it('leave small answers as they are', async () => {
    const health = await rawGet(`${app.url}/api/health`, { 'Accept-Encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ status: 'ok' });
  });
});
