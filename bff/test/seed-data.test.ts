import { EVENT_CATEGORIES, EVENT_LIMITS, instantToWallClock, wallClockToInstant } from '@city/contracts';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { generateSeedData, insertSeedData, type SeedData, type SeedOptions } from '../src/seed/seed-data';
import { seededRandom } from '../src/seed/seeded-random';
import { closeTestTemplates, createPeople, testDatabases, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

const MOSCOW = { city: 'Москва', timezone: 'Europe/Moscow', now: new Date('2026-03-01T10:00:00Z') };
const seedOptions = (overrides: Partial<SeedOptions> = {}): SeedOptions => ({
  users: 30,
  events: 60,
  seed: 7,
  ...MOSCOW,
  ...overrides,
});
const peopleOf = (options: SeedOptions): number => (options.existingPeople ?? 0) + options.users;

describe('seeded random', () => {
  it('picks distinct integers below the size, all of them when asked for more', () => {
    const random = seededRandom(5);
    for (const [size, count] of [[10, 3], [10, 10], [10, 25], [1, 1], [0, 4], [1000, 0]] as const) {
      const picked = random.distinctInts(size, count);
      expect(picked).toHaveLength(Math.min(size, count));
      expect(new Set(picked).size).toBe(picked.length);
      expect(picked.every((value) => Number.isInteger(value) && value >= 0 && value < size)).toBe(true);
    }
    expect(seededRandom(9).distinctInts(50, 20)).toEqual(seededRandom(9).distinctInts(50, 20));
  });

  it('draws as many numbers as it picks, however many there are to pick from', () => {
    // A list of 2^31 numbers could not even be built; picking three of them is immediate.
    expect(seededRandom(1).distinctInts(2 ** 31, 3)).toHaveLength(3);
  });
});

describe('seed generator', () => {
  it('gives the same data for the same seed and other data for another', () => {
    const options = seedOptions({ users: 200, events: 300 });
    expect(generateSeedData({ ...options, seed: 42 })).toEqual(generateSeedData({ ...options, seed: 42 }));
    expect(generateSeedData({ ...options, seed: 43 })).not.toEqual(generateSeedData({ ...options, seed: 42 }));
  });

  // docs/events.md#timing: any seed, even the demo city's dozen neighbours, shows every category and full events.
  it.each([
    { name: 'the demo city', options: seedOptions({ users: 12, events: 20, existingPeople: 1, seed: 2025 }) },
    { name: 'a crowd', options: seedOptions({ users: 5000, events: 40, seed: 3 }) },
    { name: 'a city of two', options: seedOptions({ users: 2, events: 12, seed: 9 }) },
  ])('starts with every category and fills events 5 and 11 in $name', ({ options }) => {
    for (const seed of [1, 2, 3, options.seed]) {
      const { events } = generateSeedData({ ...options, seed });
      expect(events.slice(0, EVENT_CATEGORIES.length).map((event) => event.category)).toEqual([...EVENT_CATEGORIES]);
      for (const index of [5, 11]) {
        const event = events[index]!;
        expect(event.maxParticipants).not.toBeNull();
        expect(event.participants).toHaveLength(event.maxParticipants!);
      }
    }
  });

  it('picks distinct participants and favourites among the others, within the limit', () => {
    const cities = [seedOptions({ users: 12, events: 200, existingPeople: 1 }), seedOptions({ users: 20_000, events: 500 })];
    for (const options of cities) {
      const people = peopleOf(options);
      for (const event of generateSeedData(options).events) {
        expect(event.organizer).toBeGreaterThanOrEqual(0);
        expect(event.organizer).toBeLessThan(people);
        for (const list of [event.participants, event.favoritedBy]) {
          expect(new Set(list).size).toBe(list.length);
          expect(list).not.toContain(event.organizer);
          expect(list.every((person) => Number.isInteger(person) && person >= 0 && person < people)).toBe(true);
        }
        expect(event.participants.length).toBeLessThanOrEqual(event.maxParticipants ?? EVENT_LIMITS.participantsMax);
        expect(event.favoritedBy.length).toBeLessThanOrEqual(6);
      }
    }
  });

  it('fills about FULL_SHARE of the limited events and leaves the rest open', () => {
    const { events } = generateSeedData(seedOptions({ users: 2000, events: 4000 }));
    const limited = events.filter((event, index) => event.maxParticipants !== null && index !== 5 && index !== 11);
    const full = limited.filter((event) => event.participants.length === event.maxParticipants);
    expect(full.length / limited.length).toBeGreaterThan(0.12);
    expect(full.length / limited.length).toBeLessThan(0.18);
    expect(events.some((event) => event.maxParticipants === null && event.participants.length > 0)).toBe(true);
  });

  it('spreads everyone: every person organises, joins or favourites somewhere in a big city', () => {
    const options = seedOptions({ users: 1000, events: 3000 });
    const seen = new Set<number>();
    for (const event of generateSeedData(options).events) {
      seen.add(event.organizer);
      for (const person of [...event.participants, ...event.favoritedBy]) seen.add(person);
    }
    expect(seen.size).toBe(peopleOf(options));
  });

  it('starts every event ahead, at a quarter hour of the city clock, across DST changes', () => {
    // 1,500 events spread over ~260 days from March: Berlin's clocks change in spring and in autumn.
    const options = seedOptions({ users: 50, events: 1500, city: 'Берлин', timezone: 'Europe/Berlin' });
    for (const event of generateSeedData(options).events) {
      const wall = instantToWallClock(event.startsAt.getTime(), options.timezone);
      expect(wall.minute % 15).toBe(0);
      expect(wallClockToInstant(wall, options.timezone)).toBe(event.startsAt.getTime());
      expect(event.startsAt.getTime()).toBeGreaterThan(options.now.getTime() + 3_600_000);
    }
  });
});

describe.each(testDatabases())('seeding $name', ({ create }) => {
  let database: TestDatabase;
  let db: Database;
  beforeEach(async () => {
    database = await create();
    db = database.db;
  });
  afterEach(async () => {
    await database.close();
  });

  /** The tables' foreign keys and indexes as the migrations made them (the seed drops some for a while). */
  const schemaOfSeededTables = () =>
    db.query<{ definition: string }>(
      `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
        WHERE indrelid IN ('events'::regclass, 'event_participants'::regclass, 'event_favorites'::regclass)
       UNION ALL
       SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
        WHERE conrelid IN ('events'::regclass, 'event_participants'::regclass, 'event_favorites'::regclass)
       ORDER BY 1`,
    );

  const seedOnce = async (data: SeedData, existingUserIds: readonly number[] = []) =>
    insertSeedData(db, data, { passwordHash: 'seed-hash', existingUserIds });

  it('writes every event with its people in order, counts the participants and leaves the schema as it was', async () => {
    const schema = await schemaOfSeededTables();
    const data = generateSeedData(seedOptions({ users: 40, events: 120 }));
    expect(await seedOnce(data)).toEqual({ users: 40, events: 120 });

    const users = await db.query<{ id: number; email: string; password_hash: string; verified: boolean }>(
      'SELECT id, email, password_hash, email_verified_at IS NOT NULL AS verified FROM users ORDER BY id',
    );
    expect(users.map((user) => user.email)).toEqual(data.users.map((user) => user.email));
    expect(users.every((user) => user.password_hash === 'seed-hash' && user.verified)).toBe(true);
    const emailOf = new Map(users.map((user) => [user.id, user.email]));

    const events = await db.query<{
      id: number;
      title: string;
      category: string;
      starts_at: Date;
      organizer_id: number;
      max_participants: number | null;
      participant_count: number;
      joined: number;
      participants: string[];
      favorited_by: string[];
    }>(
      `SELECT e.id, e.title, e.category, e.starts_at, e.organizer_id, e.max_participants, e.participant_count,
              (SELECT count(*)::int FROM event_participants p WHERE p.event_id = e.id) AS joined,
              ARRAY(SELECT u.email FROM event_participants p JOIN users u ON u.id = p.user_id
                     WHERE p.event_id = e.id ORDER BY 1) AS participants,
              ARRAY(SELECT u.email FROM event_favorites f JOIN users u ON u.id = f.user_id
                     WHERE f.event_id = e.id ORDER BY 1) AS favorited_by
         FROM events e ORDER BY e.id`,
    );
    expect(events).toHaveLength(data.events.length);
    const emailsOf = (people: readonly number[]) => people.map((person) => data.users[person]!.email).sort();
    for (const [index, event] of events.entries()) {
      const generated = data.events[index]!;
      expect([event.title, event.starts_at.getTime()]).toEqual([generated.title, generated.startsAt.getTime()]);
      expect(emailOf.get(event.organizer_id)).toBe(data.users[generated.organizer]!.email);
      expect(event.participants).toEqual(emailsOf(generated.participants));
      expect(event.favorited_by).toEqual(emailsOf(generated.favoritedBy));
      // Migration 005's triggers count the batched inserts; the seed never writes the count itself.
      expect(event.participant_count).toBe(event.joined);
      if (event.max_participants !== null) expect(event.joined).toBeLessThanOrEqual(event.max_participants);
      expect(event.participants).not.toContain(emailOf.get(event.organizer_id));
    }
    expect(events.slice(0, EVENT_CATEGORIES.length).map((event) => event.category)).toEqual([...EVENT_CATEGORIES]);
    for (const index of [5, 11]) expect(events[index]!.joined).toBe(events[index]!.max_participants);

    expect(await schemaOfSeededTables()).toEqual(schema);
    // ANALYZE ran: the planner knows the tables are no longer empty.
    const [analyzed] = await db.query<{ tuples: number }>(
      "SELECT reltuples::int AS tuples FROM pg_class WHERE relname = 'events'",
    );
    expect(analyzed?.tuples).toBe(120);
  });

  it('reuses the accounts with the same e-mails when the same seed runs again, and adds the events again', async () => {
    const data = generateSeedData(seedOptions({ users: 15, events: 30 }));
    await seedOnce(data);
    const before = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id');
    await seedOnce(data);
    expect(await db.query<{ id: number }>('SELECT id FROM users ORDER BY id')).toEqual(before);
    const [counts] = await db.query<{ events: number; joined: number; counted: number }>(
      `SELECT count(*)::int AS events, (SELECT count(*)::int FROM event_participants) AS joined,
              sum(participant_count)::int AS counted FROM events`,
    );
    const participants = data.events.reduce((sum, event) => sum + event.participants.length, 0);
    expect(counts).toEqual({ events: 60, joined: 2 * participants, counted: 2 * participants });
  });

  it('lets existing accounts organise, join and favourite as the first people (the demo logins)', async () => {
    const [demoUser] = await createPeople(db, 1, 'demo');
    const data = generateSeedData(seedOptions({ users: 3, events: 40, existingPeople: 1 }));
    await seedOnce(data, [demoUser!.id]);
    const [taking] = await db.query<{ organized: number; joined: number; favourites: number }>(
      `SELECT (SELECT count(*)::int FROM events WHERE organizer_id = $1) AS organized,
              (SELECT count(*)::int FROM event_participants WHERE user_id = $1) AS joined,
              (SELECT count(*)::int FROM event_favorites WHERE user_id = $1) AS favourites`,
      [demoUser!.id],
    );
    const ofPersonZero = (pick: (event: SeedData['events'][number]) => boolean) => data.events.filter(pick).length;
    expect(taking).toEqual({
      organized: ofPersonZero((event) => event.organizer === 0),
      joined: ofPersonZero((event) => event.participants.includes(0)),
      favourites: ofPersonZero((event) => event.favoritedBy.includes(0)),
    });
    expect(taking!.joined).toBeGreaterThan(0);
  });

  it('rolls everything back, keys and indexes included, when a reference dangles', async () => {
    const schema = await schemaOfSeededTables();
    const data = generateSeedData(seedOptions({ users: 3, events: 10, existingPeople: 1 }));
    await expect(seedOnce(data, [987_654])).rejects.toThrow();
    const [left] = await db.query<{ users: number; events: number }>(
      'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM events) AS events',
    );
    expect(left).toEqual({ users: 0, events: 0 });
    expect(await schemaOfSeededTables()).toEqual(schema);
  });
});
