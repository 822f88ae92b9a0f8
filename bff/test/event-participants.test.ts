import { EVENT_PARTICIPANTS_MESSAGES, eventParticipantsResponseSchema, type EventParticipantsResponse } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

const NOW = '2030-06-10T09:00:00Z';
const TOMORROW_EVENING = new Date('2030-06-11T16:00:00Z');

describe.each(testDatabases())('who joined an event (docs/events.md#who-joined) on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let organizer: SignedInUser;
  let anna: SignedInUser;
  let eventId: number;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12' });
    anna = await signIn(app, database.db, { email: 'anna@example.com', password: 'Secret12' });
    eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: TOMORROW_EVENING, maxParticipants: 10 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('shows the organizer the participants in the order they joined, by their public names', async () => {
    const [first, hidden, blank] = await createPeople(database.db, 3, 'joined');
    // One hides their name, one never set one: both appear as the public profile shows them.
    await database.db.query('UPDATE users SET show_name = false WHERE id = $1', [hidden!.id]);
    await database.db.query(`UPDATE users SET display_name = '  ' WHERE id = $1`, [blank!.id]);
    for (const [index, person] of [first!, hidden!, blank!].entries()) {
      await database.db.query(
        `INSERT INTO event_participants (event_id, user_id, joined_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [eventId, person.id, index],
      );
    }
    const answer = await organizer.client.get<EventParticipantsResponse>(`/api/events/${eventId}/participants`);
    expect(answer.status).toBe(200);
    expect(eventParticipantsResponseSchema.strict().safeParse(answer.body).success).toBe(true);
    expect(answer.body.participants).toEqual([
      { id: first!.id, name: 'Участник 1' },
      { id: hidden!.id, name: `Пользователь №${hidden!.id}` },
      { id: blank!.id, name: `Пользователь №${blank!.id}` },
    ]);
    // Nothing but the id and the public name: no e-mail, no hidden name.
    expect(JSON.stringify(answer.body)).not.toMatch(/@example\.com|Участник 2|Участник 3/);
  });

  it('refuses anyone else (403), a visitor (401) and an unknown event (404)', async () => {
    const refused = await anna.client.get<{ error: string }>(`/api/events/${eventId}/participants`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(EVENT_PARTICIPANTS_MESSAGES.onlyOrganizer);
    expect((await app.client().get(`/api/events/${eventId}/participants`)).status).toBe(401);
    expect((await organizer.client.get('/api/events/999999/participants')).status).toBe(404);
  });

  it('still shows the organizer their event under complaint, which others cannot open', async () => {
    const frozen = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: TOMORROW_EVENING });
    await insertEventComplaint(database.db, { eventId: frozen, complainantId: anna.user.id });
    const answer = await organizer.client.get<EventParticipantsResponse>(`/api/events/${frozen}/participants`);
    expect(answer.status).toBe(200);
    expect(answer.body.participants).toEqual([]);
  });
});
