import { EVENT_MESSAGES, type ModerationSampleEvent } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  insertEventComplaint,
  insertTestEvent,
  type SignedInUser,
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
const LAST_MONTH = new Date('2030-05-10T16:00:00Z');

interface Envelope<T> {
  success: true;
  data: T;
}

/** docs/moderation.md#sample-labelling: moderators label a random sample of live events the automatic moderation let through. */
describe.each(testDatabases())('the moderation sample on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let moderator: SignedInUser;
  let organizer: SignedInUser;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now });
    moderator = await signIn(app, database.db, { email: 'moder@example.com', password: 'Secret12', role: 'moderator' });
    organizer = await signIn(app, database.db, { email: 'oleg@example.com', password: 'Secret12' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('TRUNCATE moderation_sample_labels, event_claims, events CASCADE');
  });

  const newEvent = (title: string, startsAt = NEXT_WEEK) => insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt, title });
  const drawSample = async () => {
    const response = await moderator.client.get<Envelope<ModerationSampleEvent[]>>('/api/management/moderation-sample?size=50');
    expect(response.status, response.text).toBe(200);
    return response.body.data.map((event) => event.eventId).sort((a, b) => a - b);
  };

  it('draws only live events with no pending or approved automatic complaint and no label yet', async () => {
    const unflagged = await newEvent('Вечер настольных игр');
    const complainedByPerson = await newEvent('Лекция о птицах');
    await insertEventComplaint(database.db, { eventId: complainedByPerson, complainantId: moderator.user.id });
    const flagged = await newEvent('Подозрительная вечеринка');
    await insertEventComplaint(database.db, { eventId: flagged, complainantId: null });
    await newEvent('Прошедший концерт', LAST_MONTH);
    expect(await drawSample()).toEqual([unflagged, complainedByPerson].sort((a, b) => a - b));

    const labelled = await moderator.client.put<Envelope<unknown>>(`/api/management/moderation-sample/${unflagged}`, { category: null });
    expect(labelled.status, labelled.text).toBe(200);
    expect(labelled.body.data).toEqual({ eventId: unflagged, category: null });
    expect(await drawSample()).toEqual([complainedByPerson]);
  });

  it('keeps one label per event, the latest, with the text the moderator read', async () => {
    const event = await newEvent('Сбор у гаражей');
    await moderator.client.put(`/api/management/moderation-sample/${event}`, { category: null });
    const relabelled = await moderator.client.put<Envelope<unknown>>(`/api/management/moderation-sample/${event}`, { category: 'violence' });
    expect(relabelled.status, relabelled.text).toBe(200);
    const rows = await database.db.query<{ category: string | null; title: string }>('SELECT category, title FROM moderation_sample_labels');
    expect(rows).toEqual([{ category: 'violence', title: 'Сбор у гаражей' }]);
  });

  it('answers 404 for a missing event and 400 for an unknown category or size', async () => {
    const missing = await moderator.client.put<{ error: string }>('/api/management/moderation-sample/999999', { category: 'drugs' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(EVENT_MESSAGES.notFound);
    const event = await newEvent('Пикник');
    expect((await moderator.client.put(`/api/management/moderation-sample/${event}`, { category: 'шум' })).status).toBe(400);
    expect((await moderator.client.get('/api/management/moderation-sample?size=500')).status).toBe(400);
  });
});
