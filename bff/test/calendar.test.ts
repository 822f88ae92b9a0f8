/**
 * docs/events.md#calendars: the .ics of one event and the subscribed feed, read back by a real
 * iCalendar parser (ical.js), not by string matching: what a calendar app would make of them.
 */
import { calendarSubscriptionSchema, EVENT_MESSAGES, SESSION_COOKIE, type CalendarSubscription, type EventRequest } from '@city/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, createCalendarService } from '../src/services/calendar';
import {
  closeTestTemplates,
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
/** 19:00 in Moscow (UTC+3). */
const SATURDAY_EVENING = new Date('2030-06-15T16:00:00Z');

interface ParsedEvent {
  uid: string;
  start: number;
  end: number;
  sequence: number;
  summary: string;
  location: string;
  description: string;
  url: string | null;
  status: string | null;
}

function parseCalendar(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const value = (name: string): string | null => {
      const found = vevent.getFirstPropertyValue(name);
      return found === null ? null : String(found);
    };
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      sequence: event.sequence,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: value('url'),
      status: value('status'),
    };
  });
}

/** The body of PUT /api/events/{id}: the test event, starting later. */
const editedBody = (startDate: string): EventRequest => ({
  title: 'Вечер настольных игр',
  description: 'Играем в «Каркассон» и новинки сезона, правила объясним.',
  category: 'досуг и развлечения',
  ageLimit: 12,
  startDate,
  durationMinutes: 120,
  address: 'Антикафе «Циферблат», ул. Покровка, 12',
  isPaid: false,
});

