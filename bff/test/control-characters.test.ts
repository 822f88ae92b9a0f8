import { TEXT_MESSAGES, hasControlCharacters, hasVisibleCharacters, type EventRequest } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  createVerifiedUser,
  insertTestEvent,
  signIn,
  startTestApp,
  testDatabases,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

const NUL = '\u0000';
const BAD_TEXT = { error: TEXT_MESSAGES.controlCharacters };

const event: EventRequest = {
  title: 'Джазовый вечер',
  description: 'Живая музыка\nи импровизация\tдо полуночи.',
  category: 'культура и искусство',
  ageLimit: 16,
  startDate: '2030-06-15T19:00:00',
  durationMinutes: 90,
  address: 'ул. Маросейка, 11/4',
  isPaid: false,
};

describe('the shared text rule (contracts)', () => {
  it('refuses control characters but keeps line breaks and tabs', () => {
    for (const bad of [NUL, '\u0001', '\u0008', '\u000B', '\u001B', '\u007F', '\u0085', '\u009F']) {
      expect(hasControlCharacters(`a${bad}b`)).toBe(true);
    }
    expect(hasControlCharacters('строка\nвторая\r\nс\tтабуляцией')).toBe(false);
  });

  it('sees nothing in zero-width characters and direction marks', () => {
    expect(hasVisibleCharacters('\u200B\u200C\u200D\u200E\u200F\u2060\uFEFF\u202E\u2066 \u00A0')).toBe(false);
    expect(hasVisibleCharacters('\u200BКонцерт')).toBe(true);
  });
});

/** docs/operations.md#database, point 4: a NUL byte answered 500 (PostgreSQL refuses it in text); now 400 in Russian. */
describe.each(testDatabases())('control characters in requests on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let person: SignedInUser;
  let admin: SignedInUser;
  let otherEventId: number;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db });
    person = await signIn(app, database.db, { email: 'writer@example.com', password: 'Secret12' });
    admin = await signIn(app, database.db, { email: 'admin@example.com', password: 'Secret12', role: 'admin' });
    const organizer = await createVerifiedUser(database.db, { email: 'organizer@example.com', password: 'Secret12' });
    otherEventId = await insertTestEvent(database.db, {
      organizerId: organizer.id,
      startsAt: new Date('2030-06-15T16:00:00Z'),
      title: 'Чужое событие',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('DELETE FROM rate_limit_hits');
    app.logs.length = 0;
  });

  const noUnhandledError = () =>
    expect(app.logs.map((line) => JSON.parse(line) as { msg?: string }).filter((entry) => entry.msg === 'unhandled error')).toEqual([]);

  const bodies: [string, string, () => Promise<{ status: number; body: unknown }>][] = [
    ['login', 'email', () => app.client().post('/api/auth/login', { email: `a${NUL}@example.com`, password: 'Secret12' })],
    ['login', 'password', () => app.client().post('/api/auth/login', { email: 'a@example.com', password: `Secret12${NUL}` })],
    [
      'register',
      'email',
      () => app.client().post('/api/auth/register', { email: `new${NUL}@example.com`, password: 'Secret12', confirmPassword: 'Secret12' }),
    ],
    ['forgot-password', 'email', () => app.client().post('/api/auth/forgot-password', { email: `a${NUL}@example.com` })],
    ['resend-verification', 'email', () => app.client().post('/api/auth/resend-verification', { email: `a${NUL}@example.com` })],
    ['events search', 'search', () => person.client.get(`/api/events?search=${encodeURIComponent(`джаз${NUL}`)}`)],
    ['public events search', 'search', () => app.client().get(`/api/public/events?search=${encodeURIComponent(`джаз${NUL}`)}`)],
    ['public feed search', 'search', () => app.client().get(`/api/public/feed?search=${encodeURIComponent(`джаз${NUL}`)}`)],
    [
      'management feedback search',
      'search',
      () => admin.client.get(`/api/management/feedback?search=${encodeURIComponent(`отзыв${NUL}`)}`),
    ],
    [
      'management users search',
      'search',
      () => admin.client.get(`/api/management/users?search=${encodeURIComponent(`борис${NUL}`)}`),
    ],
    ['events create', 'title', () => person.client.post('/api/events', { ...event, title: `Джаз${NUL}` })],
    ['events create', 'description', () => person.client.post('/api/events', { ...event, description: `Музыка\u0007` })],
    ['profile', 'displayName', () => person.client.put('/api/profile', { displayName: `Анна${NUL}`, showName: true, showBirthDate: true, showBio: true })],
    ['feedback', 'subject', () => person.client.post('/api/feedback', { subject: `Тема${NUL}`, message: 'Текст', category: 'general' })],
    ['complaint', 'reason', () => person.client.post(`/api/events/${otherEventId}/claim`, { reason: `Спам${NUL}` })],
  ];

  it.each(bodies)('%s: a control character in %s answers 400 in Russian, nothing logged as a crash', async (_route, _field, send) => {
    const answer = await send();
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(BAD_TEXT);
    noUnhandledError();
  });

  it('keeps line breaks and tabs in a description', async () => {
    const created = await person.client.post<{ description: string }>('/api/events', event);
    expect(created.status).toBe(201);
    expect(created.body.description).toBe(event.description);
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['direction marks', '\u200E\u200F\u202B\u202C'],
    ['a BOM and a word joiner among spaces', ' \uFEFF \u2060 '],
  ])('refuses a title made only of %s', async (_what, title) => {
    const answer = await person.client.post('/api/events', { ...event, title });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: TEXT_MESSAGES.invisibleOnly });
  });

  it('refuses a complaint reason made only of invisible characters as a blank one', async () => {
    const answer = await person.client.post<{ error: string }>(`/api/events/${otherEventId}/claim`, { reason: '\u200B\u200D' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Укажите причину жалобы');
  });
});
