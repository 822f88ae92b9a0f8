import {
  EVENT_FORM_MESSAGES,
  EVENT_MESSAGES,
  eventCollectionResponseSchema,
  eventSchema,
  maxParticipantsBelowCountMessage,
  type Event,
  type EventListResponse,
  type EventRequest,
} from '@city/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addParticipants,
  addToWaitlist,
  closeTestTemplates,
  createPeople,
  insertEventComplaint,
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

/** Monday 10 June 2030, 12:00 in Moscow. */
const NOW = '2030-06-10T09:00:00Z';
const moscow = (wallClock: string): Date => new Date(`${wallClock}:00+03:00`);

const jazzNight: EventRequest = {
  title: 'Джазовый вечер',
  description: 'Живая музыка и импровизация до полуночи.',
  category: 'культура и искусство',
  ageLimit: 16,
  startDate: '2030-06-15T19:00:00',
  durationMinutes: 90,
  address: 'Клуб «Алексей Козлов», ул. Маросейка, 11/4',
  isPaid: true,
  price: 800,
  maxParticipants: 40,
};

const smallPng = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#45C29D' } })
    .png()
    .toBuffer();

describe.each(testDatabases())('creating, editing and deleting events on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = testClock(NOW);
  let organizer: SignedInUser;
  let stranger: SignedInUser;
  let moderator: SignedInUser;

  const createEvent = async (body: Partial<EventRequest> = {}) => {
    const response = await organizer.client.post<Event>('/api/events', { ...jazzNight, ...body });
    expect(response.status).toBe(201);
    return response.body;
  };
  const uploadImage = async (client = organizer.client) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'poster.png');
    const response = await client.request<{ imageUrl: string }>('POST', '/api/upload/image', { formData: form });
    expect(response.status).toBe(201);
    return response.body.imageUrl;
  };

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: clock.now });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12', displayName: 'Олег' });
    stranger = await signIn(app, database.db, { email: 'stranger@example.com', password: 'Secret12' });
    moderator = await signIn(app, database.db, { email: 'moderator@example.com', password: 'Secret12', role: 'moderator' });
  });
  beforeEach(() => clock.set(NOW));
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('POST /api/events', () => {
    it('creates the event (201) in the contract shape, in the city and zone of the instance', async () => {
      const event = await createEvent({ title: '  Джазовый вечер  ' });
      expect(eventSchema.parse(event)).toEqual(event);
      expect(event).toMatchObject({
        title: 'Джазовый вечер',
        startDate: '2030-06-15T19:00:00',
        city: 'Москва',
        price: 800,
        maxParticipants: 40,
        participantCount: 0,
        organizerUserId: organizer.user.id,
        organizerName: 'Олег',
        isParticipant: false,
        claim: false,
        systemClaim: null,
        imageUrl: null,
      });
      const [stored] = await database.db.query<{ starts_at: Date }>('SELECT starts_at FROM events WHERE id = $1', [event.id]);
      expect(stored?.starts_at.toISOString()).toBe('2030-06-15T16:00:00.000Z');
      expect((await app.client().get<Event>(`/api/events/${event.id}`)).body).toEqual(event);
    });

    it('drops the price of a free event and treats a zero duration and an absent limit as none', async () => {
      const event = await createEvent({ isPaid: false, price: 500, durationMinutes: 0, maxParticipants: undefined });
      expect(event).toMatchObject({ isPaid: false, price: null, durationMinutes: null, maxParticipants: null });
    });

    it('accepts the start at the current minute and an image this organizer uploaded', async () => {
      const imageUrl = await uploadImage();
      const event = await createEvent({ startDate: '2030-06-10T12:00:00', imageUrl });
      expect(event.imageUrl).toBe(imageUrl);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no title', { title: undefined }, EVENT_FORM_MESSAGES.titleRequired],
      ['a blank title', { title: '   ' }, EVENT_FORM_MESSAGES.titleRequired],
      ['a 151-character title', { title: 'ж'.repeat(151) }, EVENT_FORM_MESSAGES.titleTooLong],
      ['an empty description', { description: '' }, EVENT_FORM_MESSAGES.descriptionRequired],
      ['a 5001-character description', { description: 'ж'.repeat(5001) }, EVENT_FORM_MESSAGES.descriptionTooLong],
      ['an unknown category', { category: 'вечеринки' }, EVENT_FORM_MESSAGES.categoryInvalid],
      ['an unknown age limit', { ageLimit: 14 }, EVENT_FORM_MESSAGES.ageLimitInvalid],
      ['no start', { startDate: undefined }, EVENT_FORM_MESSAGES.startDateRequired],
      ['a start with a fake Z', { startDate: '2030-06-15T19:00:00Z' }, EVENT_FORM_MESSAGES.startDateFormat],
      ['an impossible start', { startDate: '2030-02-30T19:00:00' }, EVENT_FORM_MESSAGES.startDateFormat],
      ['a start off the 15-minute step', { startDate: '2030-06-15T19:10:00' }, EVENT_FORM_MESSAGES.startDateStep],
      ['a start in the past (city clock)', { startDate: '2030-06-10T11:45:00' }, EVENT_FORM_MESSAGES.startDatePast],
      ['a duration off the step', { durationMinutes: 20 }, EVENT_FORM_MESSAGES.durationInvalid],
      ['a duration over 12 hours', { durationMinutes: 735 }, EVENT_FORM_MESSAGES.durationTooLong],
      ['no address', { address: '' }, EVENT_FORM_MESSAGES.addressRequired],
      ['a 301-character address', { address: 'ж'.repeat(301) }, EVENT_FORM_MESSAGES.addressTooLong],
      ['a paid event without a price', { price: undefined }, EVENT_FORM_MESSAGES.priceRequired],
      ['a paid event priced 0', { price: 0 }, EVENT_FORM_MESSAGES.priceRequired],
      ['a price with three decimals', { price: 10.005 }, EVENT_FORM_MESSAGES.priceDecimals],
      ['a price over a million', { price: 1_000_000.01 }, 'Цена мероприятия не может превышать 1 000 000 ₽'],
      ['a limit of 0', { maxParticipants: 0 }, EVENT_FORM_MESSAGES.maxParticipantsRange],
      ['a limit of 1001', { maxParticipants: 1001 }, EVENT_FORM_MESSAGES.maxParticipantsRange],
      ['a foreign image', { imageUrl: 'https://example.com/cat.jpg' }, EVENT_FORM_MESSAGES.imageUrlInvalid],
      [
        'an image URL this server never issued',
        { imageUrl: '/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.jpg' },
        EVENT_FORM_MESSAGES.imageUrlInvalid,
      ],
    ])('refuses %s with 400 and the field’s message', async (_case, override, message) => {
      const response = await organizer.client.post('/api/events', { ...jazzNight, ...override });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: message });
    });

    it('refuses an image another user uploaded, and one with the wrong extension', async () => {
      const strangersImage = await uploadImage(stranger.client);
      const foreign = await organizer.client.post('/api/events', { ...jazzNight, imageUrl: strangersImage });
      expect(foreign.body).toEqual({ error: EVENT_FORM_MESSAGES.imageUrlInvalid });
      const mine = await uploadImage();
      const renamed = await organizer.client.post('/api/events', { ...jazzNight, imageUrl: mine.replace('.png', '.jpg') });
      expect(renamed.body).toEqual({ error: EVENT_FORM_MESSAGES.imageUrlInvalid });
    });

    it('needs a session (401 before any validation)', async () => {
      const response = await app.client().post('/api/events', {});
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Требуется авторизация' });
    });
  });

  describe('GET /api/events/{id}', () => {
    it.each(['999999', 'abc', '0', '99999999999999999999'])('answers 404 «Мероприятие не найдено» for %s', async (id) => {
      const response = await app.client().get(`/api/events/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: EVENT_MESSAGES.notFound });
    });

    it('answers 404 for a deleted event', async () => {
      const id = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: moscow('2030-06-12T19:00') });
      await database.db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [id]);
      expect((await organizer.client.get(`/api/events/${id}`)).status).toBe(404);
    });

    it('shows an event under complaint to its organizer, participants, reporter and staff only', async () => {
      const id = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: moscow('2030-06-12T19:00') });
      const [participant, complainant] = await createPeople(database.db, 2, 'complaint-viewer');
      await addParticipants(database.db, id, [participant!.id]);
      await insertEventComplaint(database.db, { eventId: id, complainantId: complainant!.id });
      const asPerson = (token: string) => app.client({ cookie: `city_session=${token}` });

      const seen = await organizer.client.get<Event>(`/api/events/${id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.claim).toBe(true);
      expect((await asPerson(participant!.sessionToken).get(`/api/events/${id}`)).status).toBe(200);
      expect((await asPerson(complainant!.sessionToken).get(`/api/events/${id}`)).status).toBe(200);
      expect((await moderator.client.get(`/api/events/${id}`)).status).toBe(200);
      expect((await stranger.client.get(`/api/events/${id}`)).status).toBe(404);
      expect((await app.client().get(`/api/events/${id}`)).status).toBe(404);
    });

    it('carries the automatic-moderation complaint as systemClaim', async () => {
      const id = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: moscow('2030-06-12T19:00') });
      const metadata = {
        model: 'city-moderation-1',
        confidence: 0.934,
        category: 'drugs',
        lawReference: 'ст. 6.13 КоАП РФ',
        checkedAt: '2030-06-10T08:59:00.000Z',
      };
      await insertEventComplaint(database.db, { eventId: id, complainantId: null, reason: 'Пропаганда наркотиков', metadata });
      const event = (await organizer.client.get<Event>(`/api/events/${id}`)).body;
      expect(event.claim).toBe(true);
      expect(event.systemClaim).toEqual({
        reason: 'Пропаганда наркотиков',
        status: 'pending',
        createdAt: expect.stringMatching(/Z$/),
        metadata,
      });
      // A verdict the moderation job wrote in another shape is not passed on; the claim still counts.
      await database.db.query(`UPDATE event_claims SET metadata = '{"model": 1}'::jsonb WHERE event_id = $1`, [id]);
      const malformed = (await organizer.client.get<Event>(`/api/events/${id}`)).body;
      expect([malformed.claim, malformed.systemClaim]).toEqual([true, null]);
      await database.db.query(`UPDATE event_claims SET status = 'rejected' WHERE event_id = $1`, [id]);
      const cleared = (await app.client().get<Event>(`/api/events/${id}`)).body;
      expect([cleared.claim, cleared.systemClaim]).toEqual([false, null]);
    });
  });

  describe('PUT /api/events/{id}', () => {
    it('replaces the event: what the body leaves out becomes empty', async () => {
      const imageUrl = await uploadImage();
      const event = await createEvent({ imageUrl });
      await database.db.query('UPDATE events SET latitude = 55.75, longitude = 37.63 WHERE id = $1', [event.id]);
      const sameAddress = await organizer.client.put<Event>(`/api/events/${event.id}`, {
        ...jazzNight,
        title: 'Джазовый вечер: второе отделение',
        imageUrl,
      });
      expect(sameAddress.status).toBe(200);
      expect(sameAddress.body).toMatchObject({ title: 'Джазовый вечер: второе отделение', imageUrl, latitude: 55.75, longitude: 37.63 });

      const updated = await organizer.client.put<Event>(`/api/events/${event.id}`, {
        ...jazzNight,
        startDate: '2030-06-16T20:30:00',
        address: 'ДК «Рассвет», Столярный пер., 3',
        isPaid: false,
        price: undefined,
        maxParticipants: undefined,
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        startDate: '2030-06-16T20:30:00',
        isPaid: false,
        price: null,
        maxParticipants: null,
        imageUrl: null,
        latitude: null,
        longitude: null,
      });
      expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(event.updatedAt));
    });

    it('refuses anyone but the organizer with 403', async () => {
      const event = await createEvent();
      const response = await stranger.client.put(`/api/events/${event.id}`, jazzNight);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: EVENT_MESSAGES.editForbidden });
      expect((await moderator.client.put(`/api/events/${event.id}`, jazzNight)).status).toBe(403);
    });

    it('refuses once the event started (409), even with a future start in the body', async () => {
      const event = await createEvent({ startDate: '2030-06-10T13:00:00' });
      clock.set('2030-06-10T10:00:00Z');
      const response = await organizer.client.put(`/api/events/${event.id}`, { ...jazzNight, startDate: '2030-06-20T19:00:00' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: 'Мероприятие началось, невозможно его редактировать или отменить' });
    });

    it('refuses while a complaint is pending or approved (409), not after a rejection', async () => {
      const event = await createEvent();
      const complaintId = await insertEventComplaint(database.db, { eventId: event.id, complainantId: stranger.user.id });
      const refused = await organizer.client.put(`/api/events/${event.id}`, jazzNight);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: EVENT_MESSAGES.underComplaintCannotManage });
      await database.db.query(`UPDATE event_claims SET status = 'approved' WHERE id = $1`, [complaintId]);
      expect((await organizer.client.put(`/api/events/${event.id}`, jazzNight)).status).toBe(409);
      await database.db.query(`UPDATE event_claims SET status = 'rejected' WHERE id = $1`, [complaintId]);
      expect((await organizer.client.put(`/api/events/${event.id}`, jazzNight)).status).toBe(200);
    });

    it('refuses a limit below the participants already registered (400), allows it equal', async () => {
      const event = await createEvent({ maxParticipants: 10 });
      const people = await createPeople(database.db, 3, `limit-${event.id}-`);
      await addParticipants(database.db, event.id, people.map((person) => person.id));
      const lowered = await organizer.client.put(`/api/events/${event.id}`, { ...jazzNight, maxParticipants: 2 });
      expect(lowered.status).toBe(400);
      expect(lowered.body).toEqual({ error: maxParticipantsBelowCountMessage(3) });
      const equal = await organizer.client.put<Event>(`/api/events/${event.id}`, { ...jazzNight, maxParticipants: 3 });
      expect(equal.status).toBe(200);
      expect(equal.body).toMatchObject({ maxParticipants: 3, participantCount: 3 });
    });

    it('validates the body like create (past start, step) and answers 404 for a missing event', async () => {
      const event = await createEvent();
      const past = await organizer.client.put(`/api/events/${event.id}`, { ...jazzNight, startDate: '2030-06-09T19:00:00' });
      expect(past.body).toEqual({ error: EVENT_FORM_MESSAGES.startDatePast });
      const missing = await organizer.client.put('/api/events/999999', jazzNight);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: EVENT_MESSAGES.notFound });
    });
  });

  describe('DELETE /api/events/{id}', () => {
    it('refuses anyone but the organizer with the spec’s text', async () => {
      const event = await createEvent();
      const response = await stranger.client.delete(`/api/events/${event.id}`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'У вас нет прав для удаления этого мероприятия' });
    });

    it('is soft: the event leaves every call but the row stays', async () => {
      const event = await createEvent({ startDate: '2030-06-14T10:00:00' });
      const response = await organizer.client.delete(`/api/events/${event.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
      expect((await organizer.client.get(`/api/events/${event.id}`)).status).toBe(404);
      const listed = await app.client().get<EventListResponse>('/api/events?limit=100');
      expect(listed.body.events.map((listedEvent) => listedEvent.id)).not.toContain(event.id);
      const organized = await organizer.client.get('/api/events/my-organized');
      expect(eventCollectionResponseSchema.parse(organized.body).events.map((mine) => mine.id)).not.toContain(event.id);
      const [row] = await database.db.query<{ deleted_at: Date | null }>('SELECT deleted_at FROM events WHERE id = $1', [event.id]);
      expect(row?.deleted_at).toBeInstanceOf(Date);
      expect((await organizer.client.delete(`/api/events/${event.id}`)).status).toBe(404);
    });

    it('refuses after the start and under complaint (409)', async () => {
      const started = await createEvent({ startDate: '2030-06-10T12:15:00' });
      clock.set('2030-06-10T09:15:00Z');
      const afterStart = await organizer.client.delete(`/api/events/${started.id}`);
      expect(afterStart.status).toBe(409);
      expect(afterStart.body).toEqual({ error: EVENT_MESSAGES.startedCannotManage });
      clock.set(NOW);
      const complained = await createEvent();
      await insertEventComplaint(database.db, { eventId: complained.id, complainantId: null });
      const underComplaint = await organizer.client.delete(`/api/events/${complained.id}`);
      expect(underComplaint.status).toBe(409);
      expect(underComplaint.body).toEqual({ error: EVENT_MESSAGES.underComplaintCannotManage });
    });
  });

  describe('my-participations and my-organized', () => {
    it('list the caller’s own events, past and under complaint included, start ascending; 401 signed out', async () => {
      const { db } = database;
      const { user, client } = await signIn(app, db, { email: 'owner@example.com', password: 'Secret12' });
      const later = await insertTestEvent(db, { organizerId: user.id, title: 'Позже', startsAt: moscow('2030-07-01T10:00') });
      const past = await insertTestEvent(db, { organizerId: user.id, title: 'Прошло', startsAt: moscow('2030-05-01T10:00') });
      const complained = await insertTestEvent(db, { organizerId: user.id, title: 'Жалоба', startsAt: moscow('2030-06-20T10:00') });
      await insertEventComplaint(db, { eventId: complained, complainantId: stranger.user.id });
      const gone = await insertTestEvent(db, { organizerId: user.id, title: 'Удалено', startsAt: moscow('2030-06-21T10:00') });
      await db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [gone]);
      const organized = await client.get('/api/events/my-organized');
      expect(organized.status).toBe(200);
      expect(eventCollectionResponseSchema.parse(organized.body).events.map((event) => event.id)).toEqual([past, complained, later]);

      const joined = [past, later, complained, gone];
      for (const eventId of joined) await addParticipants(db, eventId, [stranger.user.id]);
      const participations = await stranger.client.get('/api/events/my-participations');
      const events = eventCollectionResponseSchema.parse(participations.body).events;
      expect(events.map((event) => event.id)).toEqual([past, complained, later]);
      expect(events.every((event) => event.isParticipant)).toBe(true);

      expect((await app.client().get('/api/events/my-participations')).status).toBe(401);
      expect((await app.client().get('/api/events/my-organized')).status).toBe(401);
    });
  });

  describe('my-waitlist', () => {
    it('lists the caller’s waited events that have not started, start ascending, with the place in line; 401 signed out', async () => {
      const { db } = database;
      const { user, client } = await signIn(app, db, { email: 'waiting@example.com', password: 'Secret12' });
      const [ahead, behind] = await createPeople(db, 2, 'my-waitlist-');
      const fullEvent = (title: string, wallClock: string) =>
        insertTestEvent(db, { organizerId: organizer.user.id, title, startsAt: moscow(wallClock), maxParticipants: 1 });
      const later = await fullEvent('Позже', '2030-07-01T10:00');
      const sooner = await fullEvent('Скоро', '2030-06-12T10:00');
      const startingNow = await fullEvent('Начинается сейчас', '2030-06-10T12:00');
      const started = await fullEvent('Уже идёт', '2030-06-10T11:00');
      const gone = await fullEvent('Удалено', '2030-06-20T10:00');
      const joined = await fullEvent('Участвую', '2030-06-21T10:00');
      const othersLine = await fullEvent('Чужая очередь', '2030-06-22T10:00');
      await addToWaitlist(db, sooner, [ahead!.id, user.id]);
      await addToWaitlist(db, later, [user.id, behind!.id]);
      for (const eventId of [startingNow, started, gone]) await addToWaitlist(db, eventId, [user.id]);
      await db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [gone]);
      await addParticipants(db, joined, [user.id]);
      await addToWaitlist(db, othersLine, [ahead!.id, behind!.id]);

      const waited = await client.get('/api/events/my-waitlist');
      expect(waited.status).toBe(200);
      const events = eventCollectionResponseSchema.parse(waited.body).events;
      expect(events.map(({ id, waitlistPosition, waitlistCount }) => ({ id, waitlistPosition, waitlistCount }))).toEqual([
        { id: sooner, waitlistPosition: 2, waitlistCount: 2 },
        { id: later, waitlistPosition: 1, waitlistCount: 2 },
      ]);
      expect(events.some((event) => event.isParticipant)).toBe(false);

      expect((await app.client().get('/api/events/my-waitlist')).status).toBe(401);
    });
  });
});