describe.each(testDatabases())('calendars (docs/events.md#calendars) on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let organizer: SignedInUser;
  let anna: SignedInUser;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12' });
    anna = await signIn(app, database.db, { email: 'anna@example.com', password: 'Secret12' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const eventFile = (user: SignedInUser, eventId: number) => user.client.get<string>(`/api/events/${eventId}/calendar.ics`);
  const host = (): string => new URL(app.url).hostname;
  const feedPath = (subscription: CalendarSubscription): string => new URL(subscription.url).pathname;

  describe('one event as .ics', () => {
    it('is an RFC 5545 attachment with the event at its UTC instants', async () => {
      const eventId = await insertTestEvent(database.db, {
        organizerId: organizer.user.id,
        startsAt: SATURDAY_EVENING,
        durationMinutes: 90,
        title: 'Джазовый вечер; импровизация, до полуночи',
        address: 'ул. Маросейка, 11/4',
      });
      const answer = await eventFile(anna, eventId);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="event-${eventId}.ics"`);
      expect(answer.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
      expect(answer.text).toContain(`DTSTART:20300615T160000Z\r\n`);

      const [event, ...others] = parseCalendar(answer.text);
      expect(others).toEqual([]);
      expect(event).toEqual({
        uid: `event-${eventId}@${host()}`,
        start: SATURDAY_EVENING.getTime(),
        end: SATURDAY_EVENING.getTime() + 90 * 60_000,
        sequence: 0,
        summary: 'Джазовый вечер; импровизация, до полуночи',
        location: 'ул. Маросейка, 11/4',
        description: `Играем в «Каркассон» и новинки сезона, правила объясним.\n\n${app.url}/events/${eventId}`,
        url: `${app.url}/events/${eventId}`,
        status: 'CONFIRMED',
      });
    });

    it('shows an event without a duration as one hour', async () => {
      const eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: SATURDAY_EVENING, durationMinutes: null });
      const [event] = parseCalendar((await eventFile(organizer, eventId)).text);
      expect(event!.end - event!.start).toBe(60 * 60_000);
    });

    it('keeps the UID and raises SEQUENCE with each edit, moving the instants', async () => {
      const eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: SATURDAY_EVENING });
      const [before] = parseCalendar((await eventFile(organizer, eventId)).text);
      expect((await organizer.client.put(`/api/events/${eventId}`, editedBody('2030-06-16T12:00:00'))).status).toBe(200);
      const [after] = parseCalendar((await eventFile(organizer, eventId)).text);
      expect((await organizer.client.put(`/api/events/${eventId}`, editedBody('2030-06-16T12:30:00'))).status).toBe(200);
      const [again] = parseCalendar((await eventFile(organizer, eventId)).text);

      expect(after!.uid).toBe(before!.uid);
      expect(again!.uid).toBe(before!.uid);
      expect([before!.sequence, after!.sequence, again!.sequence]).toEqual([0, 1, 2]);
      // 12:00 in Moscow is 09:00 UTC.
      expect(after!.start).toBe(Date.parse('2030-06-16T09:00:00Z'));
      expect(after!.end).toBe(Date.parse('2030-06-16T11:00:00Z'));
    });

    it('folds every line at 75 octets and unfolds to the same text', async () => {
      const description = `${'Длинное описание мероприятия на русском языке, '.repeat(40)}конец.`;
      const eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: SATURDAY_EVENING, description });
      const { text } = await eventFile(organizer, eventId);
      const lines = text.split('\r\n');
      expect(lines.length).toBeGreaterThan(40);
      for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      expect(lines.some((line) => line.startsWith(' '))).toBe(true);
      expect(parseCalendar(text)[0]!.description).toBe(`${description}\n\n${app.url}/events/${eventId}`);
    });

    it('answers 404 for an event the viewer cannot see, a deleted one or none, and 401 signed out', async () => {
      const hidden = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: SATURDAY_EVENING });
      await insertEventComplaint(database.db, { eventId: hidden, complainantId: null });
      const refused = await eventFile(anna, hidden);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ error: EVENT_MESSAGES.notFound });
      // Its organizer still sees it, as on GET /api/events/{id}.
      expect((await eventFile(organizer, hidden)).status).toBe(200);

      const deleted = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: SATURDAY_EVENING });
      expect((await organizer.client.delete(`/api/events/${deleted}`)).status).toBe(200);
      expect((await eventFile(organizer, deleted)).status).toBe(404);
      expect((await eventFile(anna, 999_999)).status).toBe(404);
      expect((await app.client().get(`/api/events/${hidden}/calendar.ics`)).status).toBe(401);
    });
  });

  describe('the subscribed feed', () => {
    it('gives the same address until a new one is issued, then the old one is 404', async () => {
      const first = await anna.client.get<CalendarSubscription>('/api/calendar/subscription');
      expect(first.status).toBe(200);
      expect(calendarSubscriptionSchema.strict().parse(first.body).url).toMatch(
        new RegExp(`^${app.url}/api/calendar/feeds/[A-Za-z0-9_-]{43}\\.ics$`),
      );
      expect((await anna.client.get<CalendarSubscription>('/api/calendar/subscription')).body).toEqual(first.body);
      // Only a hash is kept.
      const [stored] = await database.db.query<{ token_hash: string }>('SELECT token_hash FROM calendar_feeds WHERE user_id = $1', [
        anna.user.id,
      ]);
      expect(first.body.url).not.toContain(stored!.token_hash);

      const reissued = await anna.client.post<CalendarSubscription>('/api/calendar/subscription');
      expect(reissued.status).toBe(200);
      expect(reissued.body.url).not.toBe(first.body.url);
      expect((await anna.client.get<CalendarSubscription>('/api/calendar/subscription')).body).toEqual(reissued.body);

      const old = await app.client().get<{ error: string }>(feedPath(first.body));
      expect(old.status).toBe(404);
      expect(old.body).toEqual({ error: CALENDAR_MESSAGES.feedNotFound });
      expect((await app.client().get(feedPath(reissued.body))).status).toBe(200);
      // Somebody else's address is somebody else's.
      const organizers = await organizer.client.get<CalendarSubscription>('/api/calendar/subscription');
      expect(organizers.body.url).not.toBe(reissued.body.url);
    });

    it('holds the joined and organized events without a cookie, an edit raising SEQUENCE, a deletion CANCELLED', async () => {
      const boris = await signIn(app, database.db, { email: 'boris@example.com', password: 'Secret12' });
      const own = await insertTestEvent(database.db, { organizerId: boris.user.id, startsAt: SATURDAY_EVENING, title: 'Своё' });
      const joined = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: SATURDAY_EVENING, title: 'Чужое' });
      const cancelled = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: SATURDAY_EVENING, title: 'Отменят' });
      const unrelated = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: SATURDAY_EVENING, title: 'Мимо' });
      expect((await boris.client.post(`/api/events/${joined}/join`)).status).toBe(200);
      expect((await boris.client.post(`/api/events/${cancelled}/join`)).status).toBe(200);

      const subscription = (await boris.client.get<CalendarSubscription>('/api/calendar/subscription')).body;
      const calendarApp = app.client();
      const first = await calendarApp.get<string>(feedPath(subscription));
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(first.headers.get('set-cookie')).toBeNull();
      const byUid = (text: string) => new Map(parseCalendar(text).map((event) => [event.uid, event]));
      const before = byUid(first.text);
      expect([...before.values()].map((event) => event.summary).sort()).toEqual(['Отменят', 'Своё', 'Чужое']);
      expect(before.has(`event-${unrelated}@${host()}`)).toBe(false);
      // The same VEVENT as the single download.
      expect(before.get(`event-${joined}@${host()}`)).toEqual(parseCalendar((await eventFile(boris, joined)).text)[0]);

      expect((await boris.client.put(`/api/events/${own}`, { ...editedBody('2030-06-16T12:00:00'), title: 'Своё' })).status).toBe(200);
      expect((await organizer.client.delete(`/api/events/${cancelled}`)).status).toBe(200);
      const after = byUid((await calendarApp.get<string>(feedPath(subscription))).text);
      expect(after.get(`event-${own}@${host()}`)).toMatchObject({ sequence: 1, start: Date.parse('2030-06-16T09:00:00Z'), status: 'CONFIRMED' });
      expect(after.get(`event-${cancelled}@${host()}`)).toMatchObject({ sequence: 1, status: 'CANCELLED', summary: 'Отменят' });
      expect(after.get(`event-${joined}@${host()}`)).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
    });

    it('refuses a malformed or unknown token with 404, and reads no session', async () => {
      for (const path of ['/api/calendar/feeds/nope.ics', `/api/calendar/feeds/${'A'.repeat(43)}.ics`, `/api/calendar/feeds/${'A'.repeat(43)}`]) {
        const answer = await app.client().get<{ error: string }>(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body).toEqual({ error: CALENDAR_MESSAGES.feedNotFound });
      }
      // A stray session cookie (the person opened the link in their browser) changes nothing.
      const subscription = (await anna.client.get<CalendarSubscription>('/api/calendar/subscription')).body;
      const browser = app.client();
      browser.cookies.set(SESSION_COOKIE, 'not-a-session');
      expect((await browser.get(feedPath(subscription))).status).toBe(200);
    });

    it('issues a new address before any was asked for, on a fresh instance', async () => {
      // The first call of an instance reads the server key; inside the reissue's transaction that
      // would wait for the one embedded connection the transaction holds.
      const fresh = createCalendarService({ db: database.db, publicUrl: app.url, city: 'Москва' });
      const carl = await signIn(app, database.db, { email: 'carl@example.com', password: 'Secret12' });
      const issued = await fresh.reissue({ id: carl.user.id });
      expect((await carl.client.get<CalendarSubscription>('/api/calendar/subscription')).body).toEqual(issued);
    });

    it('needs a session for the address itself', async () => {
      expect((await app.client().get('/api/calendar/subscription')).status).toBe(401);
      expect((await app.client().post('/api/calendar/subscription')).status).toBe(401);
    });
  });
});
