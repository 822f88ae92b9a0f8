import {
  ACCOUNT_STATUS_MESSAGES,
  COMPLAINT_MESSAGES,
  PROFILE_MESSAGES,
  RATE_LIMIT_RULES,
  USER_COMPLAINT_MESSAGES,
  userComplaintResponseSchema,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  createUnverifiedUser,
  exhaustRateLimit,
  insertUserComplaint,
  signIn,
  startTestApp,
  testDatabases,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

/** docs/people.md#reporting-a-person: reporting a person from their public profile. */
describe.each(testDatabases())('complaints about users on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let complainant: SignedInUser;
  let reported: SignedInUser;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db });
    complainant = await signIn(app, database.db, { email: 'anna@example.com', password: 'Secret12' });
    reported = await signIn(app, database.db, { email: 'boris@example.com', password: 'Secret12' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('TRUNCATE user_claims, rate_limit_hits');
  });
  let made = 0;
  /** A fresh address for an account a single test needs. */
  const newEmail = (name: string) => `${name}-${++made}@example.com`;

  const complaintCount = async () =>
    (await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM user_claims'))[0]?.count;
  const complaintsUsed = async (userId: number) =>
    (
      await database.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM rate_limit_hits WHERE action = $1 AND key = $2',
        [RATE_LIMIT_RULES.claims.action, String(userId)],
      )
    )[0]?.count;

  it('files a pending complaint with the trimmed reason (201) and counts one attempt', async () => {
    const response = await complainant.client.post(`/api/users/${reported.user.id}/claim`, { reason: '  Спам в описаниях  ' });
    expect(response.status).toBe(201);
    expect(userComplaintResponseSchema.parse(response.body)).toEqual({
      id: expect.any(Number),
      userId: reported.user.id,
      reason: 'Спам в описаниях',
      status: 'pending',
      createdAt: expect.stringMatching(/Z$/),
    });
    const rows = await database.db.query('SELECT user_id, reporter_id, reason, status, moderator_id, reviewed_at FROM user_claims');
    expect(rows).toEqual([
      {
        user_id: reported.user.id,
        reporter_id: complainant.user.id,
        reason: 'Спам в описаниях',
        status: 'pending',
        moderator_id: null,
        reviewed_at: null,
      },
    ]);
    expect(await complaintsUsed(complainant.user.id)).toBe(1);
  });

  it('refuses a complaint about oneself (403)', async () => {
    const response = await complainant.client.post(`/api/users/${complainant.user.id}/claim`, { reason: 'Проверка' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: USER_COMPLAINT_MESSAGES.ownProfile });
    expect(await complaintCount()).toBe(0);
  });

  it('answers 404 for a missing, malformed or unverified account', async () => {
    const unverified = await createUnverifiedUser(database.db, { email: newEmail('pending'), password: 'Secret12' });
    for (const id of ['999999', 'abc', String(unverified.id)]) {
      const response = await complainant.client.post(`/api/users/${id}/claim`, { reason: 'Кто это?' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: PROFILE_MESSAGES.userNotFound });
    }
    expect(await complaintCount()).toBe(0);
  });

  it('refuses a second pending complaint by the same reporter (409) without counting it', async () => {
    expect((await complainant.client.post(`/api/users/${reported.user.id}/claim`, { reason: 'Первая' })).status).toBe(201);
    const second = await complainant.client.post(`/api/users/${reported.user.id}/claim`, { reason: 'Вторая' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: USER_COMPLAINT_MESSAGES.alreadyPending });
    expect(await complaintsUsed(complainant.user.id)).toBe(1);
  });

  it('accepts a new complaint once the earlier one was decided, and one from another reporter', async () => {
    await insertUserComplaint(database.db, { userId: reported.user.id, complainantId: complainant.user.id, status: 'rejected' });
    expect((await complainant.client.post(`/api/users/${reported.user.id}/claim`, { reason: 'Снова' })).status).toBe(201);
    const third = await signIn(app, database.db, { email: newEmail('vera'), password: 'Secret12' });
    expect((await third.client.post(`/api/users/${reported.user.id}/claim`, { reason: 'И я' })).status).toBe(201);
    expect(await complaintCount()).toBe(3);
  });

  it('lets one of two simultaneous identical complaints through (201 and 409)', async () => {
    const answers = await Promise.all([
      complainant.client.post(`/api/users/${reported.user.id}/claim`, { reason: 'Раз' }),
      complainant.client.post(`/api/users/${reported.user.id}/claim`, { reason: 'Раз' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await complaintCount()).toBe(1);
  });

  it.each([
    [{}, COMPLAINT_MESSAGES.reasonRequired],
    [{ reason: '   ' }, COMPLAINT_MESSAGES.reasonRequired],
    [{ reason: 'ж'.repeat(501) }, COMPLAINT_MESSAGES.reasonTooLong],
  ])('validates the reason: %j', async (body, message) => {
    const response = await complainant.client.post(`/api/users/${reported.user.id}/claim`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
    expect(await complaintCount()).toBe(0);
  });

  it('accepts a reason of exactly 500 characters', async () => {
    expect((await complainant.client.post(`/api/users/${reported.user.id}/claim`, { reason: 'ж'.repeat(500) })).status).toBe(201);
  });

  it('shares the claims limit with event complaints: 429 with the rate-limit shape once it is used up', async () => {
    await exhaustRateLimit(database.db, 'claims', String(complainant.user.id));
    const response = await complainant.client.post(`/api/users/${reported.user.id}/claim`, { reason: 'Ещё одна' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(response.body).toMatchObject({
      error: 'Rate limit exceeded',
      rateLimitType: 'other',
      maxAttempts: RATE_LIMIT_RULES.claims.max,
      attemptsUsed: RATE_LIMIT_RULES.claims.max,
    });
    expect(await complaintCount()).toBe(0);
  });

  it('needs a session (401) and a confirmed account (403)', async () => {
    expect((await app.client().post(`/api/users/${reported.user.id}/claim`, { reason: 'Анонимно' })).status).toBe(401);
    const paused = await signIn(app, database.db, { email: newEmail('paused'), password: 'Secret12', status: 'suspended' });
    const refused = await paused.client.post(`/api/users/${reported.user.id}/claim`, { reason: 'Нельзя' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: ACCOUNT_STATUS_MESSAGES.suspended });
    expect(await complaintCount()).toBe(0);
  });
});
