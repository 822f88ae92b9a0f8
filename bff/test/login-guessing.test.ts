import { AUTH_MESSAGES, RATE_LIMIT_RULES, rateLimitResponseSchema, type RateLimitResponse } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  type TestResponse,
} from '../src/testing';

const PASSWORD = 'Secret12';
const WINDOW_SECONDS = 15 * 60;

afterAll(closeTestTemplates);

/** The rate-limit answer of docs/operations.md#rate-limits, nothing more, with Retry-After. */
function expectLimited(response: TestResponse, maxAttempts: number): RateLimitResponse {
  expect(response.status, response.text).toBe(429);
  const body = rateLimitResponseSchema.strict().parse(response.body);
  expect(body).toMatchObject({ rateLimitType: 'other', maxAttempts, attemptsUsed: maxAttempts });
  expect(body.remainingTime).toBeGreaterThanOrEqual(1);
  expect(body.remainingTime).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.headers.get('retry-after')).toBe(String(body.remainingTime));
  return body;
}

/** docs/operations.md#security (point 1): password guessing is limited per account whatever the address, and per address across accounts. */
describe.each(testDatabases())('login guessing on $name', ({ create }) => {
  let database: TestDatabase;
  let mail: SmtpCatcher;
  let app: TestApp;
  let otherInstance: TestApp;

  beforeAll(async () => {
    database = await create();
    mail = await startSmtpCatcher();
    // Behind a proxy, so each request can come from an address of its own; two instances on one database.
    app = await startTestApp({ db: database.db, smtpUrl: mail.url, config: { trustProxy: true } });
    otherInstance = await startTestApp({ db: database.connectAgain(), smtpUrl: mail.url, config: { trustProxy: true } });
  });
  afterAll(async () => {
    await app?.close();
    await otherInstance?.close();
    await mail?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('DELETE FROM rate_limit_hits');
  });

  let nextAddress = 0;
  /** A client at an address no other request used. */
  const stranger = (instance: TestApp = app) => instance.client({ 'x-forwarded-for': `198.51.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}` });
  const login = (email: string, password: string, instance: TestApp = app) => stranger(instance).post('/api/auth/login', { email, password });
  const mailsTo = (email: string) => mail.messages.filter((message) => message.to.includes(email));

  it('10 failures at one account from 10 addresses close it for everyone, the right password included, on both instances', async () => {
    const email = 'target@example.com';
    await createVerifiedUser(database.db, { email, password: PASSWORD });
    for (let i = 1; i <= 10; i++) {
      const wrong = await login(email, `Wrong${i}x`, i % 2 === 0 ? app : otherInstance);
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: AUTH_MESSAGES.invalidCredentials });
    }
    const owner = expectLimited(await login(email, PASSWORD), 10);
    expect(owner.remainingTime).toBeGreaterThan(WINDOW_SECONDS - 60);
    expectLimited(await login(email, PASSWORD, otherInstance), 10);
    // An address that never failed is refused for this account, but signs in to others.
    await createVerifiedUser(database.db, { email: 'neighbour@example.com', password: PASSWORD });
    expect((await login('neighbour@example.com', PASSWORD)).status).toBe(200);

    // The lock lifts when its oldest failure leaves the 15-minute window.
    await database.db.query(
      `UPDATE rate_limit_hits SET created_at = created_at - interval '15 minutes' WHERE action = $1 AND key = $2`,
      [RATE_LIMIT_RULES.failedLoginPerAccount.action, email],
    );
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('the owner gets one mail with a reset link; resetting the password reopens sign-in at once', async () => {
    const email = 'owner@example.com';
    await createVerifiedUser(database.db, { email, password: PASSWORD });
    for (let i = 1; i <= 10; i++) expect((await login(email, `Wrong${i}x`)).status).toBe(401);
    const lockMail = await mail.nextMailTo(email);
    expect(lockMail.subject).toMatch(/неудачных попыток входа/);
    for (let i = 0; i < 5; i++) expectLimited(await login(email, `Wrong${i}y`), 10);
    await app.jobs.settled();
    await otherInstance.jobs.settled();
    expect(mailsTo(email)).toHaveLength(1);

    const token = tokenFrom(lockMail, `${app.url}/reset-password`);
    const reset = await stranger().post('/api/auth/reset-password', { token, newPassword: 'Fresh2025' });
    expect(reset.status, reset.text).toBe(200);
    expect((await login(email, 'Fresh2025')).status).toBe(200);
  });

  it('an unknown e-mail is limited the same way, and nobody is mailed', async () => {
    const email = 'nobody@example.com';
    for (let i = 1; i <= 10; i++) expect((await login(email, `Wrong${i}x`)).status).toBe(401);
    expectLimited(await login(email, `Wrong11x`), 10);
    await app.jobs.settled();
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('successful logins are not counted', async () => {
    const email = 'forgetful@example.com';
    await createVerifiedUser(database.db, { email, password: PASSWORD });
    for (let i = 1; i <= 9; i++) expect((await login(email, `Wrong${i}x`)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(email, PASSWORD)).status).toBe(200);
    expect((await login(email, 'Wrong10x')).status).toBe(401);
    expectLimited(await login(email, PASSWORD), 10);
  });

  it('one address: 30 failed logins across accounts in 15 minutes, then 429 for any account', async () => {
    const sprayer = stranger();
    for (let i = 1; i <= 30; i++) {
      expect((await sprayer.post('/api/auth/login', { email: `person${i}@example.com`, password: 'Spring2025' })).status).toBe(401);
    }
    await createVerifiedUser(database.db, { email: 'person31@example.com', password: PASSWORD });
    expectLimited(await sprayer.post('/api/auth/login', { email: 'person31@example.com', password: PASSWORD }), 30);
    // Only this address: the same account from elsewhere signs in.
    expect((await login('person31@example.com', PASSWORD)).status).toBe(200);
  });

  it('60 parallel wrong guesses at one account over both instances: exactly 10 are evaluated', async () => {
    const email = 'burst@example.com';
    await createVerifiedUser(database.db, { email, password: PASSWORD });
    const address = { 'x-forwarded-for': '203.0.113.200' };
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 === 0 ? app : otherInstance).client(address).post('/api/auth/login', { email, password: `Wrong${i}x` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    const [counted] = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rate_limit_hits WHERE action = $1 AND key = $2',
      [RATE_LIMIT_RULES.failedLoginPerAccount.action, email],
    );
    expect(counted?.n).toBe(10);
  });

  it('60 parallel guesses of one password over 60 accounts from one address: exactly 30 are evaluated', async () => {
    const address = { 'x-forwarded-for': '203.0.113.201' };
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 === 0 ? app : otherInstance).client(address).post('/api/auth/login', { email: `spray${i}@example.com`, password: 'Spring2025' }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });
});
