import { ACCOUNT_STATUS_MESSAGES, type EventRequest } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  insertTestEvent,
  signIn,
  startTestApp,
  testClock,
  testDatabases,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

const NOW = '2030-06-10T09:00:00Z';
const body: EventRequest = {
  title: 'Пикник',
  description: 'Берём пледы и бадминтон.',
  category: 'досуг и развлечения',
  ageLimit: 0,
  startDate: '2030-06-15T12:00:00',
  address: 'Парк Сокольники',
  isPaid: false,
};

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (eventId: number) => string;
  json?: unknown;
  multipart?: boolean;
}

const READS: Call[] = [
  { name: 'the list', method: 'GET', path: () => '/api/events' },
  { name: 'an event', method: 'GET', path: (id) => `/api/events/${id}` },
  { name: 'my participations', method: 'GET', path: () => '/api/events/my-participations' },
  { name: 'my organized events', method: 'GET', path: () => '/api/events/my-organized' },
  { name: 'my waitlist', method: 'GET', path: () => '/api/events/my-waitlist' },
];

const ACTIONS: Call[] = [
  { name: 'create', method: 'POST', path: () => '/api/events', json: body },
  { name: 'edit', method: 'PUT', path: (id) => `/api/events/${id}`, json: body },
  { name: 'delete', method: 'DELETE', path: (id) => `/api/events/${id}` },
  { name: 'favourite', method: 'POST', path: (id) => `/api/events/${id}/favorite` },
  { name: 'unfavourite', method: 'DELETE', path: (id) => `/api/events/${id}/favorite` },
  { name: 'join', method: 'POST', path: (id) => `/api/events/${id}/join` },
  { name: 'leave', method: 'DELETE', path: (id) => `/api/events/${id}/leave` },
  { name: 'report', method: 'POST', path: (id) => `/api/events/${id}/claim`, json: { reason: 'Проверьте' } },
  { name: 'upload', method: 'POST', path: () => '/api/upload/image', multipart: true },
];

/** docs/accounts.md#statuses: suspended may read events, not act; blocked may do none of it. */
describe.each(testDatabases())('who may call the events API on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let suspended: SignedInUser;
  let blocked: SignedInUser;
  let ownEventOfSuspended: number;
  let ownEventOfBlocked: number;

  const call = (client: SignedInUser['client'], { method, path, json, multipart }: Call, eventId: number) => {
    const formData = new FormData();
    formData.append('image', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'a.jpg');
    return client.request(method, path(eventId), multipart ? { formData } : { json });
  };

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now });
    suspended = await signIn(app, database.db, { email: 'suspended@example.com', password: 'Secret12', status: 'suspended' });
    blocked = await signIn(app, database.db, { email: 'blocked@example.com', password: 'Secret12', status: 'blocked' });
    const startsAt = new Date('2030-06-12T16:00:00Z');
    ownEventOfSuspended = await insertTestEvent(database.db, { organizerId: suspended.user.id, startsAt });
    ownEventOfBlocked = await insertTestEvent(database.db, { organizerId: blocked.user.id, startsAt });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(READS)('a suspended account reads $name', async (read) => {
    expect((await call(suspended.client, read, ownEventOfSuspended)).status).toBe(200);
  });

  it.each(ACTIONS)('a suspended account may not $name (403, even on its own event)', async (action) => {
    const response = await call(suspended.client, action, ownEventOfSuspended);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: ACCOUNT_STATUS_MESSAGES.suspended });
  });

  it.each([...READS, ...ACTIONS])('a blocked account may not call $name (403)', async (anyCall) => {
    const response = await call(blocked.client, anyCall, ownEventOfBlocked);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: ACCOUNT_STATUS_MESSAGES.blocked });
  });

  it('changes nothing for them', async () => {
    const [counts] = await database.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM event_participants) AS participants,
              (SELECT count(*)::int FROM event_favorites) AS favourites, (SELECT count(*)::int FROM event_claims) AS claims,
              (SELECT count(*)::int FROM images) AS images,
              (SELECT count(*)::int FROM events WHERE deleted_at IS NOT NULL OR title <> 'Вечер настольных игр') AS changed`,
    );
    expect(counts).toEqual({ events: 2, participants: 0, favourites: 0, claims: 0, images: 0, changed: 0 });
  });
});
