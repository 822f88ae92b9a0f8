/**
 * docs/operations.md#demo-data: the demo city a new embedded database starts with looks lived
 * in: about sixty events over the next four weeks and a few past ones, every title once, every
 * category, some full, some paid, and covers drawn per category and stored as uploads are.
 */
import { EVENT_CATEGORIES, eventListResponseSchema, isEventFull, type Event } from '@city/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../src/seed/demo-data';
import { closeTestTemplates, startTestApp, testDatabases, type TestApp, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

const NOW = new Date('2030-06-10T09:00:00Z');
const DAY_MS = 86_400_000;

interface EventRow {
  title: string;
  category: string;
  starts_at: Date;
  image_url: string | null;
}

const eventsOf = (database: TestDatabase): Promise<EventRow[]> =>
  database.db.query<EventRow>('SELECT title, category, starts_at, image_url FROM events ORDER BY starts_at, id');

describe.each(testDatabases())('the demo city on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let rows: EventRow[];

  beforeAll(async () => {
    database = await create();
    await loadDemoData(database.db, { city: 'Москва', timezone: 'Europe/Moscow', now: NOW });
    app = await startTestApp({ db: database.db, clock: () => NOW });
    rows = await eventsOf(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('has about sixty events over the next four weeks and a few past ones, each title once', () => {
    const ahead = rows.filter((row) => row.starts_at > NOW);
    const past = rows.filter((row) => row.starts_at < NOW);
    expect(ahead.length).toBeGreaterThanOrEqual(55);
    expect(ahead.length).toBeLessThanOrEqual(65);
    expect(ahead.every((row) => row.starts_at.getTime() <= NOW.getTime() + 30 * DAY_MS)).toBe(true);
    expect(past.length).toBeGreaterThanOrEqual(5);
    expect(past.every((row) => row.starts_at.getTime() >= NOW.getTime() - 31 * DAY_MS)).toBe(true);
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
  });

  it('shows every category, some full and some paid events in the list', async () => {
    const response = await app.client().get('/api/events?hideUnavailable=false&limit=100');
    const { events } = eventListResponseSchema.parse(response.body);
    expect(new Set(events.map((event: Event) => event.category))).toEqual(new Set(EVENT_CATEGORIES));
    expect(events.filter(isEventFull).length).toBeGreaterThanOrEqual(2);
    expect(events.filter((event) => event.isPaid && event.price !== null).length).toBeGreaterThanOrEqual(5);
  });

  it('gives most events a cover of their category, served as uploads are', async () => {
    const covered = rows.filter((row) => row.image_url !== null);
    expect(covered.length).toBeGreaterThanOrEqual(rows.length * 0.8);
    expect(covered.length).toBeLessThan(rows.length);
    const coversByCategory = new Map<string, Set<string>>();
    for (const row of covered) {
      expect(row.image_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
      coversByCategory.set(row.category, (coversByCategory.get(row.category) ?? new Set()).add(row.image_url!));
    }
    // Two drawings per category, drawn once and shared by its events; no category borrows another's.
    expect([...coversByCategory.values()].map((urls) => urls.size)).toEqual(EVENT_CATEGORIES.map(() => 2));
    const everyUrl = [...coversByCategory.values()].flatMap((urls) => [...urls]);
    expect(new Set(everyUrl).size).toBe(everyUrl.length);

    const client = app.client();
    for (const url of everyUrl) {
      const response = await client.get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const stored = await database.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM images WHERE id = $1', [url.slice(9, 45)]);
      const { width, height, format } = await sharp(Buffer.from(stored[0]!.bytes)).metadata();
      expect({ width, height, format }).toEqual({ width: 960, height: 540, format: 'jpeg' });
    }
  });

  it('is the same city for the same day, covers aside', async () => {
    const again = await create();
    try {
      await loadDemoData(again.db, { city: 'Москва', timezone: 'Europe/Moscow', now: NOW });
      const withoutCovers = (list: EventRow[]) => list.map(({ title, category, starts_at }) => [title, category, starts_at.getTime()]);
      expect(withoutCovers(await eventsOf(again))).toEqual(withoutCovers(rows));
    } finally {
      await again.close();
    }
  });
});
