import {
  MANAGEMENT_MESSAGES,
  managementUserResponseSchema,
  managementUsersResponseSchema,
  PROFILE_MESSAGES,
  type ManagementUsersResponse,
  type Role,
  type UserStatus,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeUser } from '../src/services/management/user-changes';
import { findAccountById } from '../src/services/users';
import {
  addParticipants,
  closeTestTemplates,
  createVerifiedUser,
  insertTestEvent,
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

const PASSWORD = 'Secret12';
const NEXT_WEEK = new Date(Date.now() + 7 * 24 * 3600_000);

/** docs/back-office.md#users 'Управление пользователями', docs/back-office.md#users; docs/back-office.md#users: who may change whom. */
describe.each(testDatabases())('users in the back office on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let admin: SignedInUser;
  let moderator: SignedInUser;
  let made = 0;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('TRUNCATE users, sessions, events, event_participants RESTART IDENTITY CASCADE');
    admin = await signIn(app, database.db, {
      email: 'admin@example.com',
      password: PASSWORD,
      role: 'admin',
      displayName: 'Анна Админова',
    });
    moderator = await signIn(app, database.db, { email: 'moder@example.com', password: PASSWORD, role: 'moderator', displayName: 'Мария' });
  });

  const person = (input: { name?: string; role?: Role; status?: UserStatus; email?: string } = {}) =>
    createVerifiedUser(database.db, {
      email: input.email ?? `person-${++made}@example.com`,
      password: PASSWORD,
      displayName: input.name ?? null,
      role: input.role,
      status: input.status,
    });
  const listUsers = async (query = '') => {
    const response = await admin.client.get<ManagementUsersResponse>(`/api/management/users${query}`);
    expect(response.status, response.text).toBe(200);
    return managementUsersResponseSchema.parse(response.body).data;
  };
  const emails = async (query = '') => (await listUsers(query)).users.map((user) => user.email);
  const storedUser = async (id: number) =>
    (await database.db.query<{ role: string; status: string }>('SELECT role, status FROM users WHERE id = $1', [id]))[0];

  describe('GET /api/management/users', () => {
    it('answers each account with its counts and last login, newest first, with the pagination object', async () => {
      const organizer = await person({ name: 'Олег', email: 'oleg@example.com' });
      const visitor = await person({ email: 'vera@example.com' });
      const kept = await insertTestEvent(database.db, { organizerId: organizer.id, startsAt: NEXT_WEEK });
      const deleted = await insertTestEvent(database.db, { organizerId: organizer.id, startsAt: NEXT_WEEK });
      await database.db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [deleted]);
      await addParticipants(database.db, kept, [visitor.id]);
      await addParticipants(database.db, deleted, [visitor.id]);
      const loginAt = new Date(Date.now() - 3600_000);
      await database.db.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [organizer.id, loginAt]);

      const data = await listUsers();
      expect(data.pagination).toEqual({ page: 1, limit: 25, total: 4, totalPages: 1, hasMore: false });
      expect(data.users.map((user) => user.email)).toEqual(['vera@example.com', 'oleg@example.com', 'moder@example.com', 'admin@example.com']);
      expect(data.users[1]).toEqual({
        id: organizer.id,
        name: 'Олег',
        email: 'oleg@example.com',
        role: 'user',
        status: 'confirmed',
        events_created: 1,
        events_participated: 0,
        createdAt: expect.stringMatching(/Z$/),
        last_login: loginAt.toISOString(),
      });
      expect(data.users[0]).toMatchObject({ name: null, events_created: 0, events_participated: 1, last_login: null });
    });

    it('searches name or e-mail case-insensitively, taking % and _ literally', async () => {
      await person({ name: 'Борис Бритва', email: 'boris@example.com' });
      await person({ name: 'Скидка 100%', email: 'sale@example.com' });
      await person({ name: 'Иван', email: 'ivan_petrov@example.com' });
      await person({ name: 'Ивана', email: 'ivanxpetrov@example.com' });

      expect(await emails('?search=БОРИС')).toEqual(['boris@example.com']);
      expect(await emails('?search=SALE%40')).toEqual(['sale@example.com']);
      expect(await emails(`?search=${encodeURIComponent('100%')}`)).toEqual(['sale@example.com']);
      expect(await emails(`?search=${encodeURIComponent('%')}`)).toEqual(['sale@example.com']);
      expect(await emails('?search=ivan_')).toEqual(['ivan_petrov@example.com']);
      expect(await emails('?search=%20%20')).toHaveLength(6);
      expect((await listUsers('?search=zzz')).pagination).toMatchObject({ total: 0, totalPages: 0 });
    });

    it('filters by role and status (active = confirmed)', async () => {
      await person({ email: 'calm@example.com' });
      await person({ email: 'paused@example.com', status: 'suspended' });
      await person({ email: 'banned@example.com', status: 'blocked' });
      expect(await emails('?status=suspended')).toEqual(['paused@example.com']);
      expect(await emails('?status=blocked')).toEqual(['banned@example.com']);
      expect(await emails('?status=active&role=user')).toEqual(['calm@example.com']);
      expect(await emails('?role=moderator')).toEqual(['moder@example.com']);
      const bad = await admin.client.get<{ error: string }>('/api/management/users?role=owner');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Роль: user, moderator или admin');
    });

    it('sorts by whitelisted columns and pages', async () => {
      const busy = await person({ email: 'busy@example.com' });
      for (let n = 0; n < 2; n++) await insertTestEvent(database.db, { organizerId: busy.id, startsAt: NEXT_WEEK });
      const early = await person({ email: 'early@example.com' });
      await setCreatedAt(database.db, 'users', early.id, new Date('2025-01-01T00:00:00Z'));

      expect((await emails('?sortBy=events_created&sortOrder=desc'))[0]).toBe('busy@example.com');
      expect((await emails('?sortBy=created_at&sortOrder=asc'))[0]).toBe('early@example.com');
      expect(await emails('?sortBy=email&sortOrder=asc&limit=2&page=2')).toEqual(['early@example.com', 'moder@example.com']);
      const page = await listUsers('?sortBy=email&sortOrder=asc&limit=3&page=1');
      expect(page.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2, hasMore: true });

      const bad = await admin.client.get<{ error: string }>('/api/management/users?sortBy=password_hash');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/^Параметр sortBy принимает значения: created_at, id, name/);
    });
  });

  describe('changing a role or status', () => {
    it('lets an admin set any role and status, answering the row as it now is', async () => {
      const target = await person({ name: 'Вера' });
      const role = await admin.client.put(`/api/management/users/${target.id}/role`, { role: 'moderator' });
      expect(role.status, role.text).toBe(200);
      expect(managementUserResponseSchema.parse(role.body).data).toMatchObject({ id: target.id, role: 'moderator', status: 'confirmed' });
      const status = await admin.client.put(`/api/management/users/${target.id}/status`, { status: 'blocked' });
      expect(status.status).toBe(200);
      expect(await storedUser(target.id)).toEqual({ role: 'moderator', status: 'blocked' });
      const both = await admin.client.put(`/api/management/users/${target.id}`, { role: 'admin', status: 'active' });
      expect(both.status).toBe(200);
      expect(await storedUser(target.id)).toEqual({ role: 'admin', status: 'confirmed' });
    });

    it('lets a moderator change only plain users’ statuses, never a role', async () => {
      const user = await person();
      const colleague = await person({ role: 'moderator' });
      const boss = await person({ role: 'admin' });

      expect((await moderator.client.put(`/api/management/users/${user.id}`, { status: 'suspended' })).status).toBe(200);
      expect(await storedUser(user.id)).toEqual({ role: 'user', status: 'suspended' });

      for (const target of [colleague, boss]) {
        const refused = await moderator.client.put(`/api/management/users/${target.id}`, { status: 'blocked' });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ error: MANAGEMENT_MESSAGES.moderatorActsOnUsersOnly });
        expect((await storedUser(target.id))!.status).toBe('confirmed');
      }
      const promote = await moderator.client.put(`/api/management/users/${user.id}`, { role: 'moderator' });
      expect(promote.status).toBe(403);
      expect(promote.body).toEqual({ error: MANAGEMENT_MESSAGES.adminOnly });
      expect((await storedUser(user.id))!.role).toBe('user');
    });

    it('refuses anyone changing their own role or status (403)', async () => {
      for (const [actor, path, body] of [
        [admin, `/api/management/users/${admin.user.id}/role`, { role: 'user' }],
        [admin, `/api/management/users/${admin.user.id}/status`, { status: 'blocked' }],
        [admin, `/api/management/users/${admin.user.id}`, { status: 'active' }],
        [moderator, `/api/management/users/${moderator.user.id}`, { status: 'suspended' }],
      ] as const) {
        const response = await actor.client.put(path, body);
        expect(response.status, path).toBe(403);
        expect(response.body).toEqual({ error: MANAGEMENT_MESSAGES.ownAccount });
      }
      expect(await storedUser(admin.user.id)).toEqual({ role: 'admin', status: 'confirmed' });
    });

    it('validates the body (400) and answers 404 for a missing account', async () => {
      const user = await person();
      const empty = await admin.client.put(`/api/management/users/${user.id}`, {});
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ error: MANAGEMENT_MESSAGES.nothingToUpdate });
      const badStatus = await admin.client.put(`/api/management/users/${user.id}/status`, { status: 'deleted' });
      expect(badStatus.status).toBe(400);
      expect(badStatus.body).toEqual({ error: 'Статус: active, suspended или blocked' });
      for (const id of ['999999', 'abc']) {
        const missing = await admin.client.put(`/api/management/users/${id}/status`, { status: 'blocked' });
        expect(missing.status, id).toBe(404);
        expect(missing.body).toEqual({ error: PROFILE_MESSAGES.userNotFound });
      }
    });

    it('a blocked or suspended account is refused from its next request, without losing its session', async () => {
      const target = await signIn(app, database.db, { email: 'target@example.com', password: PASSWORD });
      expect((await admin.client.put(`/api/management/users/${target.user.id}/status`, { status: 'blocked' })).status).toBe(200);
      expect((await target.client.get('/api/events')).status).toBe(403);
      expect((await target.client.get('/api/auth/me')).status).toBe(200);
      expect((await admin.client.put(`/api/management/users/${target.user.id}/status`, { status: 'active' })).status).toBe(200);
      expect((await target.client.get('/api/events')).status).toBe(200);
    });

    it('demoting, suspending or blocking staff takes effect on their next back-office call', async () => {
      expect((await admin.client.put(`/api/management/users/${moderator.user.id}/status`, { status: 'suspended' })).status).toBe(200);
      expect((await moderator.client.get('/api/management/statistics/overview')).status).toBe(403);
      expect((await admin.client.put(`/api/management/users/${moderator.user.id}`, { status: 'active', role: 'user' })).status).toBe(200);
      const demoted = await moderator.client.get('/api/management/statistics/overview');
      expect(demoted.status).toBe(403);
      expect(demoted.body).toEqual({ error: MANAGEMENT_MESSAGES.staffOnly });
    });

    it('never leaves the platform without a confirmed admin (409), even for an admin acting on stale rights', async () => {
      const other = await person({ role: 'admin' });
      // `other` signed in as an admin a moment ago and was demoted since; their request arrives now.
      const staleOther = (await findAccountById(database.db, other.id))!;
      await database.db.query(`UPDATE users SET role = 'user' WHERE id = $1`, [other.id]);
      for (const change of [{ role: 'moderator' as const }, { status: 'suspended' as const }, { status: 'blocked' as const }]) {
        await expect(changeUser(database.db, staleOther, admin.user.id, change)).rejects.toMatchObject({
          status: 409,
          message: MANAGEMENT_MESSAGES.lastAdmin,
        });
      }
      expect(await storedUser(admin.user.id)).toEqual({ role: 'admin', status: 'confirmed' });
      // Changes that keep the admin a confirmed admin are not refused.
      await expect(changeUser(database.db, staleOther, admin.user.id, { status: 'confirmed' })).resolves.toMatchObject({ role: 'admin' });
    });

    it('two admins demoting each other at once: one wins, one admin is left', async () => {
      const other = await signIn(app, database.db, { email: 'admin2@example.com', password: PASSWORD, role: 'admin' });
      const answers = await Promise.all([
        admin.client.put(`/api/management/users/${other.user.id}/role`, { role: 'user' }),
        other.client.put(`/api/management/users/${admin.user.id}/role`, { role: 'user' }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused: 409 when its rights were read before the winner committed, 403 after.
      expect([403, 409]).toContain(statuses[1]);
      const [admins] = await database.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM users WHERE role = 'admin' AND status = 'confirmed'`,
      );
      expect(admins!.count).toBe(1);
    });
  });
});

/** PostgreSQL: the requests are held behind a row lock until both are inside their transaction. */
describe.each(testDatabases().filter((kind) => kind.name === 'postgres'))('racing admin changes on $name', ({ create }) => {
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

  it('two admins demoting each other in overlapping transactions: 200 and 409 lastAdmin', async () => {
    const first = await signIn(app, database.db, { email: 'first@example.com', password: PASSWORD, role: 'admin' });
    const second = await signIn(app, database.db, { email: 'second@example.com', password: PASSWORD, role: 'admin' });
    const lockBoth = 'SELECT id FROM users WHERE id = ANY($1::bigint[]) FOR UPDATE';
    const answers = await raceBehindLock(database, lockBoth, [[first.user.id, second.user.id]], [
      () => first.client.put(`/api/management/users/${second.user.id}/status`, { status: 'blocked' }),
      () => second.client.put(`/api/management/users/${first.user.id}/role`, { role: 'moderator' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ error: MANAGEMENT_MESSAGES.lastAdmin });
    const [admins] = await database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE role = 'admin' AND status = 'confirmed'`,
    );
    expect(admins!.count).toBe(1);
  });
});
