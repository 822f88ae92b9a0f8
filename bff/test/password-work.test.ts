import { AUTH_MESSAGES, rateLimitResponseSchema } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { ServiceUnavailableError } from '../src/errors';
import { createAccountService, type AccountService } from '../src/services/accounts';
import { createMailOutbox } from '../src/services/mail-delivery';
import { PasswordHasher, WorkSlots } from '../src/services/password-hasher';
import { RateLimiter } from '../src/services/rate-limits';
import {
  closeTestTemplates,
  createVerifiedUser,
  issueKnownToken,
  startTestApp,
  testDatabases,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

const MADE_UP_TOKEN = 'a'.repeat(43);
const KNOWN_TOKEN = 'b'.repeat(43);

/** A hasher that records every hash it is asked for. */
class CountingHasher extends PasswordHasher {
  hashes = 0;
  override hash(password: string): Promise<string> {
    this.hashes += 1;
    return super.hash(password);
  }
}

/** A task that runs until released, for watching the slots. */
function heldTask() {
  let release: () => void = () => {};
  let started = false;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: () => ((started = true), done), release: () => release(), started: () => started };
}

/** docs/operations.md#security (point 3): argon2 work is bounded, queued with a deadline, and never spent on a made-up token. */
describe('password work slots', () => {
  it('run at most their number of tasks at once, the rest in order as slots free up', async () => {
    const slots = new WorkSlots(2, 10_000, 'занято');
    const tasks = Array.from({ length: 6 }, heldTask);
    const runs = tasks.map((held) => slots.run(held.task));
    await Promise.resolve();
    expect(tasks.map((held) => held.started())).toEqual([true, true, false, false, false, false]);
    expect(slots.queued).toBe(4);
    tasks[0]!.release();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(tasks.map((held) => held.started())).toEqual([true, true, true, false, false, false]);
    for (const held of tasks) held.release();
    await Promise.all(runs);
    expect(slots.peakRunning).toBe(2);
    expect(slots.queued).toBe(0);
  });

  it('refuse a task that waited past the deadline with 503 and a Russian message, without running it', async () => {
    const slots = new WorkSlots(1, 30, AUTH_MESSAGES.passwordWorkBusy);
    const busy = heldTask();
    const running = slots.run(busy.task);
    const late = heldTask();
    const refused = await slots.run(late.task).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceUnavailableError);
    expect(refused).toMatchObject({ status: 503, message: AUTH_MESSAGES.passwordWorkBusy });
    expect(late.started()).toBe(false);
    busy.release();
    await running;
    // The refused task left the queue: the next one starts at once.
    expect(await slots.run(async () => 'ok')).toBe('ok');
  });

  it('are configured by PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE_MS (2 and 3 s by default)', () => {
    expect(loadConfig({}).passwordHashing).toEqual({ concurrency: 2, queueTimeoutMs: 3000 });
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '4', PASSWORD_HASH_QUEUE_MS: '500' }).passwordHashing).toEqual({
      concurrency: 4,
      queueTimeoutMs: 500,
    });
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '0' })).toThrow('PASSWORD_HASH_CONCURRENCY: ожидается целое число от 1 до 64');
  });

  it('bound real argon2 hashes and checks together', async () => {
    const hasher = new PasswordHasher({ concurrency: 2, queueTimeoutMs: 30_000 });
    const hashes = await Promise.all(Array.from({ length: 8 }, (_, i) => hasher.hash(`Secret${i}x`)));
    expect(await Promise.all(hashes.map((hash, i) => hasher.verify(hash, `Secret${i}x`)))).toEqual(Array(8).fill(true));
    expect(hasher.slots.peakRunning).toBe(2);
  });
});

describe.each(testDatabases())('password reset on $name', ({ create }) => {
  let database: TestDatabase;
  let hasher: CountingHasher;
  let accounts: AccountService;
  let app: TestApp;
  const requester = { clientAddress: '203.0.113.7' };

  beforeAll(async () => {
    database = await create();
    hasher = new CountingHasher({ concurrency: 2, queueTimeoutMs: 3000 });
    app = await startTestApp({ db: database.connectAgain(), config: { trustProxy: true } });
    accounts = createAccountService({
      db: database.db,
      // Mails go where the test app's would: its queue and outbox.
      outbox: createMailOutbox(app.jobs),
      rateLimiter: new RateLimiter(database.db),
      passwordHasher: hasher,
      publicUrl: 'http://localhost:3000',
      city: 'Москва',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('DELETE FROM rate_limit_hits');
    hasher.hashes = 0;
  });

  it('checks the token before hashing: a made-up token never reaches the hasher', async () => {
    const refused = await accounts.resetPassword(MADE_UP_TOKEN, 'Fresh2025', requester).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, message: AUTH_MESSAGES.invalidResetToken });
    expect(hasher.hashes).toBe(0);

    await createVerifiedUser(database.db, { email: 'real@example.com', password: 'Secret12' });
    await issueKnownToken(database.db, { email: 'real@example.com', purpose: 'reset_password', token: KNOWN_TOKEN });
    expect(await accounts.resetPassword(KNOWN_TOKEN, 'Fresh2025', requester)).toEqual({ message: AUTH_MESSAGES.passwordChanged });
    expect(hasher.hashes).toBe(1);
    // Used once: the second try is refused before any hash as well.
    await expect(accounts.resetPassword(KNOWN_TOKEN, 'Other2025', requester)).rejects.toMatchObject({ status: 400 });
    expect(hasher.hashes).toBe(1);
  });

  it('answers a refused reset no sooner than 300 ms after it arrived (a flood resent on each answer slows itself)', async () => {
    const started = performance.now();
    const refused = await app.client({ 'x-forwarded-for': '203.0.113.79' }).post('/api/auth/reset-password', {
      token: MADE_UP_TOKEN,
      newPassword: 'Fresh2025',
    });
    expect(refused.status).toBe(400);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('limits reset attempts per address: 10 an hour, then 429 password_reset', async () => {
    const client = app.client({ 'x-forwarded-for': '203.0.113.77' });
    for (let i = 0; i < 10; i++) {
      const bogus = await client.post('/api/auth/reset-password', { token: MADE_UP_TOKEN, newPassword: 'Fresh2025' });
      expect(bogus.status).toBe(400);
      expect(bogus.body).toEqual({ error: AUTH_MESSAGES.invalidResetToken });
    }
    const limited = await client.post('/api/auth/reset-password', { token: MADE_UP_TOKEN, newPassword: 'Fresh2025' });
    expect(limited.status).toBe(429);
    expect(rateLimitResponseSchema.strict().parse(limited.body)).toMatchObject({
      rateLimitType: 'password_reset',
      maxAttempts: 10,
      attemptsUsed: 10,
    });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not limited.
    const elsewhere = await app.client({ 'x-forwarded-for': '203.0.113.78' }).post('/api/auth/reset-password', {
      token: MADE_UP_TOKEN,
      newPassword: 'Fresh2025',
    });
    expect(elsewhere.status).toBe(400);
  });
});
