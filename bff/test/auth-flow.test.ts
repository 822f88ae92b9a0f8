import { createHash } from 'node:crypto';
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_NEUTRAL_MESSAGE,
  RESEND_VERIFICATION_NEUTRAL_MESSAGE,
  SESSION_COOKIE,
  type User,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  createUnverifiedUser,
  createVerifiedUser,
  startSmtpCatcher,
  startTestApp,
  testDatabases,
  tokenFrom,
  type SmtpCatcher,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const PASSWORD = 'Secret12';

afterAll(closeTestTemplates);

describe.each(testDatabases())('accounts and sessions on $name', ({ create }) => {
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
  // Every request here comes from 127.0.0.1; the limits have their own suite.
  beforeEach(async () => {
    await database.db.query('DELETE FROM rate_limit_hits');
  });

  const verifyLinkPrefix = () => `${app.url}/verify-email?token=`;
  const resetLinkPrefix = () => `${app.url}/reset-password?token=`;

  it('registers, mails a verification link, verifies and opens a session', async () => {
    const client = app.client();
    const registered = await client.post<{ user: User }>('/api/auth/register', {
      email: '  Anna.Smirnova@Example.COM ',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user).toEqual({
      id: expect.any(Number),
      email: 'anna.smirnova@example.com',
      displayName: null,
      role: 'user',
      status: 'confirmed',
    });
    // No session yet; only the registering browser's mark (docs/operations.md#security, verification-browser.test.ts).
    expect(registered.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);
    const [stored] = await database.db.query<{ city: string; email_verified_at: Date | null }>(
      'SELECT city, email_verified_at FROM users WHERE id = $1',
      [registered.body.user.id],
    );
    expect(stored).toEqual({ city: 'Москва', email_verified_at: null });
    expect((await client.get('/api/auth/me')).status).toBe(401);

    const mail = await smtp.nextMailTo('anna.smirnova@example.com');
    expect(mail.subject).toContain('Подтвердите email');
    expect(mail.text).toContain('24 часа');
    const token = tokenFrom(mail, verifyLinkPrefix());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const verified = await client.post<{ user: User }>('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toEqual(registered.body.user);
    const cookie = verified.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);

    const me = await client.get<User>('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(registered.body.user);

    // Only hashes are stored.
    const sessionToken = client.cookies.get(SESSION_COOKIE)!;
    const sessions = await database.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [
      registered.body.user.id,
    ]);
    expect(sessions.map((s) => s.token_hash)).toEqual([sha256(sessionToken)]);
    const tokens = await database.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_tokens');
    expect(tokens.map((t) => t.token_hash)).toContain(sha256(token));
    expect(tokens.map((t) => t.token_hash)).not.toContain(token);

    const reused = await app.client().post<{ error: string }>('/api/auth/verify-email', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe(AUTH_MESSAGES.invalidVerificationToken);
    expect(reused.body.error).toContain('токен');
  });

  it('refuses a second account with the same e-mail (409)', async () => {
    await createVerifiedUser(database.db, { email: 'taken@example.com', password: PASSWORD });
    const response = await app.client().post('/api/auth/register', {
      email: 'TAKEN@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Пользователь с таким email уже зарегистрирован' });
  });

  it('validates the registration with the spec messages', async () => {
    const client = app.client();
    const weak = await client.post('/api/auth/register', { email: 'weak@example.com', password: 'secret', confirmPassword: 'secret' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ error: 'Пароль не соответствует требованиям безопасности' });

    const mismatch = await client.post('/api/auth/register', {
      email: 'weak@example.com',
      password: PASSWORD,
      confirmPassword: `${PASSWORD}x`,
    });
    expect(mismatch.body).toEqual({ error: 'Пароли не совпадают' });

    const badEmail = await client.post('/api/auth/register', { email: 'not-an-email', password: PASSWORD, confirmPassword: PASSWORD });
    expect(badEmail.body).toEqual({ error: 'Введите корректный email' });

    const missing = await client.post('/api/auth/register', { password: PASSWORD, confirmPassword: PASSWORD });
    expect(missing.body).toEqual({ error: 'Введите email' });

    const notAnObject = await client.post('/api/auth/register', ['x']);
    expect(notAnObject.status).toBe(400);
    expect((notAnObject.body as { error: string }).error).toMatch(/JSON-объектом/);

    const stored = await database.db.query('SELECT 1 FROM users WHERE email = $1', ['weak@example.com']);
    expect(stored).toHaveLength(0);
  });

  it('logs in only verified accounts, with one answer for a wrong password and an unknown e-mail', async () => {
    await createUnverifiedUser(database.db, { email: 'pending@example.com', password: PASSWORD });
    const user = await createVerifiedUser(database.db, { email: 'boris@example.com', password: PASSWORD, displayName: 'Борис' });
    const client = app.client();

    const unverified = await client.post('/api/auth/login', { email: 'pending@example.com', password: PASSWORD });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toEqual({ error: 'Email не подтверждён. Проверьте почту или запросите письмо повторно.' });

    const wrongPassword = await client.post('/api/auth/login', { email: 'boris@example.com', password: 'Wrong123' });
    const unknown = await client.post('/api/auth/login', { email: 'nobody@example.com', password: PASSWORD });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual({ error: 'Неверный email или пароль' });
    expect(unknown.body).toEqual(wrongPassword.body);

    const first = await client.post<{ user: User }>('/api/auth/login', { email: ' Boris@Example.com', password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.user).toEqual(user);
    const firstToken = client.cookies.get(SESSION_COOKIE);
    await client.post('/api/auth/login', { email: 'boris@example.com', password: PASSWORD });
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(firstToken);

    const [row] = await database.db.query<{ last_login_at: Date | null }>('SELECT last_login_at FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(row?.last_login_at).toBeInstanceOf(Date);
  });

  it('lets blocked and suspended accounts sign in and read their own account', async () => {
    for (const status of ['blocked', 'suspended'] as const) {
      const user = await createVerifiedUser(database.db, { email: `${status}@example.com`, password: PASSWORD, status });
      const client = app.client();
      const login = await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
      expect(login.status).toBe(200);
      expect((await client.get('/api/auth/me')).body).toMatchObject({ status });
    }
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    await createVerifiedUser(database.db, { email: 'leaving@example.com', password: PASSWORD });
    const client = app.client();
    await client.post('/api/auth/login', { email: 'leaving@example.com', password: PASSWORD });
    const token = client.cookies.get(SESSION_COOKIE)!;

    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });
    expect(logout.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`));
    expect(await database.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [sha256(token)])).toHaveLength(0);

    // The old cookie, replayed, no longer opens anything.
    const replay = app.client();
    replay.cookies.set(SESSION_COOKIE, token);
    const me = await replay.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ error: 'Требуется авторизация' });

    expect((await app.client().post('/api/auth/logout')).status).toBe(200);
  });

  it('forgot → mail → reset: old password and other sessions stop working, the token is single use', async () => {
    const email = 'vera@example.com';
    await createVerifiedUser(database.db, { email, password: PASSWORD });
    const laptop = app.client();
    const phone = app.client();
    await laptop.post('/api/auth/login', { email, password: PASSWORD });
    await phone.post('/api/auth/login', { email, password: PASSWORD });

    const forgot = await app.client().post('/api/auth/forgot-password', { email: 'Vera@example.com' });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ message: FORGOT_PASSWORD_NEUTRAL_MESSAGE });
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toContain('Сброс пароля');
    const token = tokenFrom(mail, resetLinkPrefix());

    const weak = await app.client().post('/api/auth/reset-password', { token, newPassword: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ error: 'Пароль не соответствует требованиям безопасности' });

    const reset = await app.client().post('/api/auth/reset-password', { token, newPassword: 'Fresh345' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Пароль успешно изменён' });

    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { email, password: 'Fresh345' })).status).toBe(200);

    const reused = await app.client().post<{ error: string }>('/api/auth/reset-password', { token, newPassword: 'Other678' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('Ссылка для сброса пароля недействительна или устарела: токен не найден');
    expect(reused.body.error).toContain('токен');
  });

  it('answers forgot-password the same for an unknown e-mail and sends nothing', async () => {
    const before = smtp.messages.length;
    const response = await app.client().post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: FORGOT_PASSWORD_NEUTRAL_MESSAGE });
    await app.jobs.settled();
    expect(smtp.messages.length).toBe(before);
  });

  it('refuses expired verification and reset tokens', async () => {
    const email = 'late@example.com';
    await app.client().post('/api/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD });
    const verifyToken = tokenFrom(await smtp.nextMailTo(email), verifyLinkPrefix());
    await app.client().post('/api/auth/forgot-password', { email });
    const resetToken = tokenFrom(await smtp.nextMailTo(email), resetLinkPrefix());
    await database.db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second'`);

    const verify = await app.client().post<{ error: string }>('/api/auth/verify-email', { token: verifyToken });
    expect(verify.status).toBe(400);
    expect(verify.body.error).toContain('токен');
    const reset = await app.client().post<{ error: string }>('/api/auth/reset-password', { token: resetToken, newPassword: 'Fresh345' });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toContain('токен');
    expect((await app.client().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(403);
  });

  it('refuses a malformed token with the token message', async () => {
    const response = await app.client().post<{ error: string }>('/api/auth/verify-email', { token: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('токен');
  });

  it('resend-verification mails a new link, retires the old one, and answers neutrally otherwise', async () => {
    const email = 'again@example.com';
    const registeringBrowser = app.client();
    await registeringBrowser.post('/api/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD });
    const firstToken = tokenFrom(await smtp.nextMailTo(email), verifyLinkPrefix());

    const resend = await app.client().post('/api/auth/resend-verification', { email });
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ message: RESEND_VERIFICATION_NEUTRAL_MESSAGE });
    const secondToken = tokenFrom(await smtp.nextMailTo(email), verifyLinkPrefix());
    expect(secondToken).not.toBe(firstToken);

    expect((await app.client().post('/api/auth/verify-email', { token: firstToken })).status).toBe(400);
    // The resent link stays bound to the browser that registered (docs/operations.md#security).
    expect((await registeringBrowser.post('/api/auth/verify-email', { token: secondToken })).status).toBe(200);

    const before = smtp.messages.length;
    const verifiedAccount = await app.client().post('/api/auth/resend-verification', { email: 'boris@example.com' });
    const unknown = await app.client().post('/api/auth/resend-verification', { email: 'nobody-at-all@example.com' });
    expect(verifiedAccount.body).toEqual(resend.body);
    expect(unknown.body).toEqual(resend.body);
    await app.jobs.settled();
    expect(smtp.messages.length).toBe(before);
  });

  it('a password reset also verifies the e-mail', async () => {
    const email = 'forgetful@example.com';
    await createUnverifiedUser(database.db, { email, password: PASSWORD });
    await app.client().post('/api/auth/forgot-password', { email });
    const token = tokenFrom(await smtp.nextMailTo(email), resetLinkPrefix());
    expect((await app.client().post('/api/auth/reset-password', { token, newPassword: 'Fresh345' })).status).toBe(200);
    expect((await app.client().post('/api/auth/login', { email, password: 'Fresh345' })).status).toBe(200);
  });

  it('slides the session at most once an hour and ends it when it expires', async () => {
    await createVerifiedUser(database.db, { email: 'slider@example.com', password: PASSWORD });
    const client = app.client();
    await client.post('/api/auth/login', { email: 'slider@example.com', password: PASSWORD });
    const hash = sha256(client.cookies.get(SESSION_COOKIE)!);

    const fresh = await client.get('/api/auth/me');
    expect(fresh.headers.getSetCookie()).toEqual([]);

    await database.db.query(
      `UPDATE sessions SET extended_at = now() - interval '2 hours', expires_at = now() + interval '1 day' WHERE token_hash = $1`,
      [hash],
    );
    const slid = await client.get('/api/auth/me');
    expect(slid.status).toBe(200);
    expect(slid.headers.getSetCookie().join()).toMatch(/Max-Age=2592000/);
    const [row] = await database.db.query<{ days_left: number }>(
      `SELECT extract(epoch FROM expires_at - now()) / 86400 AS days_left FROM sessions WHERE token_hash = $1`,
      [hash],
    );
    expect(Number(row?.days_left)).toBeGreaterThan(29.9);
    expect((await client.get('/api/auth/me')).headers.getSetCookie()).toEqual([]);

    await database.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hash]);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe.each(testDatabases())('cookies under https on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, config: { publicUrl: 'https://afisha.example.org' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    await createVerifiedUser(database.db, { email: 'secure@example.com', password: PASSWORD });
    const login = await app.client().post('/api/auth/login', { email: 'secure@example.com', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().join()).toMatch(/; Secure/);
  });
});
