/**
 * docs/back-office.md#access: who may make each back-office call. Every management route ×
 * {signed out, plain user, moderator, admin, suspended moderator, blocked admin}, each call with
 * a body that would succeed, so the status proves the guard and not a validation error.
 */
import { ACCOUNT_STATUS_MESSAGES, AUTH_MESSAGES, MANAGEMENT_MESSAGES, SESSION_COOKIE, type Role, type UserStatus } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { MANAGEMENT_ROLES } from '../src/routes/management/access';
import { createSession } from '../src/services/sessions';
import {
  closeTestTemplates,
  createVerifiedUser,
  insertEventComplaint,
  insertOneFeedback,
  insertTestEvent,
  insertUserComplaint,
  startTestApp,
  type TestApp,
  type TestDatabase,
  testDatabases,
} from '../src/testing';

afterAll(closeTestTemplates);

const SUBJECTS = ['signedOut', 'user', 'moderator', 'admin', 'suspendedModerator', 'blockedAdmin'] as const;
type Subject = (typeof SUBJECTS)[number];
const ACCOUNTS: Record<Exclude<Subject, 'signedOut'>, { role: Role; status: UserStatus }> = {
  user: { role: 'user', status: 'confirmed' },
  moderator: { role: 'moderator', status: 'confirmed' },
  admin: { role: 'admin', status: 'confirmed' },
  suspendedModerator: { role: 'moderator', status: 'suspended' },
  blockedAdmin: { role: 'admin', status: 'blocked' },
};

type Expected = Record<Subject, number>;
const REFUSED = { signedOut: 401, user: 403, suspendedModerator: 403, blockedAdmin: 403 } as const;
const STAFF = (status: number): Expected => ({ ...REFUSED, moderator: status, admin: status });
const ADMIN = (status: number): Expected => ({ ...REFUSED, moderator: 403, admin: status });

interface World {
  db: Database;
  organizerId: number;
  complainantId: number;
}

interface RouteRow {
  prepare(world: World): Promise<{ path: string; json?: unknown }> | { path: string; json?: unknown };
  expected: Expected;
}

let targets = 0;
/** A fresh plain account to act on (a call must not depend on what the previous one changed). */
const plainUser = async ({ db }: World) =>
  (await createVerifiedUser(db, { email: `target-${++targets}@example.com`, password: 'Secret12' })).id;

const ROUTES: Record<string, RouteRow> = {
  'GET /api/management/statistics/overview': { prepare: () => ({ path: '/api/management/statistics/overview' }), expected: STAFF(200) },
  'GET /api/management/statistics/organizers': {
    prepare: () => ({ path: '/api/management/statistics/organizers?sortBy=events_count&page=1&limit=25' }),
    expected: STAFF(200),
  },
  'GET /api/management/statistics/participants': {
    prepare: () => ({ path: '/api/management/statistics/participants?sortBy=events_participated' }),
    expected: STAFF(200),
  },
  'GET /api/management/statistics/categories': { prepare: () => ({ path: '/api/management/statistics/categories' }), expected: STAFF(200) },
  'GET /api/management/statistics/moderators': { prepare: () => ({ path: '/api/management/statistics/moderators' }), expected: ADMIN(200) },
  'GET /api/management/claims/events': {
    prepare: () => ({ path: '/api/management/claims/events?page=1&limit=25&sortBy=created_at&sortOrder=desc&status=pending' }),
    expected: STAFF(200),
  },
  'PUT /api/management/claims/events/:id': {
    async prepare(world) {
      const eventId = await insertTestEvent(world.db, { organizerId: world.organizerId, startsAt: new Date(Date.now() + 86_400_000) });
      const complaintId = await insertEventComplaint(world.db, { eventId, complainantId: world.complainantId });
      return { path: `/api/management/claims/events/${complaintId}`, json: { status: 'approved', resolutionComment: 'Подтверждено' } };
    },
    expected: STAFF(200),
  },
  'GET /api/management/claims/users': { prepare: () => ({ path: '/api/management/claims/users?status=pending' }), expected: STAFF(200) },
  'PUT /api/management/claims/users/:id': {
    async prepare(world) {
      const complaintId = await insertUserComplaint(world.db, { userId: await plainUser(world), complainantId: world.complainantId });
      return { path: `/api/management/claims/users/${complaintId}`, json: { status: 'rejected', moderator_comment: null } };
    },
    expected: STAFF(200),
  },
  'GET /api/management/users': { prepare: () => ({ path: '/api/management/users?search=example&role=user&status=active' }), expected: ADMIN(200) },
  'PUT /api/management/users/:id': {
    prepare: async (world) => ({ path: `/api/management/users/${await plainUser(world)}`, json: { status: 'suspended' } }),
    expected: STAFF(200),
  },
  'PUT /api/management/users/:id/role': {
    prepare: async (world) => ({ path: `/api/management/users/${await plainUser(world)}/role`, json: { role: 'moderator' } }),
    expected: ADMIN(200),
  },
  'PUT /api/management/users/:id/status': {
    prepare: async (world) => ({ path: `/api/management/users/${await plainUser(world)}/status`, json: { status: 'blocked' } }),
    expected: ADMIN(200),
  },
  'GET /api/management/feedback': {
    prepare: () => ({ path: '/api/management/feedback?status=new&category=bug&search=карта&dateFrom=2030-01-01&dateTo=2030-12-31' }),
    expected: STAFF(200),
  },
  'GET /api/management/feedback/statistics': { prepare: () => ({ path: '/api/management/feedback/statistics' }), expected: STAFF(200) },
  'GET /api/management/moderation-sample': { prepare: () => ({ path: '/api/management/moderation-sample?size=5' }), expected: STAFF(200) },
  'PUT /api/management/moderation-sample/:id': {
    prepare: async (world) => {
      const eventId = await insertTestEvent(world.db, { organizerId: world.organizerId, startsAt: new Date(Date.now() + 86_400_000) });
      return { path: `/api/management/moderation-sample/${eventId}`, json: { category: 'drugs' } };
    },
    expected: STAFF(200),
  },
  'GET /api/management/feedback/:id': {
    prepare: async (world) => ({ path: `/api/management/feedback/${await insertOneFeedback(world.db, world.complainantId)}` }),
    expected: STAFF(200),
  },
  'PUT /api/management/feedback/:id': {
    prepare: async (world) => ({
      path: `/api/management/feedback/${await insertOneFeedback(world.db, world.complainantId)}`,
      json: { status: 'resolved', adminComment: 'Спасибо' },
    }),
    expected: STAFF(200),
  },
};

