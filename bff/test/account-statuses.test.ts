/**
 * docs/accounts.md#statuses on the whole HTTP surface: every route the app registers × {signed out, confirmed,
 * suspended, blocked}, each call with a body that would succeed, so the status it gets proves the
 * access rule and not a validation error. A route without a row here fails the first test: a new
 * route cannot slip past the table.
 */
import { ACCOUNT_STATUS_MESSAGES, AUTH_MESSAGES, SESSION_COOKIE, type EventRequest, type UserStatus } from '@city/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createCalendarService } from '../src/services/calendar';
import { createSession } from '../src/services/sessions';
import {
  addParticipants,
  closeTestTemplates,
  createPeople,
  createUnverifiedUser,
  createVerifiedUser,
  insertEventComplaint,
  insertOneFeedback,
  insertTestEvent,
  insertUserComplaint,
  issueKnownToken,
  signIn,
  startTestApp,
  type TestApp,
  testClock,
  type TestDatabase,
  testDatabases,
} from '../src/testing';

afterAll(closeTestTemplates);

const NOW = '2030-06-10T09:00:00Z';
const NEXT_WEEK = new Date('2030-06-17T16:00:00Z');
const PASSWORD = 'Secret12';

const SUBJECTS = ['signedOut', 'confirmed', 'suspended', 'blocked'] as const;
type Subject = (typeof SUBJECTS)[number];

/** What each subject gets; one status per subject, so the row states exactly what it expects. */
type Expected = Record<Subject, number>;
/** Readable shorthands for the common rows. */
const PUBLIC = (status: number): Expected => ({ signedOut: status, confirmed: status, suspended: status, blocked: status });
const ACCOUNT_ONLY = (status: number): Expected => ({ signedOut: 401, confirmed: status, suspended: status, blocked: status });
const READ = (status: number): Expected => ({ signedOut: 401, confirmed: status, suspended: status, blocked: 403 });
const PUBLIC_READ = (status: number): Expected => ({ signedOut: status, confirmed: status, suspended: status, blocked: 403 });
const ACTION = (status: number): Expected => ({ signedOut: 401, confirmed: status, suspended: 403, blocked: 403 });
/**
 * The back office: the subjects are plain users, refused by role (403) when confirmed and by the
 * status row before that; management-access.test.ts walks the same routes as staff.
 */
const BACK_OFFICE: Expected = { signedOut: 401, confirmed: 403, suspended: 403, blocked: 403 };

/** The people and things every call may refer to, made once per database. */
interface World {
  db: Database;
  /** A confirmed person the subjects look at, report and whose events they join. */
  otherUserId: number;
  /** An upcoming event by that person. */
  publicEventId: number;
  /** An uploaded image (served outside /api). */
  imageUrl: string;
  /** A verified account anyone may sign in as. */
  loginEmail: string;
}

interface CallContext {
  subject: Subject;
  /** null when signed out. */
  userId: number | null;
  world: World;
}

interface Call {
  path: string;
  json?: unknown;
  formData?: FormData;
}

interface RouteRow {
  /** Builds the request; may create what this one call needs (an own event to edit, a token). */
  prepare(context: CallContext): Promise<Call> | Call;
  expected: Expected;
}

const eventBody: EventRequest = {
  title: 'Пикник',
  description: 'Берём пледы и бадминтон.',
  category: 'досуг и развлечения',
  ageLimit: 0,
  startDate: '2030-06-15T12:00:00',
  address: 'Парк Сокольники',
  isPaid: false,
};

/** A token of our shape (43 base64url characters), different for each subject. */
const tokenFor = (subject: Subject, purpose: string): string => `${purpose}-${subject}`.padEnd(43, 'A');

/** An event the caller organizes (the other person's when signed out: the 401 comes first anyway). */
const ownEvent = ({ userId, world }: CallContext) =>
  insertTestEvent(world.db, { organizerId: userId ?? world.otherUserId, startsAt: NEXT_WEEK });
const othersEvent = ({ world }: CallContext) => insertTestEvent(world.db, { organizerId: world.otherUserId, startsAt: NEXT_WEEK });
/** docs/events.md#waitlist: the other person's event with its one place taken, so its waitlist is open. */
const othersFullEvent = async ({ subject, world }: CallContext) => {
  const eventId = await insertTestEvent(world.db, { organizerId: world.otherUserId, startsAt: NEXT_WEEK, maxParticipants: 1 });
  const [holder] = await createPeople(world.db, 1, `waitlist-holder-${subject.toLowerCase()}-${eventId}-`);
  await addParticipants(world.db, eventId, [holder!.id]);
  return eventId;
};

