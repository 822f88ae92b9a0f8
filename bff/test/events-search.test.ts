/**
 * docs/events.md#search: search finds Russian word forms, prefixes, the text as
 * typed in a title, and a title word with a slip of a letter, in the main list and the partner
 * feed alike; it filters and never reorders.
 */
import type { EventListResponse, PublicEventsResponse } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  insertTestEvent,
  signIn,
  startTestApp,
  testClock,
  testDatabases,
  type TestApp,
  type TestDatabase,
  type TestEventInput,
} from '../src/testing';

afterAll(closeTestTemplates);

/** Monday 10 June 2030, 12:00 in Moscow (UTC+3 all year). */
const NOW = '2030-06-10T09:00:00Z';
const moscow = (wallClock: string): Date => new Date(`${wallClock}:00+03:00`);

describe.each(testDatabases())('search on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  /** Every request from an address of its own, so the lists' flood guard never steps in. */
  let addresses = 0;
  const client = () => app.client({ 'x-forwarded-for': `198.51.100.${++addresses}` });

  const search = async (text: string): Promise<string[]> => {
    const response = await client().get<EventListResponse>(`/api/events?search=${encodeURIComponent(text)}`);
    expect(response.status).toBe(200);
    return response.body.events.map((event) => event.title);
  };
  const searchFeed = async (text: string): Promise<string[]> => {
    const response = await client().get<PublicEventsResponse>(`/api/public/events?limit=24&search=${encodeURIComponent(text)}`);
    expect(response.status).toBe(200);
    return response.body.events.map((event) => event.title);
  };

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now });
    const organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12' });
    const event = (title: string, startsAt: string, input: Partial<TestEventInput> = {}) =>
      insertTestEvent(database.db, { organizerId: organizer.user.id, title, startsAt: moscow(startsAt), ...input });
    // Inserted out of start order, so the order of the answers is the list's, not the insert's.
    await event('Читка пьесы «Бег»', '2030-06-14T19:00', { description: 'Актёры читают пьесу Булгакова по ролям' });
    await event('Мастер-класс по керамике', '2030-06-11T12:00', { description: 'Лепим чашки из глины' });
    await event('Книжный клуб', '2030-06-12T19:00', {
      description: 'Обсуждаем роман Булгакова «Мастер и Маргарита»',
      address: 'Библиотека им. Некрасова, ул. Бауманская, 58/25',
    });
    await event('Концерт джазового квартета', '2030-06-13T20:00', { description: 'Импровизации и стандарты' });
    await event('Скидки 100% на вход', '2030-06-15T12:00', { description: 'Ярмарка выходного дня' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each([
    // Word forms in the description, by start.
    ['Булгаков', ['Книжный клуб', 'Читка пьесы «Бег»']],
    ['Булгакову', ['Книжный клуб', 'Читка пьесы «Бег»']],
    // A prefix of a word, in the description and the address.
    ['Булг', ['Книжный клуб', 'Читка пьесы «Бег»']],
    ['Некрас', ['Книжный клуб']],
    ['мастер-класс', ['Мастер-класс по керамике']],
    ['Мастер', ['Мастер-класс по керамике', 'Книжный клуб']],
    // One wrong letter in a word of a title (and a different case ending).
    ['керамека', ['Мастер-класс по керамике']],
    ['концерд', ['Концерт джазового квартета']],
    ['джозового', ['Концерт джазового квартета']],
    // The text as typed inside a title.
    ['ерамик', ['Мастер-класс по керамике']],
    ['100%', ['Скидки 100% на вход']],
    ['_', []],
    ['футбол', []],
  ])('%j finds %j', async (text, titles) => {
    expect(await search(text)).toEqual(titles);
    expect(await searchFeed(text)).toEqual(titles);
  });
});
