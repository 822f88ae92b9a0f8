import { RATE_LIMIT_ERROR, type RateLimitResponse } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  createUnverifiedUser,
  createVerifiedUser,
  exhaustRateLimit,
  startTestApp,
  testDatabases,
  type TestApp,
  type TestDatabase,
  type TestResponse,
} from '../src/testing';

const PASSWORD = 'Secret12';

afterAll(closeTestTemplates);

/** The exact 429 of docs/operations.md#rate-limits, with Retry-After equal to remainingTime. */
function expectRateLimited(
  response: TestResponse,
  expected: Pick<RateLimitResponse, 'rateLimitType' | 'maxAttempts' | 'attemptsUsed'>,
  windowSeconds: number,
): RateLimitResponse {
  expect(response.status).toBe(429);
  const body = response.body as RateLimitResponse;
  expect(Object.keys(body).sort()).toEqual(
    ['attemptsUsed', 'error', 'maxAttempts', 'rateLimitType', 'remainingTime', 'resetTime'].sort(),
  );
  expect(body).toMatchObject({ error: RATE_LIMIT_ERROR, ...expected });
  expect(Number.isInteger(body.remainingTime)).toBe(true);
  expect(body.remainingTime).toBeGreaterThanOrEqual(1);
  expect(body.remainingTime).toBeLessThanOrEqual(windowSeconds);
  expect(response.headers.get('retry-after')).toBe(String(body.remainingTime));
  expect(body.resetTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  const secondsUntilReset = (Date.parse(body.resetTime) - Date.now()) / 1000;
  expect(Math.abs(secondsUntilReset - body.remainingTime)).toBeLessThan(5);
  return body;
}

describe.each(testDatabases())('rate limits on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let otherInstance: TestApp;

  beforeAll(async () => {
    database = await create();
    // Behind a proxy, so each test can act as its own client address.
    app = await startTestApp({ db: database.db, config: { trustProxy: true } });
    otherInstance = await startTestApp({ db: database.connectAgain(), config: { trustProxy: true } });
  });
  afterAll(async () => {
    await app?.close();
    await otherInstance?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('DELETE FROM rate_limit_hits');
  });

  const from = (address: string, instance: TestApp = app) => instance.client({ 'x-forwarded-for': `198.51.100.250, ${address}` });

  it('register: 5 an hour per client address (email_verification)', async () => {
    const client = from('203.0.113.1');
    for (let i = 1; i <= 5; i++) {
      const ok = await client.post('/api/auth/register', { email: `ip${i}@example.com`, password: PASSWORD, confirmPassword: PASSWORD });
      expect(ok.status).toBe(201);
    }
    const refused = await client.post('/api/auth/register', { email: 'ip6@example.com', password: PASSWORD, confirmPassword: PASSWORD });
    const body = expectRateLimited(refused, { rateLimitType: 'email_verification', maxAttempts: 5, attemptsUsed: 5 }, 3600);
    expect(body.remainingTime).toBeGreaterThan(3500);
    expect(await database.db.query('SELECT 1 FROM users WHERE email = $1', ['ip6@example.com'])).toHaveLength(0);

    // The last X-Forwarded-For entry is the client: another address is not limited.
    const other = await from('203.0.113.2').post('/api/auth/register', {
      email: 'ip6@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(other.status).toBe(201);
  });

  it('register: 3 an hour per e-mail, counting every attempt', async () => {
    const email = 'popular@example.com';
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const response = await from(`203.0.113.${10 + i}`).post('/api/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 409, 409]);
    const refused = await from('203.0.113.20').post('/api/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD });
    expectRateLimited(refused, { rateLimitType: 'email_verification', maxAttempts: 3, attemptsUsed: 3 }, 3600);
  });

  it('resend-verification: 1 a minute and 5 a day per e-mail', async () => {
    const email = 'impatient@example.com';
    await createUnverifiedUser(database.db, { email, password: PASSWORD });
    expect((await from('203.0.113.30').post('/api/auth/resend-verification', { email })).status).toBe(200);
    const again = await from('203.0.113.31').post('/api/auth/resend-verification', { email });
    expectRateLimited(again, { rateLimitType: 'resend_verification', maxAttempts: 1, attemptsUsed: 1 }, 60);

    // Five sends spread over the day: the daily limit answers, lifting 24 h after the oldest one.
    await database.db.query('DELETE FROM rate_limit_hits');
    await database.db.query(
      `INSERT INTO rate_limit_hits (action, key, created_at)
       SELECT 'resend:day', $1, now() - (n || ' hours')::interval FROM generate_series(1, 5) AS n`,
      [email],
    );
    const daily = await from('203.0.113.32').post('/api/auth/resend-verification', { email });
    const body = expectRateLimited(daily, { rateLimitType: 'resend_verification', maxAttempts: 5, attemptsUsed: 5 }, 86_400);
    expect(body.remainingTime).toBeGreaterThan(19 * 3600 - 60);
    expect(body.remainingTime).toBeLessThanOrEqual(19 * 3600);
  });

  it('forgot-password: 3 an hour per e-mail and 10 an hour per client address', async () => {
    const email = 'lost@example.com';
    for (let i = 1; i <= 3; i++) {
      expect((await from(`203.0.113.${40 + i}`).post('/api/auth/forgot-password', { email })).status).toBe(200);
    }
    const perEmail = await from('203.0.113.49').post('/api/auth/forgot-password', { email });
    expectRateLimited(perEmail, { rateLimitType: 'password_reset', maxAttempts: 3, attemptsUsed: 3 }, 3600);

    const client = from('203.0.113.50');
    for (let i = 1; i <= 10; i++) {
      expect((await client.post('/api/auth/forgot-password', { email: `someone${i}@example.com` })).status).toBe(200);
    }
    const perAddress = await client.post('/api/auth/forgot-password', { email: 'someone11@example.com' });
    expectRateLimited(perAddress, { rateLimitType: 'password_reset', maxAttempts: 10, attemptsUsed: 10 }, 3600);
  });

  it('login: after 10 failures in 15 minutes at an account, even the right password gets 429', async () => {
    const email = 'target@example.com';
    await createVerifiedUser(database.db, { email, password: PASSWORD });
    const attacker = from('203.0.113.60');
    for (let i = 1; i <= 10; i++) {
      expect((await attacker.post('/api/auth/login', { email, password: `Wrong${i}x` })).status).toBe(401);
    }
    const blocked = await attacker.post('/api/auth/login', { email, password: PASSWORD });
    expectRateLimited(blocked, { rateLimitType: 'other', maxAttempts: 10, attemptsUsed: 10 }, 900);

    // docs/operations.md#logs: the limit is the account's, whoever asks (login-guessing.test.ts has the rest).
    const owner = await from('203.0.113.61').post('/api/auth/login', { email, password: PASSWORD });
    expectRateLimited(owner, { rateLimitType: 'other', maxAttempts: 10, attemptsUsed: 10 }, 900);
  });

  it('holds across two instances sharing the database', async () => {
    const email = 'shared@example.com';
    expect((await from('203.0.113.70', app).post('/api/auth/forgot-password', { email })).status).toBe(200);
    expect((await from('203.0.113.71', otherInstance).post('/api/auth/forgot-password', { email })).status).toBe(200);
    expect((await from('203.0.113.72', app).post('/api/auth/forgot-password', { email })).status).toBe(200);
    const refused = await from('203.0.113.73', otherInstance).post('/api/auth/forgot-password', { email });
    expectRateLimited(refused, { rateLimitType: 'password_reset', maxAttempts: 3, attemptsUsed: 3 }, 3600);
  });

  it('lets exactly the allowed number through when requests race on both instances', async () => {
    const email = 'race@example.com';
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        from(`203.0.113.${80 + i}`, i % 2 === 0 ? app : otherInstance).post('/api/auth/forgot-password', { email }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('the provider-state helper exhausts a limit', async () => {
    await exhaustRateLimit(database.db, 'resendPerMinute', 'helper@example.com');
    const response = await from('203.0.113.90').post('/api/auth/resend-verification', { email: 'helper@example.com' });
    expectRateLimited(response, { rateLimitType: 'resend_verification', maxAttempts: 1, attemptsUsed: 1 }, 60);
  });
});
