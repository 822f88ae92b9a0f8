import {
  MANAGEMENT_MESSAGES,
  userComplaintDecisionResponseSchema,
  userComplaintsResponseSchema,
  type UserComplaintsResponse,
  type UserComplaint,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  decideTestUserComplaint,
  insertUserComplaint,
  raceBehindLock,
  setCreatedAt,
  type SignedInUser,
  signIn,
  startTestApp,
  type TestApp,
  type TestDatabase,
  testDatabases,
} from '../src/testing';

afterAll(closeTestTemplates);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** docs/back-office.md#user-complaints: complaints about people, and acting on them. */
describe.each(testDatabases())('user complaints in the back office on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let moderator: SignedInUser;
  let secondModerator: SignedInUser;
  let reported: SignedInUser;
  let complainant: SignedInUser;
  let another: SignedInUser;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db });
    moderator = await signIn(app, database.db, { email: 'moder@example.com', password: 'Secret12', role: 'moderator', displayName: 'Мария' });
    secondModerator = await signIn(app, database.db, { email: 'moder2@example.com', password: 'Secret12', role: 'moderator' });
    reported = await signIn(app, database.db, { email: 'boris@example.com', password: 'Secret12', displayName: 'Борис' });
    complainant = await signIn(app, database.db, { email: 'vera@example.com', password: 'Secret12', displayName: 'Вера' });
    another = await signIn(app, database.db, { email: 'anna@example.com', password: 'Secret12', displayName: 'анна' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('TRUNCATE user_claims');
    await database.db.query(`UPDATE users SET status = 'confirmed'`);
  });

  const listComplaints = async (query = '') => {
    const response = await moderator.client.get<UserComplaintsResponse>(`/api/management/claims/users${query}`);
    expect(response.status, response.text).toBe(200);
    return userComplaintsResponseSchema.parse(response.body).data;
  };
  const decide = (complaintId: number, body: unknown, client = moderator.client) =>
    client.put<{ success: true; data: UserComplaint }>(`/api/management/claims/users/${complaintId}`, body);

  it('lists complaints with the person, their status, the reporter and the review, newest first', async () => {
    const older = await insertUserComplaint(database.db, { userId: reported.user.id, complainantId: complainant.user.id, reason: 'Грубит' });
    const newer = await insertUserComplaint(database.db, { userId: another.user.id, complainantId: complainant.user.id, reason: 'Спам' });
    const filedAt = minutesAgo(10);
    await setCreatedAt(database.db, 'user_claims', older, filedAt);
    await decideTestUserComplaint(database.db, older, { status: 'approved', reviewerId: moderator.user.id, comment: 'Предупреждён' });
    await database.db.query(`UPDATE users SET status = 'suspended' WHERE id = $1`, [reported.user.id]);

    const data = await listComplaints();
    expect(data.claims.map((claim) => claim.id)).toEqual([newer, older]);
    expect(data.claims[1]).toEqual({
      id: older,
      user_id: reported.user.id,
      user_name: 'Борис',
      user_email: 'boris@example.com',
      user_status: 'suspended',
      claimed_by_name: 'Вера',
      claim_reason: 'Грубит',
      status: 'approved',
      created_at: filedAt.toISOString(),
      reviewed_at: expect.stringMatching(/Z$/),
      reviewed_by_name: 'Мария',
      moderator_comment: 'Предупреждён',
    });
    expect(data).toMatchObject({ page: 1, limit: 25, total: 2, totalPages: 1, hasMore: false });
  });

  it('filters by status, sorts by whitelisted columns and pages', async () => {
    const aboutBoris = await insertUserComplaint(database.db, { userId: reported.user.id, complainantId: complainant.user.id });
    const aboutAnna = await insertUserComplaint(database.db, { userId: another.user.id, complainantId: complainant.user.id });
    await decideTestUserComplaint(database.db, aboutBoris, { status: 'rejected', reviewerId: moderator.user.id });

    expect((await listComplaints('?status=pending')).claims.map((claim) => claim.id)).toEqual([aboutAnna]);
    expect((await listComplaints('?sortBy=user_name&sortOrder=asc')).claims.map((claim) => claim.user_name)).toEqual(['анна', 'Борис']);
    expect((await listComplaints('?sortBy=reviewed_at&sortOrder=desc')).claims.map((claim) => claim.id)).toEqual([aboutBoris, aboutAnna]);
    const second = await listComplaints('?limit=1&page=2&sortBy=user_name&sortOrder=asc');
    expect(second).toMatchObject({ total: 2, totalPages: 2, hasMore: false });
    expect(second.claims.map((claim) => claim.user_name)).toEqual(['Борис']);

    const bad = await moderator.client.get<{ error: string }>('/api/management/claims/users?sortBy=event_title');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Параметр sortBy принимает значения: created_at, reviewed_at, status, user_name');
  });

  it('decides once, recording the reviewer, time and comment; a second decision is 409, a missing one 404', async () => {
    const complaintId = await insertUserComplaint(database.db, { userId: reported.user.id, complainantId: complainant.user.id });
    const response = await decide(complaintId, { status: 'approved', moderator_comment: 'Оскорбления подтверждены' });
    expect(response.status, response.text).toBe(200);
    expect(userComplaintDecisionResponseSchema.parse(response.body).data).toMatchObject({
      id: complaintId,
      status: 'approved',
      reviewed_by_name: 'Мария',
      moderator_comment: 'Оскорбления подтверждены',
      reviewed_at: expect.stringMatching(/Z$/),
    });
    const [stored] = await database.db.query('SELECT moderator_id, status FROM user_claims WHERE id = $1', [complaintId]);
    expect(stored).toEqual({ moderator_id: moderator.user.id, status: 'approved' });
    // Deciding a complaint changes only the complaint.
    expect((await reported.client.get('/api/auth/me')).status).toBe(200);

    const again = await decide(complaintId, { status: 'rejected' }, secondModerator.client);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: MANAGEMENT_MESSAGES.complaintAlreadyDecided });
    const missing = await decide(complaintId + 1000, { status: 'rejected' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: MANAGEMENT_MESSAGES.complaintNotFound });
    expect((await decide(complaintId, { status: 'blocked' })).status).toBe(400);
  });

  it('lets exactly one of two moderators deciding at once win (200 and 409)', async () => {
    const complaintId = await insertUserComplaint(database.db, { userId: reported.user.id, complainantId: complainant.user.id });
    const answers = await Promise.all([
      decide(complaintId, { status: 'approved' }),
      decide(complaintId, { status: 'rejected' }, secondModerator.client),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('from a complaint, a moderator suspends the person, who is refused actions from the next request on, then unblocks', async () => {
    const complaintId = await insertUserComplaint(database.db, { userId: reported.user.id, complainantId: complainant.user.id });
    expect((await decide(complaintId, { status: 'approved' })).status).toBe(200);

    const suspend = await moderator.client.put(`/api/management/users/${reported.user.id}`, { status: 'suspended' });
    expect(suspend.status, suspend.text).toBe(200);
    expect((await listComplaints()).claims[0]).toMatchObject({ user_status: 'suspended' });
    // The same session: reads still work, actions are refused (docs/back-office.md#user-complaints).
    expect((await reported.client.get('/api/auth/me')).status).toBe(200);
    expect((await reported.client.post(`/api/users/${another.user.id}/claim`, { reason: 'Ответная жалоба' })).status).toBe(403);

    const block = await moderator.client.put(`/api/management/users/${reported.user.id}`, { status: 'blocked' });
    expect(block.status).toBe(200);
    expect((await reported.client.get('/api/events')).status).toBe(403);

    const unblock = await moderator.client.put(`/api/management/users/${reported.user.id}`, { status: 'active' });
    expect(unblock.status).toBe(200);
    expect(unblock.body).toMatchObject({ success: true, data: { id: reported.user.id, status: 'confirmed' } });
    expect((await reported.client.get('/api/events')).status).toBe(200);
  });
});

/** PostgreSQL: both decisions are held behind a lock on the complaint until both have been sent. */
describe.each(testDatabases().filter((kind) => kind.name === 'postgres'))('racing decisions on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('two moderators deciding one complaint in overlapping requests: 200 and 409', async () => {
    const first = await signIn(app, database.db, { email: 'first@example.com', password: 'Secret12', role: 'moderator' });
    const second = await signIn(app, database.db, { email: 'second@example.com', password: 'Secret12', role: 'moderator' });
    const reported = await signIn(app, database.db, { email: 'boris@example.com', password: 'Secret12' });
    // Filed by someone else: nobody decides their own complaint (docs/operations.md#http-caching-and-compression, management-own-complaints.test.ts).
    const complainant = await signIn(app, database.db, { email: 'vera@example.com', password: 'Secret12' });
    const complaintId = await insertUserComplaint(database.db, { userId: reported.user.id, complainantId: complainant.user.id });
    const answers = await raceBehindLock(database, 'SELECT id FROM user_claims WHERE id = $1 FOR UPDATE', [complaintId], [
      () => first.client.put(`/api/management/claims/users/${complaintId}`, { status: 'approved' }),
      () => second.client.put(`/api/management/claims/users/${complaintId}`, { status: 'rejected' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