const pngForm = async (): Promise<FormData> => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#45C29D' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'poster.png');
  return form;
};

/** Each user complaint needs a reporter of its own (one pending complaint per reporter and person). */
let complainants = 0;

/** Every route, keyed as Hono registers it: `METHOD path`. */
const ROUTES: Record<string, RouteRow> = {
  'GET /api/health': { prepare: () => ({ path: '/api/health' }), expected: PUBLIC(200) },

  // Signing in, up and out works whatever the status of a leftover session.
  'POST /api/auth/register': {
    prepare: ({ subject }) => ({
      path: '/api/auth/register',
      json: { email: `register-${subject.toLowerCase()}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
    }),
    expected: PUBLIC(201),
  },
  'POST /api/auth/verify-email': {
    async prepare({ subject, world }) {
      const email = `verify-${subject.toLowerCase()}@example.com`;
      await createUnverifiedUser(world.db, { email, password: PASSWORD });
      const token = await issueKnownToken(world.db, { email, purpose: 'verify_email', token: tokenFor(subject, 'verify') });
      // Outside the registering browser the password comes with the token (docs/operations.md#security).
      return { path: '/api/auth/verify-email', json: { token, password: PASSWORD } };
    },
    expected: PUBLIC(200),
  },
  'POST /api/auth/resend-verification': {
    prepare: ({ subject }) => ({ path: '/api/auth/resend-verification', json: { email: `resend-${subject.toLowerCase()}@example.com` } }),
    expected: PUBLIC(200),
  },
  'POST /api/auth/login': {
    prepare: ({ world }) => ({ path: '/api/auth/login', json: { email: world.loginEmail, password: PASSWORD } }),
    expected: PUBLIC(200),
  },
  'POST /api/auth/logout': { prepare: () => ({ path: '/api/auth/logout' }), expected: PUBLIC(200) },
  'GET /api/auth/me': { prepare: () => ({ path: '/api/auth/me' }), expected: ACCOUNT_ONLY(200) },
  'POST /api/auth/forgot-password': {
    prepare: ({ subject }) => ({ path: '/api/auth/forgot-password', json: { email: `forgot-${subject.toLowerCase()}@example.com` } }),
    expected: PUBLIC(200),
  },
  'POST /api/auth/reset-password': {
    async prepare({ subject, world }) {
      const email = `reset-${subject.toLowerCase()}@example.com`;
      await createVerifiedUser(world.db, { email, password: PASSWORD });
      const token = await issueKnownToken(world.db, { email, purpose: 'reset_password', token: tokenFor(subject, 'reset') });
      return { path: '/api/auth/reset-password', json: { token, newPassword: 'N3wSecret' } };
    },
    expected: PUBLIC(200),
  },

  // Events: public reads, suspended may read, only confirmed may act.
  'GET /api/events': { prepare: () => ({ path: '/api/events' }), expected: PUBLIC_READ(200) },
  'GET /api/events/my-participations': { prepare: () => ({ path: '/api/events/my-participations' }), expected: READ(200) },
  'GET /api/events/my-organized': { prepare: () => ({ path: '/api/events/my-organized' }), expected: READ(200) },
  'GET /api/events/my-waitlist': { prepare: () => ({ path: '/api/events/my-waitlist' }), expected: READ(200) },
  'POST /api/events': { prepare: () => ({ path: '/api/events', json: eventBody }), expected: ACTION(201) },
  'GET /api/events/:id': { prepare: ({ world }) => ({ path: `/api/events/${world.publicEventId}` }), expected: PUBLIC_READ(200) },
  'PUT /api/events/:id': {
    prepare: async (context) => ({ path: `/api/events/${await ownEvent(context)}`, json: eventBody }),
    expected: ACTION(200),
  },
  'DELETE /api/events/:id': {
    prepare: async (context) => ({ path: `/api/events/${await ownEvent(context)}` }),
    expected: ACTION(200),
  },
  // docs/events.md#who-joined: the organizer's own list; a suspended organizer may still read it.
  'GET /api/events/:id/participants': {
    prepare: async (context) => ({ path: `/api/events/${await ownEvent(context)}/participants` }),
    expected: READ(200),
  },
  'POST /api/events/:id/favorite': {
    prepare: ({ world }) => ({ path: `/api/events/${world.publicEventId}/favorite` }),
    expected: ACTION(200),
  },
  'DELETE /api/events/:id/favorite': {
    prepare: ({ world }) => ({ path: `/api/events/${world.publicEventId}/favorite` }),
    expected: ACTION(200),
  },
  'POST /api/events/:id/join': { prepare: ({ world }) => ({ path: `/api/events/${world.publicEventId}/join` }), expected: ACTION(200) },
  'DELETE /api/events/:id/leave': {
    prepare: async (context) => ({ path: `/api/events/${await othersEvent(context)}/leave` }),
    expected: ACTION(200),
  },
  'POST /api/events/:id/waitlist': {
    prepare: async (context) => ({ path: `/api/events/${await othersFullEvent(context)}/waitlist` }),
    expected: ACTION(200),
  },
  'DELETE /api/events/:id/waitlist': {
    prepare: async (context) => ({ path: `/api/events/${await othersFullEvent(context)}/waitlist` }),
    expected: ACTION(200),
  },
  'POST /api/events/:id/claim': {
    prepare: async (context) => ({ path: `/api/events/${await othersEvent(context)}/claim`, json: { reason: 'Похоже на рекламу' } }),
    expected: ACTION(201),
  },
  // docs/events.md#calendars: the .ics of a visible event and the own feed address are reads; reissuing it is
  // allowed to suspended accounts (it shuts a leaked address); the feed needs no session at all.
  'GET /api/events/:id/calendar.ics': {
    prepare: ({ world }) => ({ path: `/api/events/${world.publicEventId}/calendar.ics` }),
    expected: READ(200),
  },
  'GET /api/calendar/subscription': { prepare: () => ({ path: '/api/calendar/subscription' }), expected: READ(200) },
  'POST /api/calendar/subscription': { prepare: () => ({ path: '/api/calendar/subscription' }), expected: READ(200) },
  'GET /api/calendar/feeds/:file': {
    async prepare({ world }) {
      const calendar = createCalendarService({ db: world.db, publicUrl: 'http://localhost', city: 'Москва' });
      return { path: new URL((await calendar.subscription({ id: world.otherUserId })).url).pathname };
    },
    expected: PUBLIC(200),
  },
  'POST /api/upload/image': { prepare: async () => ({ path: '/api/upload/image', formData: await pngForm() }), expected: ACTION(201) },
  // Uploaded images are public files outside /api: the policy does not apply to them.
  'GET /uploads/:name': { prepare: ({ world }) => ({ path: world.imageUrl }), expected: PUBLIC(200) },

  // People: blocked may read only their own profile and write feedback.
  'GET /api/profile': { prepare: () => ({ path: '/api/profile' }), expected: ACCOUNT_ONLY(200) },
  'PUT /api/profile': {
    prepare: () => ({
      path: '/api/profile',
      json: { displayName: 'Новое имя', birthDate: '1990-05-15', showName: true, showBirthDate: true, showBio: false },
    }),
    expected: ACTION(200),
  },
  'GET /api/users/:id/profile': { prepare: ({ world }) => ({ path: `/api/users/${world.otherUserId}/profile` }), expected: READ(200) },
  'GET /api/users/:id/events': { prepare: ({ world }) => ({ path: `/api/users/${world.otherUserId}/events` }), expected: READ(200) },
  'POST /api/users/:id/claim': {
    prepare: ({ world }) => ({ path: `/api/users/${world.otherUserId}/claim`, json: { reason: 'Грубит в комментариях' } }),
    expected: ACTION(201),
  },
  'POST /api/feedback': {
    prepare: () => ({ path: '/api/feedback', json: { subject: 'Вопрос', message: 'Как разблокировать аккаунт?', category: 'general' } }),
    expected: ACCOUNT_ONLY(201),
  },
  'GET /api/feedback/my': { prepare: () => ({ path: '/api/feedback/my?page=1&limit=10' }), expected: READ(200) },

  // Partner sites (docs/partner-feed.md#cors-and-cookies): no session is read there, so even a blocked account's cookie changes nothing.
  'GET /api/public/events': { prepare: () => ({ path: '/api/public/events?limit=24' }), expected: PUBLIC(200) },
  'OPTIONS /api/public/events': { prepare: () => ({ path: '/api/public/events' }), expected: PUBLIC(204) },
  'GET /api/public/events.ics': { prepare: () => ({ path: '/api/public/events.ics' }), expected: PUBLIC(200) },
  'OPTIONS /api/public/events.ics': { prepare: () => ({ path: '/api/public/events.ics' }), expected: PUBLIC(204) },
  'GET /api/public/events.rss': { prepare: () => ({ path: '/api/public/events.rss' }), expected: PUBLIC(200) },
  'OPTIONS /api/public/events.rss': { prepare: () => ({ path: '/api/public/events.rss' }), expected: PUBLIC(204) },
  // The partner widget (docs/partner-feed.md#cors-and-cookies): no session is read there, so every status gets the same answer.
  'GET /api/public/feed': { prepare: () => ({ path: '/api/public/feed?limit=24' }), expected: PUBLIC(200) },
  'OPTIONS /api/public/feed': { prepare: () => ({ path: '/api/public/feed' }), expected: PUBLIC(204) },
  'GET /api/public/feed.css': { prepare: () => ({ path: '/api/public/feed.css' }), expected: PUBLIC(200) },
  'OPTIONS /api/public/feed.css': { prepare: () => ({ path: '/api/public/feed.css' }), expected: PUBLIC(204) },
  'GET /api/public/events/:id/summary': { prepare: ({ world }) => ({ path: `/api/public/events/${world.publicEventId}/summary` }), expected: PUBLIC(200) },
  'GET /api/public/events/:id/preview.png': { prepare: ({ world }) => ({ path: `/api/public/events/${world.publicEventId}/preview.png` }), expected: PUBLIC(200) },
  // docs/events.md#reminders: the key in the link is the credential; any session is beside the point.
  'POST /api/public/reminders/unsubscribe': {
    async prepare({ subject, world }) {
      const [person] = await createPeople(world.db, 1, `unsubscribe-${subject.toLowerCase()}-`);
      const [row] = await world.db.query<{ unsubscribe_key: string }>('SELECT unsubscribe_key FROM users WHERE id = $1', [person!.id]);
      return { path: `/api/public/reminders/unsubscribe?key=${row!.unsubscribe_key}` };
    },
    expected: PUBLIC(200),
  },
  'GET /widget.js': { prepare: () => ({ path: '/widget.js' }), expected: PUBLIC(200) },
  'GET /embed/feed': { prepare: () => ({ path: '/embed/feed?limit=24' }), expected: PUBLIC(200) },
  // docs/operations.md#storybook: static files outside /api, the same for everyone (not built in these tests: 503).
  'GET /storybook': { prepare: () => ({ path: '/storybook' }), expected: PUBLIC(301) },
  'GET /storybook/*': { prepare: () => ({ path: '/storybook/' }), expected: PUBLIC(503) },

  // The back office: confirmed staff only (bodies a moderator or admin would get 200 for).
  'GET /api/management/statistics/overview': { prepare: () => ({ path: '/api/management/statistics/overview' }), expected: BACK_OFFICE },
  'GET /api/management/statistics/organizers': { prepare: () => ({ path: '/api/management/statistics/organizers' }), expected: BACK_OFFICE },
  'GET /api/management/statistics/participants': { prepare: () => ({ path: '/api/management/statistics/participants' }), expected: BACK_OFFICE },
  'GET /api/management/statistics/categories': { prepare: () => ({ path: '/api/management/statistics/categories' }), expected: BACK_OFFICE },
  'GET /api/management/statistics/moderators': { prepare: () => ({ path: '/api/management/statistics/moderators' }), expected: BACK_OFFICE },
  'GET /api/management/claims/events': { prepare: () => ({ path: '/api/management/claims/events?status=pending' }), expected: BACK_OFFICE },
  'PUT /api/management/claims/events/:id': {
    prepare: async (context) => {
      const complaintId = await insertEventComplaint(context.world.db, { eventId: await othersEvent(context), complainantId: null });
      return { path: `/api/management/claims/events/${complaintId}`, json: { status: 'approved' } };
    },
    expected: BACK_OFFICE,
  },
  'GET /api/management/claims/users': { prepare: () => ({ path: '/api/management/claims/users' }), expected: BACK_OFFICE },
  'PUT /api/management/claims/users/:id': {
    prepare: async ({ world }) => {
      const complainantId = (await createVerifiedUser(world.db, { email: `complainant-${++complainants}@example.com`, password: PASSWORD })).id;
      const complaintId = await insertUserComplaint(world.db, { userId: world.otherUserId, complainantId });
      return { path: `/api/management/claims/users/${complaintId}`, json: { status: 'rejected' } };
    },
    expected: BACK_OFFICE,
  },
  'GET /api/management/users': { prepare: () => ({ path: '/api/management/users?search=other' }), expected: BACK_OFFICE },
  'PUT /api/management/users/:id': {
    prepare: ({ world }) => ({ path: `/api/management/users/${world.otherUserId}`, json: { status: 'active' } }),
    expected: BACK_OFFICE,
  },
  'PUT /api/management/users/:id/role': {
    prepare: ({ world }) => ({ path: `/api/management/users/${world.otherUserId}/role`, json: { role: 'user' } }),
    expected: BACK_OFFICE,
  },
  'PUT /api/management/users/:id/status': {
    prepare: ({ world }) => ({ path: `/api/management/users/${world.otherUserId}/status`, json: { status: 'active' } }),
    expected: BACK_OFFICE,
  },
  'GET /api/management/feedback': { prepare: () => ({ path: '/api/management/feedback?status=new' }), expected: BACK_OFFICE },
  'GET /api/management/feedback/statistics': { prepare: () => ({ path: '/api/management/feedback/statistics' }), expected: BACK_OFFICE },
  'GET /api/management/feedback/:id': {
    prepare: async ({ world }) => ({ path: `/api/management/feedback/${await insertOneFeedback(world.db, world.otherUserId)}` }),
    expected: BACK_OFFICE,
  },
  'PUT /api/management/feedback/:id': {
    prepare: async ({ world }) => ({
      path: `/api/management/feedback/${await insertOneFeedback(world.db, world.otherUserId)}`,
      json: { status: 'read' },
    }),
    expected: BACK_OFFICE,
  },
  // docs/moderation.md#sample-labelling: moderators label a random sample of events the automatic moderation let through.
  'GET /api/management/moderation-sample': { prepare: () => ({ path: '/api/management/moderation-sample?size=5' }), expected: BACK_OFFICE },
  'PUT /api/management/moderation-sample/:id': {
    prepare: async (context) => ({ path: `/api/management/moderation-sample/${await othersEvent(context)}`, json: { category: null } }),
    expected: BACK_OFFICE,
  },
};

const ROWS = Object.entries(ROUTES).flatMap(([route, row]) => {
  const [method = '', template = ''] = route.split(' ');
  return SUBJECTS.map((subject) => ({ route, method, template, subject, row, expected: row.expected[subject] }));
});

describe.each(testDatabases())('account statuses on every route on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let world: World;
  const accountOf: Partial<Record<Subject, number>> = {};

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now });
    const other = await signIn(app, database.db, { email: 'other@example.com', password: PASSWORD, displayName: 'Борис' });
    const upload = await other.client.request<{ imageUrl: string }>('POST', '/api/upload/image', { formData: await pngForm() });
    const loginEmail = 'door@example.com';
    await createVerifiedUser(database.db, { email: loginEmail, password: PASSWORD });
    world = {
      db: database.db,
      otherUserId: other.user.id,
      publicEventId: await insertTestEvent(database.db, { organizerId: other.user.id, startsAt: NEXT_WEEK }),
      imageUrl: upload.body.imageUrl,
      loginEmail,
    };
    for (const status of ['confirmed', 'suspended', 'blocked'] as const satisfies readonly UserStatus[]) {
      accountOf[status] = (await createVerifiedUser(database.db, { email: `${status}@example.com`, password: PASSWORD, status })).id;
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('has a row for every route the app registers, and none for a route it does not', () => {
    const registered = [
      ...new Set(app.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)),
    ].sort();
    const described = Object.keys(ROUTES).sort();
    expect(registered.filter((route) => !described.includes(route)), 'routes missing from the table').toEqual([]);
    expect(described.filter((route) => !registered.includes(route)), 'rows for routes that do not exist').toEqual([]);
  });

  it.each(ROWS)('$route as $subject → $expected', async ({ method, template, subject, row, expected }) => {
    const userId = subject === 'signedOut' ? null : accountOf[subject]!;
    const call = await row.prepare({ subject, userId, world });
    // The call's own path must be an instance of the route it stands for.
    const pattern = new RegExp(`^${template.replace(/:[a-z]+/gi, '[^/?]+')}(\\?.*)?$`);
    expect(call.path).toMatch(pattern);

    // A fresh session per call: logout or a password reset must not end the next call's.
    const client = app.client();
    if (userId !== null) client.cookies.set(SESSION_COOKIE, await createSession(database.db, userId));
    const response = await client.request(method, call.path, { json: call.json, formData: call.formData });

    expect(response.status, response.text.slice(0, 300)).toBe(expected);
    if (expected === 401) expect(response.body).toEqual({ error: AUTH_MESSAGES.authRequired });
    if (expected === 403 && subject !== 'signedOut' && subject !== 'confirmed') {
      expect(response.body).toEqual({ error: ACCOUNT_STATUS_MESSAGES[subject] });
    }
  });
});
