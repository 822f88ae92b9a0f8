import {
  COMPLAINT_MESSAGES,
  EVENT_MESSAGES,
  RATE_LIMIT_RULES,
  eventComplaintResponseSchema,
  type Event,
  type EventListResponse,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addParticipants,
  closeTestTemplates,
  createPeople,
  exhaustRateLimit,
  insertEventComplaint,
  insertTestEvent,
  sessionCookieHeader,
  signIn,
  startTestApp,
  testClock,
  testDatabases,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
  type TestEventInput,
} from '../src/testing';

afterAll(closeTestTemplates);

/** Monday 10 June 2030, 12:00 in Moscow. */
const NOW = '2030-06-10T09:00:00Z';
const TOMORROW_EVENING = new Date('2030-06-11T16:00:00Z');

describe.each(testDatabases())('participation, favourites and complaints on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = testClock(NOW);
  let organizer: SignedInUser;
  let anna: SignedInUser;

  const newEvent = (input: Partial<TestEventInput> = {}) =>
    insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: TOMORROW_EVENING, ...input });

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: clock.now });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12' });
    anna = await signIn(app, database.db, { email: 'anna@example.com', password: 'Secret12' });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await database.db.query('DELETE FROM rate_limit_hits');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('join and leave', () => {
    it('are idempotent and answer the event as the caller now sees it', async () => {
      const id = await newEvent({ maxParticipants: 5 });
      const joined = await anna.client.post<Event>(`/api/events/${id}/join`);
      expect(joined.status).toBe(200);
      expect(joined.body).toMatchObject({ id, isParticipant: true, participantCount: 1 });
      const again = await anna.client.post<Event>(`/api/events/${id}/join`);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ isParticipant: true, participantCount: 1 });

      const left = await anna.client.delete<Event>(`/api/events/${id}/leave`);
      expect(left.status).toBe(200);
      expect(left.body).toMatchObject({ isParticipant: false, participantCount: 0 });
      const leftAgain = await anna.client.delete<Event>(`/api/events/${id}/leave`);
      expect(leftAgain.status).toBe(200);
      expect(leftAgain.body).toMatchObject({ isParticipant: false, participantCount: 0 });
    });

    it('refuses the organizer (403)', async () => {
      const id = await newEvent();
      const join = await organizer.client.post(`/api/events/${id}/join`);
      expect(join.status).toBe(403);
      expect(join.body).toEqual({ error: EVENT_MESSAGES.organizerCannotJoin });
      const leave = await organizer.client.delete(`/api/events/${id}/leave`);
      expect(leave.status).toBe(403);
      expect(leave.body).toEqual({ error: EVENT_MESSAGES.organizerCannotLeave });
    });

    it('refuses to join a full event (409), but a participant’s repeat join still succeeds', async () => {
      const id = await newEvent({ maxParticipants: 1 });
      const [holder] = await createPeople(database.db, 1, `full-${id}-`);
      const holderClient = app.client(sessionCookieHeader(holder!.sessionToken));
      expect((await holderClient.post(`/api/events/${id}/join`)).status).toBe(200);
      const refused = await anna.client.post(`/api/events/${id}/join`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: EVENT_MESSAGES.full });
      expect((await holderClient.post<Event>(`/api/events/${id}/join`)).body.participantCount).toBe(1);
    });

    it('refuses both once the event started, and joining a past one', async () => {
      const id = await newEvent({ startsAt: new Date('2030-06-10T10:00:00Z'), durationMinutes: 60 });
      await addParticipants(database.db, id, [anna.user.id]);
      clock.set('2030-06-10T10:00:00Z');
      const leave = await anna.client.delete(`/api/events/${id}/leave`);
      expect(leave.status).toBe(409);
      expect(leave.body).toEqual({ error: EVENT_MESSAGES.startedCannotLeave });
      const [late] = await createPeople(database.db, 1, `late-${id}-`);
      const lateClient = app.client(sessionCookieHeader(late!.sessionToken));
      const join = await lateClient.post(`/api/events/${id}/join`);
      expect(join.status).toBe(409);
      expect(join.body).toEqual({ error: EVENT_MESSAGES.startedCannotJoin });
      clock.set('2030-06-10T12:00:00Z');
      expect((await lateClient.post(`/api/events/${id}/join`)).status).toBe(409);
    });

    it('refuses both under complaint; the event is hidden (404) from people not involved', async () => {
      const id = await newEvent();
      await addParticipants(database.db, id, [anna.user.id]);
      await insertEventComplaint(database.db, { eventId: id, complainantId: null });
      const leave = await anna.client.delete(`/api/events/${id}/leave`);
      expect(leave.status).toBe(409);
      expect(leave.body).toEqual({ error: EVENT_MESSAGES.underComplaintCannotLeave });
      const join = await anna.client.post(`/api/events/${id}/join`);
      expect(join.status).toBe(409);
      expect(join.body).toEqual({ error: EVENT_MESSAGES.underComplaintCannotJoin });
      const [outsider] = await createPeople(database.db, 1, `outsider-${id}-`);
      const outsiderJoin = await app.client(sessionCookieHeader(outsider!.sessionToken)).post(`/api/events/${id}/join`);
      expect(outsiderJoin.status).toBe(404);
      expect(outsiderJoin.body).toEqual({ error: EVENT_MESSAGES.notFound });
    });

    it('answers 404 for a missing or deleted event and 401 without a session', async () => {
      const id = await newEvent();
      await database.db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [id]);
      expect((await anna.client.post(`/api/events/${id}/join`)).status).toBe(404);
      expect((await anna.client.delete('/api/events/999999/leave')).status).toBe(404);
      const signedOut = await app.client().post(`/api/events/${id}/join`);
      expect(signedOut.status).toBe(401);
    });

    it('lets exactly ten of a hundred simultaneous joins into a ten-place event, across instances', async () => {
      const id = await newEvent({ maxParticipants: 10 });
      const people = await createPeople(database.db, 100, `race-${id}-`);
      // Four instances with their own connections (PostgreSQL), as behind a load balancer (docs/operations.md#several-instances).
      const instances = [app];
      for (let index = 0; index < 3; index++) {
        instances.push(await startTestApp({ db: database.connectAgain(), clock: clock.now }));
      }
      const answers = await Promise.all(
        people.map((person, index) =>
          instances[index % instances.length]!.client(sessionCookieHeader(person.sessionToken)).post(`/api/events/${id}/join`),
        ),
      );
      await Promise.all(instances.slice(1).map((instance) => instance.close()));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(90);
      const [count] = await database.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM event_participants WHERE event_id = $1',
        [id],
      );
      expect(count?.count).toBe(10);
      const event = (await app.client().get<Event>(`/api/events/${id}`)).body;
      expect(event.participantCount).toBe(10);
    }, 60_000);
  });

  describe('favourites', () => {
    it('are idempotent both ways and shown in isFavorite', async () => {
      const id = await newEvent();
      const added = await anna.client.post<Event>(`/api/events/${id}/favorite`);
      expect(added.status).toBe(200);
      expect(added.body.isFavorite).toBe(true);
      expect((await anna.client.post<Event>(`/api/events/${id}/favorite`)).body.isFavorite).toBe(true);
      const [row] = await database.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM event_favorites WHERE event_id = $1',
        [id],
      );
      expect(row?.count).toBe(1);
      const favourites = await anna.client.get<EventListResponse>('/api/events?favorites=true');
      expect(favourites.body.events.map((event) => event.id)).toContain(id);

      const removed = await anna.client.delete<Event>(`/api/events/${id}/favorite`);
      expect(removed.body.isFavorite).toBe(false);
      expect((await anna.client.delete<Event>(`/api/events/${id}/favorite`)).status).toBe(200);
    });

    it('answer 404 for a missing event and 401 without a session', async () => {
      expect((await anna.client.post('/api/events/999999/favorite')).status).toBe(404);
      expect((await app.client().post('/api/events/1/favorite')).status).toBe(401);
      expect((await app.client().delete('/api/events/1/favorite')).status).toBe(401);
    });
  });

  describe('POST /api/events/{id}/claim', () => {
    it('files a pending complaint (201); the event leaves the list and is frozen', async () => {
      const id = await newEvent({ title: 'Сомнительная распродажа' });
      await addParticipants(database.db, id, [anna.user.id]);
      const response = await anna.client.post(`/api/events/${id}/claim`, { reason: '  Это реклама, а не мероприятие  ' });
      expect(response.status).toBe(201);
      expect(eventComplaintResponseSchema.parse(response.body)).toEqual({
        id: expect.any(Number),
        eventId: id,
        reason: 'Это реклама, а не мероприятие',
        status: 'pending',
        createdAt: expect.stringMatching(/Z$/),
      });
      const [stored] = await database.db.query<{ reporter_id: number; status: string }>(
        'SELECT reporter_id, status FROM event_claims WHERE event_id = $1',
        [id],
      );
      expect(stored).toEqual({ reporter_id: anna.user.id, status: 'pending' });
      const listed = await app.client().get<EventListResponse>('/api/events?limit=100&hideUnavailable=false');
      expect(listed.body.events.map((event) => event.id)).not.toContain(id);
      const seen = await organizer.client.get<Event>(`/api/events/${id}`);
      expect(seen.body.claim).toBe(true);
      expect((await anna.client.delete(`/api/events/${id}/leave`)).status).toBe(409);
    });

    it('refuses the organizer’s own event (403) and a second pending complaint (409)', async () => {
      const id = await newEvent();
      const own = await organizer.client.post(`/api/events/${id}/claim`, { reason: 'Проверка' });
      expect(own.status).toBe(403);
      expect(own.body).toEqual({ error: EVENT_MESSAGES.ownEventComplaint });
      await addParticipants(database.db, id, [anna.user.id]);
      expect((await anna.client.post(`/api/events/${id}/claim`, { reason: 'Первая' })).status).toBe(201);
      const second = await anna.client.post(`/api/events/${id}/claim`, { reason: 'Вторая' });
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ error: EVENT_MESSAGES.complaintAlreadyPending });
    });

    it('lets one of two simultaneous reports through', async () => {
      const id = await newEvent();
      const answers = await Promise.all([
        anna.client.post(`/api/events/${id}/claim`, { reason: 'Раз' }),
        anna.client.post(`/api/events/${id}/claim`, { reason: 'Два' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    });

    it.each([
      [{}, COMPLAINT_MESSAGES.reasonRequired],
      [{ reason: '   ' }, COMPLAINT_MESSAGES.reasonRequired],
      [{ reason: 'ж'.repeat(501) }, COMPLAINT_MESSAGES.reasonTooLong],
    ])('validates the reason: %j', async (body, message) => {
      const id = await newEvent();
      const response = await anna.client.post(`/api/events/${id}/claim`, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: message });
    });

    it('answers 429 with the rate-limit shape after 20 complaints an hour', async () => {
      const id = await newEvent();
      await exhaustRateLimit(database.db, 'claims', String(anna.user.id));
      const response = await anna.client.post(`/api/events/${id}/claim`, { reason: 'Ещё одна' });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(response.body).toMatchObject({
        error: 'Rate limit exceeded',
        rateLimitType: 'other',
        maxAttempts: RATE_LIMIT_RULES.claims.max,
        attemptsUsed: 20,
      });
    });

    it('answers 404 for a missing event and 401 without a session', async () => {
      expect((await anna.client.post('/api/events/999999/claim', { reason: 'Нет такого' })).status).toBe(404);
      expect((await app.client().post('/api/events/1/claim', { reason: 'Анонимно' })).status).toBe(401);
    });
  });
});
