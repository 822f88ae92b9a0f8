import { AUTH_MESSAGES, REGISTRATION_BROWSER_COOKIE, SESSION_COOKIE, type User } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  startSmtpCatcher,
  startTestApp,
  testDatabases,
  tokenFrom,
  type SmtpCatcher,
  type TestApp,
  type TestClient,
  type TestDatabase,
} from '../src/testing';

const PASSWORD = 'Secret12';

afterAll(closeTestTemplates);

/**
 * docs/operations.md#command-line, point 2 (account pre-hijacking): someone registers a stranger's address with a
 * password of their own; the stranger's click on the mailed link must not hand them a verified
 * account that the first person's password opens.
 */
describe.each(testDatabases())('verification outside the registering browser on $name', ({ create }) => {
  let database: TestDatabase;
  let smtp: SmtpCatcher;
  let app: TestApp;

  beforeAll(async () => {
    database = await create();
    smtp = await startSmtpCatcher();
    app = await startTestApp({ db: database.db, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('DELETE FROM rate_limit_hits');
  });

  async function register(email: string): Promise<{ browser: TestClient; token: string; user: User; setCookies: string[] }> {
    const browser = app.client();
    const registered = await browser.post<{ user: User }>('/api/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(registered.status).toBe(201);
    const token = tokenFrom(await smtp.nextMailTo(email), `${app.url}/verify-email?token=`);
    return { browser, token, user: registered.body.user, setCookies: registered.headers.getSetCookie() };
  }

  async function accountState(userId: number) {
    const [user] = await database.db.query<{ verified: boolean }>(
      'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
      [userId],
    );
    const [sessions] = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions WHERE user_id = $1', [userId]);
    const [tokens] = await database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM auth_tokens WHERE user_id = $1 AND purpose = 'verify_email' AND used_at IS NULL`,
      [userId],
    );
    return { verified: user?.verified, sessions: sessions?.count, usableTokens: tokens?.count };
  }

  it('marks the registering browser with an HttpOnly, SameSite=Lax cookie and no session', async () => {
    const { setCookies } = await register('marked@example.com');
    expect(setCookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    const mark = setCookies.find((cookie) => cookie.startsWith(`${REGISTRATION_BROWSER_COOKIE}=`));
    expect(mark).toMatch(/HttpOnly/);
    expect(mark).toMatch(/SameSite=Lax/);
    expect(mark).toMatch(/Path=\/api\/auth/);
    expect(mark).toMatch(/Max-Age=86400/);
  });

  it('verifies and signs in with the token alone in the browser that registered', async () => {
    const { browser, token, user } = await register('same-browser@example.com');
    const verified = await browser.post<{ user: User }>('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.user.id).toBe(user.id);
    expect((await browser.get<User>('/api/auth/me')).body.id).toBe(user.id);
    // The one cookie of the answer is the session; the mark expires with its link (its token is used up).
    expect(verified.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([SESSION_COOKIE]);
    expect((await browser.post('/api/auth/verify-email', { token })).status).toBe(400);
  });

  it('answers 403 needsPassword to the token alone from another browser and changes nothing', async () => {
    const { token, user } = await register('victim@example.com');
    const elsewhere = app.client();
    const answer = await elsewhere.post<{ error: string; needsPassword: boolean }>('/api/auth/verify-email', { token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: AUTH_MESSAGES.verificationNeedsPassword, needsPassword: true });
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await accountState(user.id)).toEqual({ verified: false, sessions: 0, usableTokens: 1 });
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
  });

  it("refuses a wrong password with 401 and verifies with the account's password", async () => {
    const { token, user } = await register('other-device@example.com');
    const elsewhere = app.client();

    const wrong = await elsewhere.post<{ error: string }>('/api/auth/verify-email', { token, password: 'Wrong999' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: AUTH_MESSAGES.verificationWrongPassword });
    expect(await accountState(user.id)).toEqual({ verified: false, sessions: 0, usableTokens: 1 });

    const right = await elsewhere.post<{ user: User }>('/api/auth/verify-email', { token, password: PASSWORD });
    expect(right.status).toBe(200);
    expect(right.body.user.id).toBe(user.id);
    expect((await elsewhere.get<User>('/api/auth/me')).body.id).toBe(user.id);
    expect(await accountState(user.id)).toEqual({ verified: true, sessions: 1, usableTokens: 0 });
  });

  it("does not take another registration's mark for this one", async () => {
    const attacker = await register('attacker-own@example.com');
    const { token, user } = await register('someone-else@example.com');
    // The attacker's browser holds a mark, but not this account's.
    const answer = await attacker.browser.post<{ needsPassword?: boolean }>('/api/auth/verify-email', { token });
    expect(answer.status).toBe(403);
    expect(answer.body.needsPassword).toBe(true);
    expect(await accountState(user.id)).toEqual({ verified: false, sessions: 0, usableTokens: 1 });
  });

  it('still refuses an unknown token with 400 naming the token, with or without a password', async () => {
    const unknown = 'A'.repeat(43);
    for (const body of [{ token: unknown }, { token: unknown, password: PASSWORD }]) {
      const answer = await app.client().post<{ error: string }>('/api/auth/verify-email', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(AUTH_MESSAGES.invalidVerificationToken);
    }
  });
});
