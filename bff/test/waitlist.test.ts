import { EVENT_MESSAGES, type Event, type EventListResponse, type EventRequest } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addParticipants,
  addToWaitlist,
  closeTestTemplates,
  createPeople,
  insertEventComplaint,
  insertTestEvent,
  sessionCookieHeader,
  signIn,
  startSmtpCatcher,
  startTestApp,
  testClock,
  testDatabases,
  type SignedInUser,
  type SmtpCatcher,
  type TestApp,
  type TestClient,
  type TestDatabase,
  type TestEventInput,
  type TestPerson,
} from '../src/testing';

afterAll(closeTestTemplates);

/** Monday 10 June 2030, 12:00 in Moscow. */
const NOW = '2030-06-10T09:00:00Z';
const TOMORROW_EVENING = new Date('2030-06-11T16:00:00Z');

/** PUT replaces the event: the request that keeps it as it is, but for `changes`. */
const requestOf = (event: Event, changes: Partial<EventRequest>): EventRequest => ({
  title: event.title,
  description: event.description,
  category: event.category,
  ageLimit: event.ageLimit,
  startDate: event.startDate,
  durationMinutes: event.durationMinutes ?? 0,
  address: event.address,
  isPaid: event.isPaid,
  price: event.price ?? undefined,
  maxParticipants: event.maxParticipants ?? undefined,
  ...changes,
});

