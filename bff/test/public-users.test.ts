import {
  ACCOUNT_STATUS_MESSAGES,
  eventCollectionResponseSchema,
  PROFILE_MESSAGES,
  publicProfileSchema,
  type EventCollectionResponse,
  type PublicProfile,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addParticipants,
  closeTestTemplates,
  createUnverifiedUser,
  insertEventComplaint,
  insertTestEvent,
  setTestProfile,
  signIn,
  startTestApp,
  testClock,
  testDatabases,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

/** 01:30 on 10 June 2030 in Moscow, still 9 June in UTC: the age must count the city's day. */
const NOW = '2030-06-09T22:30:00Z';
const moscow = (wallClock: string): Date => new Date(`${wallClock}:00+03:00`);

describe.each(testDatabases())('other people’s profiles and events on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = testClock(NOW);
  let boris: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: clock.now });
    boris = await signIn(app, database.db, { email: 'boris@example.com', password: 'Secret12', displayName: 'Борис Орлов' });
    viewer = await signIn(app, database.db, { email: 'vera@example.com', password: 'Secret12' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    clock.set(NOW);
    await setTestProfile(database.db, boris.user.id, {
      displayName: 'Борис Орлов',
      birthDate: '1990-06-10',
      bio: 'Организую пробежки по субботам.',
      showName: true,
      showBirthDate: true,
      showBio: true,
    });
  });

  const publicProfile = async (id = boris.user.id) => {
    const response = await viewer.client.get<PublicProfile>(`/api/users/${id}/profile`);
    expect(response.status).toBe(200);
    return { body: publicProfileSchema.parse(response.body), raw: response.body, text: response.text };
  };

  describe('GET /api/users/{id}/profile', () => {
    it('shows what the person chose to show, with the age on the city’s today', async () => {
      const { raw } = await publicProfile();
      expect(raw).toEqual({
        id: boris.user.id,
        displayName: 'Борис Орлов',
        birthDate: '1990-06-10',
        // The birthday is today in Moscow (still yesterday in UTC).
        age: 40,
        bio: 'Организую пробежки по субботам.',
        city: 'Москва',
        status: 'confirmed',
        createdAt: expect.stringMatching(/Z$/),
      });
      expect('email' in raw).toBe(false);
    });

    it('counts the age in full years around the birthday', async () => {
      clock.set('2030-06-09T20:59:00Z'); // 23:59 on 9 June in Moscow: the day before
      expect((await publicProfile()).body.age).toBe(39);
      clock.set('2030-06-09T21:00:00Z'); // midnight: the birthday
      expect((await publicProfile()).body.age).toBe(40);
    });

    it('makes someone born on 29 February a year older on 1 March', async () => {
      await setTestProfile(database.db, boris.user.id, { birthDate: '2004-02-29' });
      clock.set(moscow('2030-02-28T12:00').toISOString());
      expect((await publicProfile()).body.age).toBe(25);
      clock.set(moscow('2030-03-01T00:00').toISOString());
      expect((await publicProfile()).body.age).toBe(26);
    });

    it.each([
      [{ showName: false }, ['displayName'], 'Борис Орлов'],
      [{ showBirthDate: false }, ['birthDate', 'age'], '1990-06-10'],
      [{ showBio: false }, ['bio'], 'пробежки'],
    ])('leaves hidden fields out of the JSON altogether: %j', async (switches, absent, hiddenText) => {
      await setTestProfile(database.db, boris.user.id, switches);
      const { raw, text } = await publicProfile();
      for (const field of absent) expect(field in raw).toBe(false);
      expect(text).not.toContain(hiddenText);
      expect(text).not.toContain('null,"');
    });

    it('leaves empty fields out too (and the age with a missing birth date)', async () => {
      await setTestProfile(database.db, boris.user.id, { displayName: null, birthDate: null, bio: '  ' });
      const { raw } = await publicProfile();
      expect(Object.keys(raw).sort()).toEqual(['city', 'createdAt', 'id', 'status']);
    });

    it('shows the status of a suspended or blocked person', async () => {
      const blocked = await signIn(app, database.db, { email: 'blocked-person@example.com', password: 'Secret12', status: 'blocked' });
      expect((await publicProfile(blocked.user.id)).body.status).toBe('blocked');
    });

    it('answers 404 with the spec’s message for a missing id, a malformed one and an unverified account', async () => {
      const unverified = await createUnverifiedUser(database.db, { email: 'pending@example.com', password: 'Secret12' });
      for (const id of ['999999', String(unverified.id), 'abc', '0', '99999999999999999999']) {
        const response = await viewer.client.get(`/api/users/${id}/profile`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: PROFILE_MESSAGES.userNotFound });
      }
    });

    it('needs a session (401); a suspended account may read it, a blocked one may not (403)', async () => {
      expect((await app.client().get(`/api/users/${boris.user.id}/profile`)).status).toBe(401);
      const paused = await signIn(app, database.db, { email: 'paused-reader@example.com', password: 'Secret12', status: 'suspended' });
      expect((await paused.client.get(`/api/users/${boris.user.id}/profile`)).status).toBe(200);
      const banned = await signIn(app, database.db, { email: 'banned-reader@example.com', password: 'Secret12', status: 'blocked' });
      const refused = await banned.client.get(`/api/users/${boris.user.id}/profile`);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: ACCOUNT_STATUS_MESSAGES.blocked });
    });
  });

  describe('GET /api/users/{id}/events', () => {
    let organizer: SignedInUser;
    let past: number;
    let soon: number;
    let later: number;
    let deleted: number;
    let underComplaint: number;
    let otherOrganizers: number;

    beforeAll(async () => {
      organizer = await signIn(app, database.db, { email: 'olga@example.com', password: 'Secret12', displayName: 'Ольга' });
      const organizerId = organizer.user.id;
      later = await insertTestEvent(database.db, { organizerId, startsAt: moscow('2030-07-01T19:00'), title: 'Позже' });
      past = await insertTestEvent(database.db, { organizerId, startsAt: moscow('2030-05-01T19:00'), title: 'Прошло' });
      soon = await insertTestEvent(database.db, { organizerId, startsAt: moscow('2030-06-12T19:00'), title: 'Скоро' });
      deleted = await insertTestEvent(database.db, { organizerId, startsAt: moscow('2030-06-20T19:00'), title: 'Удалено' });
      await database.db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [deleted]);
      underComplaint = await insertTestEvent(database.db, { organizerId, startsAt: moscow('2030-06-25T19:00'), title: 'Жалоба' });
      await insertEventComplaint(database.db, { eventId: underComplaint, complainantId: null });
      otherOrganizers = await insertTestEvent(database.db, { organizerId: boris.user.id, startsAt: moscow('2030-06-15T19:00') });
    });

    const eventIdsFor = async (client: SignedInUser['client']) => {
      const response = await client.get<EventCollectionResponse>(`/api/users/${organizer.user.id}/events`);
      expect(response.status).toBe(200);
      return eventCollectionResponseSchema.parse(response.body).events.map((event) => event.id);
    };

    it('lists the person’s events as organizer, past included, start ascending, without deleted ones', async () => {
      const ids = await eventIdsFor(viewer.client);
      expect(ids).toEqual([past, soon, later]);
      expect(ids).not.toContain(deleted);
      expect(ids).not.toContain(otherOrganizers);
    });

    it('shows an event under complaint only to those who may see it elsewhere', async () => {
      expect(await eventIdsFor(viewer.client)).not.toContain(underComplaint);
      // The organizer, staff and a participant see it, as on its own page.
      expect(await eventIdsFor(organizer.client)).toContain(underComplaint);
      const moderator = await signIn(app, database.db, { email: 'mod@example.com', password: 'Secret12', role: 'moderator' });
      expect(await eventIdsFor(moderator.client)).toContain(underComplaint);
      const participant = await signIn(app, database.db, { email: 'petr@example.com', password: 'Secret12' });
      await addParticipants(database.db, underComplaint, [participant.user.id]);
      expect(await eventIdsFor(participant.client)).toEqual([past, soon, underComplaint, later]);
    });

    it('answers each event as the viewer sees it (their own flags)', async () => {
      await addParticipants(database.db, soon, [viewer.user.id]);
      const response = await viewer.client.get<EventCollectionResponse>(`/api/users/${organizer.user.id}/events`);
      const seen = response.body.events.find((event) => event.id === soon);
      expect(seen).toMatchObject({ isParticipant: true, organizerName: 'Ольга', organizerUserId: organizer.user.id });
    });

    it('answers an empty list for a person without events and 404 for a missing one', async () => {
      const response = await viewer.client.get<EventCollectionResponse>(`/api/users/${viewer.user.id}/events`);
      expect(response.body).toEqual({ events: [] });
      const missing = await viewer.client.get('/api/users/999999/events');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: PROFILE_MESSAGES.userNotFound });
    });

    it('needs a session (401)', async () => {
      expect((await app.client().get(`/api/users/${organizer.user.id}/events`)).status).toBe(401);
    });
  });
});
