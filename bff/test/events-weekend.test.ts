/**
 * docs/events.md#filters: «Выходные» (dateFilter=weekend, the partner feed's date=weekend) on a
 * clock the test moves through the week, in the city's zone (Moscow, UTC+3).
 */
import type { EventListResponse, PublicEventsResponse } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  createPeople,
  insertTestEvent,
  startTestApp,
  testClock,
  testDatabases,
  type TestApp,
  type TestClock,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

const moscow = (wallClock: string): Date => new Date(`${wallClock}:00+03:00`);

/** Friday 14 June to the Saturday after, 2030. */
const EVENTS: [string, string][] = [
  ['Пятничный вечер', '2030-06-14T23:30'],
  ['Субботняя полночь', '2030-06-15T00:00'],
  ['Субботний концерт', '2030-06-15T19:00'],
  ['Воскресный пикник', '2030-06-16T12:00'],
  ['Поздний воскресный джаз', '2030-06-16T23:45'],
  ['Понедельник с утра', '2030-06-17T00:00'],
  ['Следующая суббота', '2030-06-22T12:00'],
];

describe.each(testDatabases())('the weekend filter on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let clock: TestClock;

  const titles = async (path: string): Promise<string[]> => {
    const response = await app.client().get<EventListResponse | PublicEventsResponse>(path);
    expect(response.status, path).toBe(200);
    return response.body.events.map((event) => event.title);
  };
  const weekendAt = async (instant: string): Promise<string[]> => {
    clock.set(instant);
    const list = await titles('/api/events?dateFilter=weekend');
    // The partner feed applies the same range (docs/partner-feed.md#json-feed).
    expect(await titles('/api/public/events?date=weekend&limit=24')).toEqual(list);
    return list;
  };

  beforeAll(async () => {
    database = await create();
    clock = testClock('2030-06-10T09:00:00Z');
    app = await startTestApp({ db: database.db, clock: clock.now });
    const [organizer] = await createPeople(database.db, 1, 'weekend');
    for (const [title, startsAt] of EVENTS) {
      await insertTestEvent(database.db, { organizerId: organizer!.id, title, startsAt: moscow(startsAt) });
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('on a weekday is the coming Saturday and Sunday, midnight to midnight in the city', async () => {
    const weekend = ['Субботняя полночь', 'Субботний концерт', 'Воскресный пикник', 'Поздний воскресный джаз'];
    // Monday noon.
    expect(await weekendAt('2030-06-10T09:00:00Z')).toEqual(weekend);
    // Friday 23:59 in Moscow: still Friday, so the same weekend, and Friday's night is not part of it.
    expect(await weekendAt('2030-06-14T20:59:00Z')).toEqual(weekend);
  });

  it('on a Saturday is today and tomorrow, without what has started', async () => {
    // Saturday 12:00 in Moscow.
    expect(await weekendAt('2030-06-15T09:00:00Z')).toEqual(['Субботний концерт', 'Воскресный пикник', 'Поздний воскресный джаз']);
  });

  it('on a Sunday is that day only, not the next weekend', async () => {
    // Sunday 00:30 in Moscow, still Saturday in UTC: the city's calendar decides, so Monday's
    // first minute (Sunday 21:00 UTC) is not in it.
    expect(await weekendAt('2030-06-15T21:30:00Z')).toEqual(['Воскресный пикник', 'Поздний воскресный джаз']);
    // Sunday 23:50: the weekend is over but for what has not started; the next Saturday is not offered.
    expect(await weekendAt('2030-06-16T20:50:00Z')).toEqual([]);
  });

  it('moves on to the next weekend from Monday', async () => {
    expect(await weekendAt('2030-06-17T09:00:00Z')).toEqual(['Следующая суббота']);
  });
});
