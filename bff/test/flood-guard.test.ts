import { RATE_LIMIT_RULES, rateLimitResponseSchema } from '@city/contracts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/app-env';
import { errorHandler } from '../src/middleware/error-handler';
import { floodGuard } from '../src/middleware/flood-guard';
import { createLogger } from '../src/logger';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../src/testing';

describe('the flood guard', () => {
  const rule = { action: 'probe', type: 'other', key: 'ip', max: 3, windowSeconds: 10 } as const;
  let time = 1_000_000;
  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('clientAddress', c.req.header('x-test-address') ?? '198.51.100.1');
      await next();
    })
    .use('*', floodGuard(rule, () => time))
    .get('/', (c) => c.text('ok'))
    .onError(errorHandler(createLogger({ level: 'error', write: () => {} })));
  const get = (address = '198.51.100.1') => app.request('/', { headers: { 'x-test-address': address } });

  it('lets a burst of `max` through, refuses the next with the rate-limit body, and refills evenly', async () => {
    for (let request = 0; request < 3; request += 1) expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    // One request back every 10 s / 3.
    expect(refused.headers.get('Retry-After')).toBe('4');
    expect(rateLimitResponseSchema.parse(await refused.json())).toMatchObject({
      rateLimitType: 'other',
      remainingTime: 4,
      maxAttempts: 3,
      attemptsUsed: 3,
      resetTime: new Date(time + 3333).toISOString(),
    });
    // Another address has its own bucket.
    expect((await get('203.0.113.9')).status).toBe(200);
    time += 3_400;
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(429);
    time += 10_000;
    for (let request = 0; request < 3; request += 1) expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(429);
  });
});

describe('on the embedded database, one address flooding the lists', () => {
  let database: TestDatabase;
  let embedded: TestApp;
  let server: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    embedded = await startTestApp({ db: database.db, embedded: true });
    server = await startTestApp({ db: database.db });
  });
  afterAll(async () => {
    await embedded.close();
    await server.close();
    await database.close();
  });

  it('is refused past the rule, lists only, while a PostgreSQL-backed instance is not limited', async () => {
    const { max } = RATE_LIMIT_RULES.embeddedListBurst;
    const client = embedded.client();
    const statuses = await Promise.all(Array.from({ length: 3 * max }, () => client.get('/api/events').then((r) => r.status)));
    // The burst passes (and what refilled while it ran); the rest is refused.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(max);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(max);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // The partner list shares the bucket: a burst there is refused too (a lone request could find
    // it refilled on a slow machine, so a burst decides).
    const partner = await Promise.all(Array.from({ length: 3 * max }, () => client.get('/api/public/events').then((r) => r.status)));
    expect(partner.filter((status) => status === 429).length).toBeGreaterThanOrEqual(max);
    expect((await client.get('/api/health')).status).toBe(200);
    const unlimited = server.client();
    const more = await Promise.all(Array.from({ length: max + 10 }, () => unlimited.get('/api/events').then((r) => r.status)));
    expect(more.every((status) => status === 200)).toBe(true);
  });
});