describe.each(testDatabases())('the waitlist on $name (docs/events.md#waitlist)', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let smtp: SmtpCatcher;
  const clock = testClock(NOW);
  let organizer: SignedInUser;

  const newEvent = (input: Partial<TestEventInput> = {}) =>
    insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: TOMORROW_EVENING, ...input });
  const clientOf = (person: TestPerson): TestClient => app.client(sessionCookieHeader(person.sessionToken));
  const people = (count: number, prefix: string) => createPeople(database.db, count, `${prefix}-${Date.now()}-`);
  const waitingIds = async (eventId: number): Promise<number[]> =>
    (
      await database.db.query<{ user_id: number }>('SELECT user_id FROM event_waitlist WHERE event_id = $1 ORDER BY id', [eventId])
    ).map((row) => row.user_id);
  const participantIds = async (eventId: number): Promise<number[]> =>
    (await database.db.query<{ user_id: number }>('SELECT user_id FROM event_participants WHERE event_id = $1', [eventId])).map(
      (row) => row.user_id,
    );

  /** A full event of `limit` places and the people holding them. */
  async function fullEvent(limit: number, prefix: string): Promise<{ id: number; holders: TestPerson[] }> {
    const id = await newEvent({ maxParticipants: limit });
    const holders = await people(limit, `${prefix}-holder`);
    await addParticipants(database.db, id, holders.map((holder) => holder.id));
    return { id, holders };
  }

  beforeAll(async () => {
    database = await create();
    smtp = await startSmtpCatcher();
    app = await startTestApp({ db: database.db, clock: clock.now, smtpUrl: smtp.url });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12' });
  });
  beforeEach(() => {
    clock.set(NOW);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  describe('places in line', () => {
    it('numbers the waiting people from 1 in order of arrival and counts them for everyone', async () => {
      const { id } = await fullEvent(1, 'order');
      const [first, second, third] = await people(3, 'order-waiting');
      const answers = [];
      for (const person of [first!, second!, third!]) answers.push(await clientOf(person).post<Event>(`/api/events/${id}/waitlist`));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => [answer.body.waitlistPosition, answer.body.waitlistCount])).toEqual([
        [1, 1],
        [2, 2],
        [3, 3],
      ]);
      expect((await clientOf(second!).get<Event>(`/api/events/${id}`)).body).toMatchObject({
        waitlistPosition: 2,
        waitlistCount: 3,
        isParticipant: false,
      });
      expect((await app.client().get<Event>(`/api/events/${id}`)).body).toMatchObject({ waitlistPosition: null, waitlistCount: 3 });
      expect((await organizer.client.get<Event>(`/api/events/${id}`)).body).toMatchObject({ waitlistPosition: null, waitlistCount: 3 });
    });

    it('shows the place on list pages, and moves everyone behind up when someone leaves the line', async () => {
      const { id } = await fullEvent(1, 'list');
      const [first, second, third] = await people(3, 'list-waiting');
      await addToWaitlist(database.db, id, [first!.id, second!.id, third!.id]);
      const onList = async (person: TestPerson) => {
        const page = await clientOf(person).get<EventListResponse>('/api/events?limit=100&hideUnavailable=false');
        return page.body.events.find((event) => event.id === id);
      };
      expect(await onList(third!)).toMatchObject({ waitlistPosition: 3, waitlistCount: 3 });

      const left = await clientOf(first!).delete<Event>(`/api/events/${id}/waitlist`);
      expect(left.status).toBe(200);
      expect(left.body).toMatchObject({ waitlistPosition: null, waitlistCount: 2, isParticipant: false });
      expect(await onList(third!)).toMatchObject({ waitlistPosition: 2, waitlistCount: 2 });
      expect(await onList(first!)).toMatchObject({ waitlistPosition: null, waitlistCount: 2 });
      expect((await app.client().get<EventListResponse>('/api/events?limit=100&hideUnavailable=false')).body.events.find((event) => event.id === id))
        .toMatchObject({ waitlistPosition: null, waitlistCount: 2 });
    });

    it('reaches the lists of another instance: their cached page and the viewer’s kept marks follow the line', async () => {
      const { id } = await fullEvent(1, 'instances');
      const [person] = await people(1, 'instances-waiting');
      const listed = async (instance: TestApp, headers: Record<string, string> = {}) =>
        (await instance.client(headers).get<EventListResponse>('/api/events?limit=100&hideUnavailable=false')).body.events.find(
          (event) => event.id === id,
        );
      const other = await startTestApp({ db: database.connectAgain(), clock: clock.now });
      try {
        const cookie = sessionCookieHeader(person!.sessionToken);
        // Both instances keep the page and the person's marks before the change.
        expect(await listed(app, cookie)).toMatchObject({ waitlistCount: 0, waitlistPosition: null });
        expect(await listed(app)).toMatchObject({ waitlistCount: 0 });
        expect((await other.client(cookie).post<Event>(`/api/events/${id}/waitlist`)).status).toBe(200);
        expect(await listed(app)).toMatchObject({ waitlistCount: 1, waitlistPosition: null });
        expect(await listed(app, cookie)).toMatchObject({ waitlistCount: 1, waitlistPosition: 1 });
      } finally {
        await other.close();
      }
    });

    it('is idempotent: a second POST keeps one place, a DELETE of someone not waiting answers the event unchanged', async () => {
      const { id, holders } = await fullEvent(1, 'idempotent');
      const [person] = await people(1, 'idempotent-waiting');
      await clientOf(person!).post(`/api/events/${id}/waitlist`);
      const again = await clientOf(person!).post<Event>(`/api/events/${id}/waitlist`);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ waitlistPosition: 1, waitlistCount: 1 });
      expect(await waitingIds(id)).toEqual([person!.id]);

      const [stranger] = await people(1, 'idempotent-stranger');
      const notWaiting = await clientOf(stranger!).delete<Event>(`/api/events/${id}/waitlist`);
      expect(notWaiting.status).toBe(200);
      expect(notWaiting.body).toMatchObject({ waitlistPosition: null, waitlistCount: 1 });
      // A participant has a place already: the event unchanged, no place in line.
      const participant = await clientOf(holders[0]!).post<Event>(`/api/events/${id}/waitlist`);
      expect(participant.status).toBe(200);
      expect(participant.body).toMatchObject({ isParticipant: true, waitlistPosition: null, waitlistCount: 1 });
      expect(await waitingIds(id)).toEqual([person!.id]);
    });

    it('keeps joining closed to the people waiting while the event is full', async () => {
      const { id } = await fullEvent(1, 'no-jumping');
      const [person] = await people(1, 'no-jumping-waiting');
      await addToWaitlist(database.db, id, [person!.id]);
      const join = await clientOf(person!).post(`/api/events/${id}/join`);
      expect(join.status).toBe(409);
      expect(join.body).toEqual({ error: EVENT_MESSAGES.full });
    });
  });

  describe('promotion', () => {
    it('gives a place freed by a leave to the first in line, in the same request, and mails them', async () => {
      const { id, holders } = await fullEvent(1, 'promote-leave');
      const [first, second] = await people(2, 'promote-leave-waiting');
      await addToWaitlist(database.db, id, [first!.id, second!.id]);
      const left = await clientOf(holders[0]!).delete<Event>(`/api/events/${id}/leave`);
      expect(left.status).toBe(200);
      expect(left.body).toMatchObject({ isParticipant: false, participantCount: 1, waitlistCount: 1 });
      expect(await participantIds(id)).toEqual([first!.id]);
      expect((await clientOf(first!).get<Event>(`/api/events/${id}`)).body).toMatchObject({
        isParticipant: true,
        waitlistPosition: null,
      });
      expect((await clientOf(second!).get<Event>(`/api/events/${id}`)).body).toMatchObject({ waitlistPosition: 1 });

      const mail = await smtp.nextMailTo(first!.email);
      expect(mail.subject).toBe('Освободилось место: Вечер настольных игр — Городские события');
      expect(mail.text).toContain(`${app.url}/events/${id}`);
      expect(mail.html).toContain(`href="${app.url}/events/${id}"`);
    });

    it('fills the places of a raised limit in order, and takes everyone when the limit is removed', async () => {
      const { id } = await fullEvent(1, 'promote-raise');
      const waiting = await people(3, 'promote-raise-waiting');
      await addToWaitlist(database.db, id, waiting.map((person) => person.id));
      const event = (await organizer.client.get<Event>(`/api/events/${id}`)).body;

      const raised = await organizer.client.put<Event>(`/api/events/${id}`, requestOf(event, { maxParticipants: 3 }));
      expect(raised.status).toBe(200);
      expect(raised.body).toMatchObject({ participantCount: 3, maxParticipants: 3, waitlistCount: 1 });
      expect(await waitingIds(id)).toEqual([waiting[2]!.id]);
      await smtp.nextMailTo(waiting[0]!.email);
      await smtp.nextMailTo(waiting[1]!.email);

      const unlimited = await organizer.client.put<Event>(`/api/events/${id}`, requestOf(event, { maxParticipants: undefined }));
      expect(unlimited.status).toBe(200);
      expect(unlimited.body).toMatchObject({ participantCount: 4, maxParticipants: null, waitlistCount: 0 });
      const mail = await smtp.nextMailTo(waiting[2]!.email);
      expect(mail.subject).toContain('Освободилось место');
    });
  });

  describe('refusals, as for joining', () => {
    it('refuses the organizer (403)', async () => {
      const { id } = await fullEvent(1, 'organizer');
      for (const call of [organizer.client.post(`/api/events/${id}/waitlist`), organizer.client.delete(`/api/events/${id}/waitlist`)]) {
        const answer = await call;
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ error: EVENT_MESSAGES.organizerCannotWaitlist });
      }
    });

    it('refuses a place in line while places are free (409): the caller should just join', async () => {
      const id = await newEvent({ maxParticipants: 5 });
      const [person] = await people(1, 'not-full');
      const answer = await clientOf(person!).post(`/api/events/${id}/waitlist`);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: EVENT_MESSAGES.waitlistNotFull });
      const unlimited = await newEvent({ maxParticipants: null });
      expect((await clientOf(person!).post(`/api/events/${unlimited}/waitlist`)).status).toBe(409);
    });

    it('refuses both calls once the event started (409)', async () => {
      const { id } = await fullEvent(1, 'started');
      const [waiting, late] = await people(2, 'started-people');
      await addToWaitlist(database.db, id, [waiting!.id]);
      clock.set(TOMORROW_EVENING.toISOString());
      for (const answer of [
        await clientOf(late!).post(`/api/events/${id}/waitlist`),
        await clientOf(waiting!).delete(`/api/events/${id}/waitlist`),
      ]) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({ error: EVENT_MESSAGES.startedCannotWaitlist });
      }
    });

    it('refuses both under complaint (409); the people waiting still see the event', async () => {
      const { id } = await fullEvent(1, 'complaint');
      const [waiting, outsider] = await people(2, 'complaint-people');
      await addToWaitlist(database.db, id, [waiting!.id]);
      await insertEventComplaint(database.db, { eventId: id, complainantId: null });
      for (const answer of [
        await clientOf(waiting!).post(`/api/events/${id}/waitlist`),
        await clientOf(waiting!).delete(`/api/events/${id}/waitlist`),
      ]) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({ error: EVENT_MESSAGES.underComplaintCannotWaitlist });
      }
      expect((await clientOf(waiting!).get<Event>(`/api/events/${id}`)).body).toMatchObject({ claim: true, waitlistPosition: 1 });
      expect((await clientOf(outsider!).post(`/api/events/${id}/waitlist`)).status).toBe(404);
    });

    it('answers 401 without a session and 404 for a missing or deleted event', async () => {
      const { id } = await fullEvent(1, 'gone');
      expect((await app.client().post(`/api/events/${id}/waitlist`)).status).toBe(401);
      expect((await app.client().delete(`/api/events/${id}/waitlist`)).status).toBe(401);
      const [person] = await people(1, 'gone-person');
      await addToWaitlist(database.db, id, [person!.id]);
      await database.db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [id]);
      const post = await clientOf(person!).post(`/api/events/${id}/waitlist`);
      expect(post.status).toBe(404);
      expect(post.body).toEqual({ error: EVENT_MESSAGES.notFound });
      expect((await clientOf(person!).delete(`/api/events/${id}/waitlist`)).status).toBe(404);
      expect((await clientOf(person!).post('/api/events/999999/waitlist')).status).toBe(404);
    });
  });

  it('keeps the limit and the order under 100 simultaneous joins, leaves and waitlist calls, across instances', async () => {
    const { id, holders } = await fullEvent(10, 'race');
    const line = await people(30, 'race-line');
    await addToWaitlist(database.db, id, line.map((person) => person.id));
    const [newcomers, joiners, strangers] = [await people(40, 'race-new'), await people(20, 'race-join'), await people(10, 'race-stranger')];
    const lineLeavers = line.filter((_, index) => index % 2 === 1 && index < 20);
    const calls: [TestPerson, 'post' | 'delete', string][] = [
      ...holders.slice(0, 5).map((person): [TestPerson, 'delete', string] => [person, 'delete', 'leave']),
      ...holders.slice(5).map((person): [TestPerson, 'post', string] => [person, 'post', 'join']),
      ...lineLeavers.map((person): [TestPerson, 'delete', string] => [person, 'delete', 'waitlist']),
      ...line.slice(20).map((person): [TestPerson, 'post', string] => [person, 'post', 'waitlist']),
      ...newcomers.map((person): [TestPerson, 'post', string] => [person, 'post', 'waitlist']),
      ...joiners.map((person): [TestPerson, 'post', string] => [person, 'post', 'join']),
      ...strangers.map((person): [TestPerson, 'delete', string] => [person, 'delete', 'waitlist']),
    ];
    expect(calls).toHaveLength(100);
    // Four instances with their own connections (PostgreSQL), as behind a load balancer (docs/operations.md#several-instances).
    const instances = [app];
    for (let index = 0; index < 3; index++) {
      instances.push(await startTestApp({ db: database.connectAgain(), clock: clock.now, smtpUrl: smtp.url }));
    }
    const answers = await Promise.all(
      calls.map(([person, method, path], index) =>
        instances[index % instances.length]!.client(sessionCookieHeader(person.sessionToken))[method]<Event>(`/api/events/${id}/${path}`),
      ),
    );
    await Promise.all(instances.slice(1).map((instance) => instance.close()));

    // The line outlasts the five freed places, so the event never shows a free place: every join
    // of a newcomer is refused, every other call succeeds, and no answer shows more than ten.
    const joins = calls.map(([, , path], index) => ({ path, index })).filter(({ index }) => index >= 70 && index < 90);
    expect(joins.every(({ path }) => path === 'join')).toBe(true);
    expect(answers.map((answer) => answer.status)).toEqual(calls.map((_, index) => (index >= 70 && index < 90 ? 409 : 200)));
    for (const answer of answers.filter((each) => each.status === 200)) {
      expect(answer.body.participantCount).toBeLessThanOrEqual(10);
    }

    const participants = new Set(await participantIds(id));
    expect(participants.size).toBe(10);
    const [stored] = await database.db.query<{ participant_count: number }>('SELECT participant_count FROM events WHERE id = $1', [id]);
    expect(stored?.participant_count).toBe(10);
    const promoted = line.map((person, index) => ({ person, index })).filter(({ person }) => participants.has(person.id));
    expect(promoted).toHaveLength(5);
    expect([...newcomers, ...joiners, ...strangers].some((person) => participants.has(person.id))).toBe(false);

    // Never skips the order: everyone promoted arrived before everyone of the line still waiting.
    const stillWaiting = new Set(await waitingIds(id));
    const lineStillWaiting = line.map((person, index) => ({ person, index })).filter(({ person }) => stillWaiting.has(person.id));
    expect(Math.max(...promoted.map(({ index }) => index))).toBeLessThan(Math.min(...lineStillWaiting.map(({ index }) => index)));
    expect(newcomers.every((person) => stillWaiting.has(person.id))).toBe(true);
    const event = (await app.client().get<Event>(`/api/events/${id}`)).body;
    expect(event).toMatchObject({ participantCount: 10, waitlistCount: stillWaiting.size });
    for (const { person } of promoted) expect((await smtp.nextMailTo(person.email)).subject).toContain('Освободилось место');
  }, 120_000);
});