const ROWS = Object.entries(ROUTES).flatMap(([route, row]) => {
  const [method = '', template = ''] = route.split(' ');
  return SUBJECTS.map((subject) => ({ route, method, template, subject, row, expected: row.expected[subject] }));
});

/** The refusal each subject gets, when refused. */
function refusalOf(subject: Subject): string {
  switch (subject) {
    case 'signedOut':
      return AUTH_MESSAGES.authRequired;
    case 'user':
      return MANAGEMENT_MESSAGES.staffOnly;
    case 'moderator':
      return MANAGEMENT_MESSAGES.adminOnly;
    case 'suspendedModerator':
      return ACCOUNT_STATUS_MESSAGES.suspended;
    case 'blockedAdmin':
      return ACCOUNT_STATUS_MESSAGES.blocked;
    case 'admin':
      throw new Error('an admin is never refused here');
  }
}

describe.each(testDatabases())('who may call the back office on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let world: World;
  const accountOf: Partial<Record<Subject, number>> = {};

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db });
    for (const [subject, { role, status }] of Object.entries(ACCOUNTS)) {
      const email = `${subject.toLowerCase()}@example.com`;
      accountOf[subject as Subject] = (await createVerifiedUser(database.db, { email, password: 'Secret12', role, status })).id;
    }
    world = {
      db: database.db,
      organizerId: (await createVerifiedUser(database.db, { email: 'organizer@example.com', password: 'Secret12' })).id,
      complainantId: (await createVerifiedUser(database.db, { email: 'reporter@example.com', password: 'Secret12' })).id,
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const clientOf = async (subject: Subject) => {
    const client = app.client();
    const userId = accountOf[subject];
    if (userId !== undefined) client.cookies.set(SESSION_COOKIE, await createSession(database.db, userId));
    return client;
  };

  it('has a row for every management route the app registers, and none for a route it does not', () => {
    const registered = [
      ...new Set(
        app.app.routes
          .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/management'))
          .map((route) => `${route.method} ${route.path}`),
      ),
    ].sort();
    expect(registered).toEqual(Object.keys(ROUTES).sort());
  });

  it('names only real routes in its admin rows', () => {
    const registered = new Set(app.app.routes.map((route) => `${route.method} ${route.path}`));
    for (const rule of MANAGEMENT_ROLES.filter((candidate) => !candidate.path.endsWith('/*'))) {
      expect(registered.has(`${rule.method} ${rule.path}`), rule.path).toBe(true);
    }
  });

  it.each(ROWS)('$route as $subject → $expected', async ({ method, template, subject, row, expected }) => {
    const call = await row.prepare(world);
    expect(call.path).toMatch(new RegExp(`^${template.replace(/:[a-z]+/gi, '[^/?]+')}(\\?.*)?$`));
    const client = await clientOf(subject);
    const response = await client.request<{ success?: true; error?: string }>(method, call.path, { json: call.json });
    expect(response.status, response.text.slice(0, 300)).toBe(expected);
    if (expected === 200) expect(response.body.success).toBe(true);
    else expect(response.body).toEqual({ error: refusalOf(subject) });
  });

  it('guards paths it does not know too: 403 for a plain user, 404 for staff', async () => {
    const asUser = await (await clientOf('user')).get('/api/management/nothing-here');
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({ error: MANAGEMENT_MESSAGES.staffOnly });
    expect((await (await clientOf('moderator')).get('/api/management/nothing-here')).status).toBe(404);
  });

  it('refuses before validating: a moderator’s invalid users query is 403, not 400', async () => {
    const response = await (await clientOf('moderator')).get('/api/management/users?sortBy=password_hash');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: MANAGEMENT_MESSAGES.adminOnly });
    // HEAD is answered by the GET route, so it is guarded like GET (no body to parse).
    const moderatorSession = await createSession(database.db, accountOf.moderator!);
    const head = await fetch(`${app.url}/api/management/users`, {
      method: 'HEAD',
      headers: { cookie: `${SESSION_COOKIE}=${moderatorSession}` },
    });
    expect(head.status).toBe(403);
  });
});
