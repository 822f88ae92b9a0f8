import { REMINDER_MESSAGES, type Profile } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailOutbox } from '../src/services/mail-delivery';
import { createReminders } from '../src/services/reminders';
import {
  addParticipants,
  closeTestTemplates,
  insertEventComplaint,
  insertTestEvent,
  signIn,
  startSmtpCatcher,
  startTestApp,
  testClock,
  testDatabases,
  type SignedInUser,
  type SmtpCatcher,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

/** Monday 10 June 2030, 12:00 in Moscow. */
const NOW = '2030-06-10T09:00:00Z';
/** Tuesday 11 June, 19:00 in Moscow: 31 hours after NOW. */
const TUESDAY_EVENING = new Date('2030-06-11T16:00:00Z');
const hoursAfterNow = (hours: number) => new Date(new Date(NOW).getTime() + hours * 3_600_000);

describe.each(testDatabases())('reminders on $name', ({ create }) => {
  let database: TestDatabase;
  let smtp: SmtpCatcher;
  let app: TestApp;
  const clock = testClock(NOW);
  let organizer: SignedInUser;
  let anna: SignedInUser;
  let boris: SignedInUser;

  /** A sweep as one instance runs it (the scheduled job calls the same). */
  const sweeper = (db = database.db) =>
    createReminders({ db, outbox: createMailOutbox(app.jobs), clock: clock.now, publicUrl: app.url, timeZone: 'Europe/Moscow' });
  const sweep = async () => {
    const queued = await sweeper().sweep();
    await app.jobs.settled();
    return queued;
  };
  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));
  const newEvent = async (startsAt = TUESDAY_EVENING, participants = [anna, boris]) => {
    const id = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt, title: `Лекция ${startsAt.toISOString()}` });
    await addParticipants(database.db, id, participants.map((person) => person.user.id));
    return id;
  };

  beforeAll(async () => {
    database = await create();
    smtp = await startSmtpCatcher();
    app = await startTestApp({ db: database.db, smtpUrl: smtp.url, clock: clock.now });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12' });
    anna = await signIn(app, database.db, { email: 'anna@example.com', password: 'Secret12' });
    boris = await signIn(app, database.db, { email: 'boris@example.com', password: 'Secret12' });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await database.db.query('DELETE FROM event_participants');
    await database.db.query('UPDATE users SET remind_events = true');
    smtp.messages.length = 0;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  it('mails each participant once, from 24 hours before the start, with a one-click unsubscribe', async () => {
    const id = await newEvent();
    expect(await sweep()).toBe(0);
    clock.set(hoursAfterNow(6)); // 25 hours before
    expect(await sweep()).toBe(0);
    clock.set(hoursAfterNow(8)); // 23 hours before
    expect(await sweep()).toBe(2);
    const [mail] = mailsTo('anna@example.com');
    expect(mail?.subject).toBe(`Напоминание: Лекция ${TUESDAY_EVENING.toISOString()} — Городские события`);
    expect(mail?.text).toContain('вторник, 11 июня в 19:00');
    expect(mail?.text).toContain(`${app.url}/events/${id}`);
    const [annaKey] = await database.db.query<{ unsubscribe_key: string }>('SELECT unsubscribe_key FROM users WHERE id = $1', [anna.user.id]);
    expect(mail?.text).toContain(`${app.url}/unsubscribe?key=${annaKey!.unsubscribe_key}`);
    // Long headers arrive folded over lines (RFC 5322): unfold before reading.
    const headers = mail!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe:\\s*<${app.url}/api/public/reminders/unsubscribe\\?key=${annaKey!.unsubscribe_key}>`, 'm'));
    expect(headers).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/m);

    clock.advanceMinutes(30);
    expect(await sweep()).toBe(0);
    expect(mailsTo('anna@example.com')).toHaveLength(1);
    expect(mailsTo('boris@example.com')).toHaveLength(1);
  });

  it('sends one reminder per person and event when two instances sweep at once', async () => {
    await newEvent();
    await newEvent(new Date(TUESDAY_EVENING.getTime() + 3_600_000));
    clock.set(hoursAfterNow(10));
    const instances = [sweeper(database.db), sweeper(database.connectAgain()), sweeper(database.db)];
    const queued = await Promise.all(instances.map((instance) => instance.sweep()));
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(4);
    await app.jobs.settled();
    expect(mailsTo('anna@example.com')).toHaveLength(2);
    expect(mailsTo('boris@example.com')).toHaveLength(2);
  });

  it('reminds of a moved start anew, and never of deleted, hidden or started events', async () => {
    const moved = await newEvent();
    clock.set(hoursAfterNow(10));
    expect(await sweep()).toBe(2);
    await database.db.query(`UPDATE events SET starts_at = starts_at + interval '2 hours' WHERE id = $1`, [moved]);
    expect(await sweep()).toBe(2);

    const deleted = await newEvent(hoursAfterNow(20));
    await database.db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [deleted]);
    const hidden = await newEvent(hoursAfterNow(20));
    await insertEventComplaint(database.db, { eventId: hidden, complainantId: organizer.user.id, reason: 'Спам' });
    await newEvent(hoursAfterNow(9)); // started an hour ago
    expect(await sweep()).toBe(0);
  });

  it('drops a reminder still waiting for SMTP when the event has started', async () => {
    await newEvent(hoursAfterNow(1));
    await database.db.transaction((tx) => sweeper().claimDue(tx));
    clock.set(hoursAfterNow(2));
    await app.jobs.settled();
    expect(smtp.messages).toHaveLength(0);
  });

  it('reminds at once whoever joins, or is promoted from the waitlist, within a day of the start', async () => {
    const id = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: hoursAfterNow(5), maxParticipants: 1, title: 'Вечер настолок' });
    expect((await anna.client.post(`/api/events/${id}/join`)).status).toBe(200);
    expect((await smtp.nextMailTo('anna@example.com', 5_000)).subject).toBe('Напоминание: Вечер настолок — Городские события');
    expect((await boris.client.post(`/api/events/${id}/waitlist`)).status).toBe(200);
    expect((await anna.client.delete(`/api/events/${id}/leave`)).status).toBe(200);
    const borisMails = [await smtp.nextMailTo('boris@example.com', 5_000), await smtp.nextMailTo('boris@example.com', 5_000)];
    expect(borisMails.map((mail) => mail.subject.split(':')[0]).sort()).toEqual(['Напоминание', 'Освободилось место']);
    await database.db.query('DELETE FROM event_waitlist');
  });

  it('runs as the scheduled job does: through the queue', async () => {
    await newEvent(hoursAfterNow(3), [anna]);
    await database.db.transaction((tx) => app.jobs.enqueue(tx, 'reminders-sweep', {}, { key: `test-${Date.now()}` }));
    const mail = await smtp.nextMailTo('anna@example.com');
    expect(mail.subject).toContain('Напоминание');
  });

  it('honours the profile switch and the one-click unsubscribe', async () => {
    const profile = await anna.client.get<Profile>('/api/profile');
    expect(profile.body.remindEvents).toBe(true);
    const { remindEvents: _on, id: _id, email: _email, status: _status, city: _city, ...editable } = profile.body;
    const switchedOff = await anna.client.put<Profile>('/api/profile', { ...withoutNulls(editable), remindEvents: false });
    expect(switchedOff.status).toBe(200);
    expect(switchedOff.body.remindEvents).toBe(false);
    // A page that does not send the switch leaves it as it is.
    const unchanged = await anna.client.put<Profile>('/api/profile', withoutNulls(editable));
    expect(unchanged.body.remindEvents).toBe(false);

    const [borisKey] = await database.db.query<{ unsubscribe_key: string }>('SELECT unsubscribe_key FROM users WHERE id = $1', [boris.user.id]);
    const stranger = app.client();
    const unsubscribed = await stranger.post(`/api/public/reminders/unsubscribe?key=${borisKey!.unsubscribe_key}`);
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toEqual({ message: REMINDER_MESSAGES.unsubscribed });
    expect((await boris.client.get<Profile>('/api/profile')).body.remindEvents).toBe(false);

    await newEvent(hoursAfterNow(3));
    expect(await sweep()).toBe(0);

    for (const key of ['0123456789abcdef0123456789abcdef', 'not-a-key', '']) {
      const refused = await stranger.post(`/api/public/reminders/unsubscribe?key=${key}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: REMINDER_MESSAGES.invalidLink });
    }
  });
});

/** The profile page omits empty fields (docs/people.md#own-profile). */
function withoutNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null)) as Partial<T>;
}
