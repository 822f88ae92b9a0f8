import { eventListResponseSchema, isEventFull, profileSchema, publicProfileSchema, SESSION_COOKIE } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../src/seed/demo-data';
import { createSession } from '../src/services/sessions';
import { findAccountByEmail } from '../src/services/users';
import { closeTestTemplates, startTestApp, testDatabases, type TestApp, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

/** docs/operations.md#demo-data: the demo city is what a newcomer sees first; the events API must answer it in full. */
describe.each(testDatabases())('the demo city through the events API on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await create();
    await loadDemoData(database.db, { city: 'Москва', timezone: 'Europe/Moscow', now: new Date() });
    app = await startTestApp({ db: database.db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('shows the demo user events with participants, favourites and a few full ones', async () => {
    const demoUser = await findAccountByEmail(database.db, 'user@example.com');
    const client = app.client();
    client.cookies.set(SESSION_COOKIE, await createSession(database.db, demoUser!.id));

    const everything = await client.get('/api/events?hideUnavailable=false&limit=100');
    expect(everything.status).toBe(200);
    const { events, hasMore } = eventListResponseSchema.parse(everything.body);
    // docs/operations.md#demo-data: about sixty ahead (bff/test/demo-city.test.ts holds the rest of the demo's shape).
    expect(hasMore).toBe(false);
    expect(events.length).toBeGreaterThanOrEqual(55);
    expect(events.filter(isEventFull).length).toBeGreaterThanOrEqual(2);
    expect(events.some((event) => event.isFavorite)).toBe(true);
    expect(events.some((event) => event.isParticipant)).toBe(true);
    expect(events.some((event) => event.isPaid && event.price !== null)).toBe(true);
    expect(events.every((event) => event.latitude !== null && event.organizerName.length > 0)).toBe(true);

    const open = eventListResponseSchema.parse((await client.get('/api/events?limit=100')).body).events;
    expect(open.length).toBeLessThan(events.length);
    expect(open.some(isEventFull)).toBe(false);

    const participations = await client.get<{ events: unknown[] }>('/api/events/my-participations');
    expect(participations.body.events.length).toBeGreaterThan(0);
    const organized = await client.get<{ events: unknown[] }>('/api/events/my-organized');
    expect(organized.status).toBe(200);
  });

  it('gives the demo user a profile to show on /profile and /users/{id}', async () => {
    const demoUser = await findAccountByEmail(database.db, 'user@example.com');
    const client = app.client();
    client.cookies.set(SESSION_COOKIE, await createSession(database.db, demoUser!.id));
    const profile = profileSchema.parse((await client.get('/api/profile')).body);
    expect(profile).toMatchObject({ displayName: 'Иван Петров', birthDate: '1994-08-17', city: 'Москва' });
    expect(profile.bio?.length).toBeGreaterThan(20);
    const seenByItself = publicProfileSchema.parse((await client.get(`/api/users/${demoUser!.id}/profile`)).body);
    expect(seenByItself).toMatchObject({ displayName: 'Иван Петров', birthDate: '1994-08-17', bio: profile.bio });
    expect(seenByItself.age).toBeGreaterThanOrEqual(30);
  });
});
