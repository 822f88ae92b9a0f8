import type { Event, EventListResponse } from '@city/contracts';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import type { TestClient } from '../src/testing';
import { LISTENER_APPLICATION_NAME } from '../src/db/postgres-listener';

afterAll(closeTestTemplates);

/** Monday 10 June 2030, 12:00 in Moscow. */
const NOW = '2030-06-10T09:00:00Z';
const moscow = (wallClock: string): Date => new Date(`${wallClock}:00+03:00`);

async function listed(client: TestClient, query = ''): Promise<EventListResponse> {
  const response = await client.get<EventListResponse>(`/api/events${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

const find = (page: EventListResponse, id: number): Event | undefined => page.events.find((event) => event.id === id);

/** Until the instance's listening connection is up (PostgreSQL), nothing is cached; wait for it. */
async function cacheReady(database: TestDatabase['db']): Promise<void> {
  for (let attempt = 0; attempt < 100 && !database.changes.complete; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(database.changes.complete).toBe(true);
}

describe.each(testDatabases())('the list never shows a stale page on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let organizer: SignedInUser;
  let guest: TestClient;
  let clock: ReturnType<typeof testClock>;
  let concert: number;

  beforeEach(async () => {
    database = await create();
    clock = testClock(NOW);
    app = await startTestApp({ db: database.db, clock: clock.now });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12', displayName: 'Ольга' });
    guest = app.client();
    concert = await insertTestEvent(database.db, {
      organizerId: organizer.user.id,
      title: 'Концерт в парке',
      startsAt: moscow('2030-06-10T19:00'),
      maxParticipants: 2,
    });
    await insertTestEvent(database.db, { organizerId: organizer.user.id, title: 'Лекция', startsAt: moscow('2030-06-11T18:00') });
    await cacheReady(database.db);
  });
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  it('counts joins and leaves in the stored count, and shows them on the next read', async () => {
    const [anna, boris] = await Promise.all([
      signIn(app, database.db, { email: 'anna@example.com', password: 'Secret12' }),
      signIn(app, database.db, { email: 'boris@example.com', password: 'Secret12' }),
    ]);
    expect(find(await listed(guest), concert)?.participantCount).toBe(0);
    expect((await anna.client.post(`/api/events/${concert}/join`)).status).toBe(200);
    expect(find(await listed(guest), concert)?.participantCount).toBe(1);
    const annaSees = find(await listed(anna.client), concert);
    expect(annaSees).toMatchObject({ participantCount: 1, isParticipant: true, isFavorite: false });
    expect(find(await listed(boris.client), concert)).toMatchObject({ isParticipant: false });
    // The second place fills the event: it leaves the list of available events at once.
    expect((await boris.client.post(`/api/events/${concert}/join`)).status).toBe(200);
    expect(find(await listed(guest), concert)).toBeUndefined();
    expect(find(await listed(guest, '?hideUnavailable=false'), concert)?.participantCount).toBe(2);
    expect((await anna.client.delete(`/api/events/${concert}/leave`)).status).toBe(200);
    expect(find(await listed(guest), concert)?.participantCount).toBe(1);
    const [stored] = await database.db.query<{ participant_count: number; counted: number }>(
      `SELECT participant_count, (SELECT count(*)::int FROM event_participants WHERE event_id = $1) AS counted
         FROM events WHERE id = $1`,
      [concert],
    );
    expect(stored).toEqual({ participant_count: 1, counted: 1 });
  });

  it('gives the last place to exactly one of many joining at once', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, index) => signIn(app, database.db, { email: `p${index}@example.com`, password: 'Secret12' })),
    );
    const statuses = await Promise.all(people.map((person) => person.client.post(`/api/events/${concert}/join`)));
    expect(statuses.filter((response) => response.status === 200)).toHaveLength(2);
    const [row] = await database.db.query<{ participant_count: number }>('SELECT participant_count FROM events WHERE id = $1', [
      concert,
    ]);
    expect(row?.participant_count).toBe(2);
  });

  it('shows an edit, a complaint, a delete and a new organizer name on the next read', async () => {
    expect(find(await listed(guest), concert)?.title).toBe('Концерт в парке');
    await database.db.query(`UPDATE events SET title = 'Концерт у реки' WHERE id = $1`, [concert]);
    expect(find(await listed(guest), concert)?.title).toBe('Концерт у реки');

    expect(find(await listed(guest), concert)?.organizerName).toBe('Ольга');
    await database.db.query(`UPDATE users SET display_name = 'Ольга Орлова' WHERE id = $1`, [organizer.user.id]);
    expect(find(await listed(guest), concert)?.organizerName).toBe('Ольга Орлова');

    const complainantClient = (await signIn(app, database.db, { email: 'reporter@example.com', password: 'Secret12' })).client;
    expect((await complainantClient.post(`/api/events/${concert}/claim`, { reason: 'Мошенничество' })).status).toBe(201);
    expect(find(await listed(guest), concert)).toBeUndefined();

    const lecture = (await listed(guest)).events[0]!;
    expect((await organizer.client.delete(`/api/events/${lecture.id}`)).status).toBe(200);
    expect(await listed(guest)).toEqual({ events: [], hasMore: false });
  });

  it('drops an event from the available list once it starts, with no write in between', async () => {
    expect(find(await listed(guest), concert)).toBeDefined();
    clock.set('2030-06-10T16:00:00Z');
    expect(find(await listed(guest), concert)).toBeUndefined();
    expect(find(await listed(guest, '?hideUnavailable=false'), concert)).toBeDefined();
    // Ended (19:00 + 120 min, Moscow): gone from every list.
    clock.set('2030-06-10T18:01:00Z');
    expect(find(await listed(guest, '?hideUnavailable=false'), concert)).toBeUndefined();
  });
});

describe.each(testDatabases().filter((kind) => kind.name === 'postgres'))('several instances on one $name', ({ create }) => {
  let database: TestDatabase;
  let writer: TestApp;
  let reader: TestApp;
  let readerDb: TestDatabase['db'];

  beforeEach(async () => {
    database = await create();
    readerDb = database.connectAgain();
    writer = await startTestApp({ db: database.db, clock: testClock(NOW).now });
    reader = await startTestApp({ db: readerDb, clock: testClock(NOW).now });
    await cacheReady(database.db);
    await cacheReady(readerDb);
  });
  afterEach(async () => {
    await writer.close();
    await reader.close();
    await database.close();
  });

  it('shows a join made on one instance on the very next read on another', async () => {
    const organizer = await signIn(writer, database.db, { email: 'organizer@example.com', password: 'Secret12' });
    const eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: moscow('2030-06-12T19:00') });
    const people = await Promise.all(
      Array.from({ length: 15 }, (_, index) => signIn(writer, database.db, { email: `p${index}@example.com`, password: 'Secret12' })),
    );
    for (const [index, person] of people.entries()) {
      expect(find(await listed(reader.client()), eventId)?.participantCount).toBe(index);
      expect((await person.client.post(`/api/events/${eventId}/join`)).status).toBe(200);
      expect(find(await listed(reader.client()), eventId)?.participantCount).toBe(index + 1);
    }
  });

  it('shows a viewer’s own favourite and participation, made on one instance, on the next read of another', async () => {
    const organizer = await signIn(writer, database.db, { email: 'organizer@example.com', password: 'Secret12' });
    const eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: moscow('2030-06-12T19:00') });
    const person = await signIn(writer, database.db, { email: 'anna@example.com', password: 'Secret12' });
    const onReader = reader.client();
    for (const [name, value] of person.client.cookies) onReader.cookies.set(name, value);
    expect(find(await listed(onReader), eventId)).toMatchObject({ isFavorite: false, isParticipant: false });
    expect((await person.client.post(`/api/events/${eventId}/favorite`)).status).toBe(200);
    expect(find(await listed(onReader), eventId)).toMatchObject({ isFavorite: true, isParticipant: false });
    expect((await person.client.post(`/api/events/${eventId}/join`)).status).toBe(200);
    expect(find(await listed(onReader), eventId)).toMatchObject({ isFavorite: true, isParticipant: true });
    expect((await person.client.delete(`/api/events/${eventId}/favorite`)).status).toBe(200);
    expect(find(await listed(onReader), eventId)).toMatchObject({ isFavorite: false, isParticipant: true });
    // Someone else's marks are not this viewer's.
    expect(find(await listed(organizer.client), eventId)).toMatchObject({ isFavorite: false, isParticipant: false });
  });

  it('honours a sign-out and a block made on one instance on the very next request to another', async () => {
    const person = await signIn(writer, database.db, { email: 'anna@example.com', password: 'Secret12' });
    const sameCookieOnReader = reader.client();
    for (const [name, value] of person.client.cookies) sameCookieOnReader.cookies.set(name, value);
    expect((await sameCookieOnReader.get('/api/auth/me')).status).toBe(200);
    expect((await sameCookieOnReader.get('/api/auth/me')).status).toBe(200);
    await database.db.query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [person.user.id]);
    expect((await sameCookieOnReader.get<{ status: string }>('/api/auth/me')).body.status).toBe('blocked');
    expect((await person.client.post('/api/auth/logout')).status).toBe(200);
    expect((await sameCookieOnReader.get('/api/auth/me')).status).toBe(401);
  });

  it('trusts no copy while it cannot hear the others, and recovers', async () => {
    const organizer = await signIn(writer, database.db, { email: 'organizer@example.com', password: 'Secret12' });
    const eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: moscow('2030-06-12T19:00') });
    expect(find(await listed(reader.client()), eventId)?.title).toBe('Вечер настольных игр');
    // Cut every listening connection: the reader cannot hear the writer any more.
    await database.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
      [LISTENER_APPLICATION_NAME],
    );
    for (let attempt = 0; attempt < 50 && readerDb.changes.complete; attempt += 1) await new Promise((r) => setTimeout(r, 20));
    expect(readerDb.changes.complete).toBe(false);
    await database.db.query(`UPDATE events SET title = 'Новое название' WHERE id = $1`, [eventId]);
    expect(find(await listed(reader.client()), eventId)?.title).toBe('Новое название');
    await cacheReady(readerDb);
    await database.db.query(`UPDATE events SET title = 'Ещё одно название' WHERE id = $1`, [eventId]);
    expect(find(await listed(reader.client()), eventId)?.title).toBe('Ещё одно название');
  });
});
