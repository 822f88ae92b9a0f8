import {
  EVENT_CATEGORIES,
  EVENT_LIMITS,
  instantToWallClock,
  wallClockOrdinal,
  wallClockToInstant,
  type AgeLimit,
  type EventCategory,
} from '@city/contracts';
import type { Database, SqlParam } from '../db/database';
import { cityDateOf, cityMidnightAfter } from '../services/city-calendar';
import {
  CLOSING_LINES,
  EVENT_IDEAS,
  FEMALE_NAMES,
  GENERIC_VENUES,
  MALE_NAMES,
  MOSCOW_VENUES,
  SURNAMES,
  type EventIdea,
  type Venue,
} from './seed-corpus';
import { seededRandom, type SeededRandom } from './seeded-random';

export interface SeedOptions {
  users: number;
  events: number;
  seed: number;
  city: string;
  timezone: string;
  /** Events start after this instant. */
  now: Date;
  /** Accounts that already exist and may organise, join and favourite too (the demo logins). */
  existingPeople?: number;
  /**
   * Event i is `ideas[i]` instead of a random idea of a random category (the demo city: every
   * title once). Events beyond them are drawn as usual.
   */
  ideas?: readonly PlannedIdea[];
}

/** An idea and the category it belongs to. */
export interface PlannedIdea {
  category: EventCategory;
  idea: EventIdea;
}

export interface SeedUser {
  email: string;
  displayName: string;
  city: string;
  birthDate: string;
  bio: string | null;
}

/** People are indexes into [...existing accounts, ...generated users]. */
export interface SeedEvent {
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number | null;
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  category: EventCategory;
  ageLimit: AgeLimit;
  isPaid: boolean;
  price: string | null;
  maxParticipants: number | null;
  organizer: number;
  participants: number[];
  favoritedBy: number[];
}

export interface SeedData {
  users: SeedUser[];
  events: SeedEvent[];
}

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};
const transliterate = (word: string): string =>
  [...word.toLowerCase()].map((letter) => TRANSLIT[letter] ?? letter).join('');

const femaleSurname = (surname: string): string => `${surname}а`;

const BIOS = [
  'Люблю город и новые знакомства.',
  'По выходным катаюсь на велосипеде и хожу на концерты.',
  'Инженер, играю в настольные игры, читаю фантастику.',
  'Учусь рисовать и ищу компанию для прогулок по музеям.',
  'Бегаю по утрам, готовлюсь к первому полумарафону.',
  null,
] as const;

function generateUser(random: SeededRandom, index: number, city: string, now: Date): SeedUser {
  const female = random.chance(0.5);
  const firstName = female ? random.pick(FEMALE_NAMES) : random.pick(MALE_NAMES);
  const surname = random.pick(SURNAMES);
  const lastName = female ? femaleSurname(surname) : surname;
  const birthYear = now.getUTCFullYear() - random.int(18, 65);
  const birthDate = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  return {
    email: `${transliterate(firstName)}.${transliterate(lastName)}${index + 1}@example.com`,
    displayName: `${firstName} ${lastName}`,
    city,
    birthDate,
    bio: random.pick(BIOS),
  };
}

/** What every event of one run shares, worked out once rather than per event. */
interface EventContext {
  options: SeedOptions;
  /** Existing accounts plus generated users: organizers, participants and favourites are drawn from them. */
  people: number;
  spreadDays: number;
  cityInstant: CityInstant;
  venues: ReadonlyMap<EventIdea, readonly Venue[]>;
}

function generateEvent(random: SeededRandom, index: number, context: EventContext): SeedEvent {
  const { options, people } = context;
  const planned = options.ideas?.[index];
  // The first five cover every category, so any seed shows all of them (docs/events.md#creating-and-editing).
  const category =
    planned?.category ?? (index < EVENT_CATEGORIES.length ? EVENT_CATEGORIES[index]! : random.pick(EVENT_CATEGORIES));
  const idea = planned?.idea ?? random.pick(EVENT_IDEAS[category]);
  const venue = random.pick(context.venues.get(idea)!);

  const dayOffset = random.int(0, context.spreadDays);
  const hour = random.int(idea.hours[0], idea.hours[1]);
  const minute = random.pick([0, 15, 30, 45]);
  // A slot already gone today (or within the hour) moves to tomorrow: every seeded event lies ahead.
  const today = context.cityInstant(dayOffset, hour, minute);
  const startsAt =
    today.getTime() > options.now.getTime() + 3_600_000 ? today : context.cityInstant(dayOffset + 1, hour, minute);
  const isPaid = random.chance(idea.paidChance);
  const price = isPaid ? (Math.round(random.int(idea.price[0], idea.price[1]) / 50) * 50 || 100).toFixed(2) : null;

  // Participants and favourites are drawn among the others' numbers (0 … people − 2), shifted past
  // the organizer's: no list of everyone is built per event (at 20,000 people that took minutes).
  const organizer = random.int(0, people - 1);
  const others = people - 1;
  const someoneElse = (other: number): number => (other < organizer ? other : other + 1);
  const { maxParticipants, wanted } = participantPlan(random, idea.limits, others, ALWAYS_FULL.has(index));
  const participants = random.distinctInts(others, Math.min(wanted, EVENT_LIMITS.participantsMax)).map(someoneElse);
  const favoritedBy = random.distinctInts(others, random.int(0, Math.min(6, others))).map(someoneElse);

  return {
    title: idea.title,
    description: `${idea.description} ${random.pick(CLOSING_LINES)}`,
    startsAt,
    durationMinutes: random.pick(idea.durations),
    address: `${venue.name}, ${venue.address}`,
    city: options.city,
    latitude: venue.latitude,
    longitude: venue.longitude,
    category,
    ageLimit: random.pick(idea.ageLimits),
    isPaid,
    price,
    maxParticipants,
    organizer,
    participants,
    favoritedBy,
  };
}

/** The venues of the city that suit each idea (all of them when none does). */
function venuesByIdea(city: string, planned: readonly PlannedIdea[] = []): Map<EventIdea, readonly Venue[]> {
  const venues = city === 'Москва' ? MOSCOW_VENUES : GENERIC_VENUES;
  const ideas = [...Object.values(EVENT_IDEAS).flat(), ...planned.map(({ idea }) => idea)];
  return new Map(
    ideas.map((idea) => {
      const suitable = venues.filter((venue) => venue.kinds.some((kind) => idea.venueKinds.includes(kind)));
      return [idea, suitable.length > 0 ? suitable : venues];
    }),
  );
}

/** The instant the city's clocks show `hour:minute` on the day `days` after today. */
type CityInstant = (days: number, hour: number, minute: number) => Date;

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * A conversion through Intl costs ~50 µs and every start took three or more: a quarter of a
 * minute for 100,000 events. So the UTC offset is read once a week (on a grid of instants) and
 * a day between two equal readings takes it; a day near a change (DST) is converted as before.
 */
function cityInstants(now: Date, timeZone: string): CityInstant {
  const today = cityDateOf(now, timeZone);
  const weeklyOffsets = new Map<number, number>();
  const offsetInWeek = (week: number): number => {
    let offset = weeklyOffsets.get(week);
    if (offset === undefined) {
      offset = wallClockOrdinal(instantToWallClock(week * WEEK_MS, timeZone)) - week * WEEK_MS;
      weeklyOffsets.set(week, offset);
    }
    return offset;
  };
  return (days, hour, minute) => {
    const wall = { ...cityMidnightAfter(today, days), hour, minute };
    // Offsets stay within ±14 h, so the day's instants lie within 18 h of its wall-clock span; the
    // same reading on the grid points around that means no change in between (no zone switches
    // and switches back within two weeks).
    const midnight = wallClockOrdinal({ ...wall, hour: 0, minute: 0 });
    const before = offsetInWeek(Math.floor((midnight - 18 * HOUR_MS) / WEEK_MS));
    const after = offsetInWeek(Math.ceil((midnight + 42 * HOUR_MS) / WEEK_MS));
    return new Date(before === after ? wallClockOrdinal(wall) - before : wallClockToInstant(wall, timeZone));
  };
}

/** These events always fill up, so any seed shows the full states (docs/events.md#timing). */
const ALWAYS_FULL = new Set([5, 11]);
/** Beyond those, about this share of the limited events fill up. */
const FULL_SHARE = 0.15;

/**
 * The limit and how many join. A full event's limit is capped at the people there are to fill
 * it (a demo city of a dozen neighbours cannot fill 24 places).
 */
function participantPlan(
  random: SeededRandom,
  limits: readonly (number | null)[],
  available: number,
  forceFull: boolean,
): { maxParticipants: number | null; wanted: number } {
  const picked = random.pick(limits);
  const limit = forceFull && picked === null ? EVENT_LIMITS.participantsDefault : picked;
  if (limit === null) return { maxParticipants: null, wanted: random.int(0, Math.min(25, available)) };
  if ((forceFull || random.chance(FULL_SHARE)) && available > 0) {
    const reachable = Math.min(limit, available);
    return { maxParticipants: reachable, wanted: reachable };
  }
  return { maxParticipants: limit, wanted: random.int(0, Math.max(0, limit - 1)) };
}

/** Deterministic for the same options: a seeded PRNG, no Math.random, no clock reads. */
export function generateSeedData(options: SeedOptions): SeedData {
  const random = seededRandom(options.seed);
  const users = Array.from({ length: options.users }, (_, index) => generateUser(random, index, options.city, options.now));
  const people = (options.existingPeople ?? 0) + users.length;
  if (people === 0 && options.events > 0) throw new Error('events need at least one user to organise them');
  const context: EventContext = {
    options,
    people,
    // About forty events a week at most, and at least four weeks ahead.
    spreadDays: Math.max(28, Math.ceil(options.events / 40) * 7),
    cityInstant: cityInstants(options.now, options.timezone),
    venues: venuesByIdea(options.city, options.ideas),
  };
  const events = Array.from({ length: options.events }, (_, index) => generateEvent(random, index, context));
  return { users, events };
}

/**
 * Rows per INSERT: each statement carries its rows as one array per column (unnest), so 100,000
 * events and ~2 million participants take a few hundred statements instead of three per event,
 * while a statement's parameters stay within a few megabytes.
 */
const ROWS_PER_STATEMENT = 10_000;

/**
 * Writes the data in one transaction, then vacuums and analyzes the tables (so call it outside a
 * transaction). The participant count's trigger leaves an old version of every event behind, and
 * the indexes rebuilt inside the transaction point to those too; VACUUM drops them, marks the
 * pages all-visible for index-only scans and spares the next reader an autovacuum run (or, with
 * autovacuum off, keeps them from staying for good); ANALYZE tells the planner the tables are no
 * longer empty. Generated users share `passwordHash`; re-running the same seed reuses the
 * accounts with the same e-mails and adds the events again. events.participant_count is kept by
 * the triggers of migration 005, not here.
 */
export async function insertSeedData(
  db: Database,
  data: SeedData,
  { passwordHash, existingUserIds = [] }: { passwordHash: string; existingUserIds?: readonly number[] },
): Promise<{ users: number; events: number }> {
  const written = await db.transaction(async (tx) => {
    const userIds = [...existingUserIds];
    for (const users of batches(data.users, ROWS_PER_STATEMENT)) userIds.push(...(await insertUsers(tx, users, passwordHash)));
    // Distinct people and new events make distinct pairs, so they go in without ON CONFLICT (which
    // made them three times slower); an account given twice would break that.
    if (new Set(userIds).size !== userIds.length) throw new Error('seed: an existing account is also among the generated users');
    const person = (index: number): number => userIds[index]!;
    await asBulkLoad(tx, ['events', 'event_participants', 'event_favorites'], async () => {
      for (const events of batches(data.events, ROWS_PER_STATEMENT)) {
        const eventIds = await insertEvents(tx, events, person);
        await insertPeopleOfEvents(tx, 'event_participants', eventIds, events.map((event) => event.participants.map(person)));
        await insertPeopleOfEvents(tx, 'event_favorites', eventIds, events.map((event) => event.favoritedBy.map(person)));
      }
    });
    return { users: data.users.length, events: data.events.length };
  });
  await db.exec('VACUUM (ANALYZE) users, events, event_participants, event_favorites');
  return written;
}

/**
 * Loads the way the PostgreSQL manual advises for bulk loads ("Populating a Database"): the
 * foreign keys and the non-unique indexes of `tables` are dropped and put back, as they were,
 * before the commit. Row by row, each participant cost a query per foreign key, and each event
 * row went into every index twice (the participant count's trigger rewrites it): at 100,000
 * events that was most of the seed. A key added to a filled table is checked in one join and an
 * index is built in one sort. A dangling reference still fails the seed and rolls it all back.
 * Until the commit, the transaction holds these tables and those they refer to (users, events)
 * exclusively: a server on the same database waits for the seed.
 */
async function asBulkLoad(tx: Database, tables: readonly string[], load: () => Promise<void>): Promise<void> {
  const deferred = await tx.query<{ drop: string; restore: string }>(
    `SELECT format('DROP INDEX %s', indexrelid::regclass) AS drop, pg_get_indexdef(indexrelid) AS restore
       FROM pg_index
      WHERE indrelid = ANY($1::text[]::regclass[]) AND NOT indisunique AND NOT indisexclusion
     UNION ALL
     SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname),
            format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
       FROM pg_constraint
      WHERE contype = 'f' AND conrelid = ANY($1::text[]::regclass[])`,
    [tables],
  );
  for (const { drop } of deferred) await tx.exec(drop);
  await load();
  for (const { restore } of deferred) await tx.exec(restore);
}

function* batches<T>(items: readonly T[], size: number): Generator<readonly T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** A column of a batch with NULLs in it; both drivers send a JS null inside an array as SQL NULL. */
const nullable = <T extends string | number>(values: readonly (T | null)[]): SqlParam => values as SqlParam;

/** The users' ids in the order given: new accounts, or the existing ones with the same e-mails. */
async function insertUsers(tx: Database, users: readonly SeedUser[], passwordHash: string): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[])
                WITH ORDINALITY AS input(email, display_name, city, birth_date, bio, position)
     ), written AS (
       INSERT INTO users (email, password_hash, display_name, city, birth_date, bio, email_verified_at)
       SELECT email, $6, display_name, city, birth_date, bio, now() FROM input ORDER BY position
       ON CONFLICT (email) DO UPDATE SET email = excluded.email
       RETURNING id, email
     )
     SELECT written.id FROM written JOIN input USING (email) ORDER BY input.position`,
    [
      users.map((user) => user.email),
      users.map((user) => user.displayName),
      users.map((user) => user.city),
      users.map((user) => user.birthDate),
      nullable(users.map((user) => user.bio)),
      passwordHash,
    ],
  );
  if (rows.length !== users.length) throw new Error(`seed: ${rows.length} users written of ${users.length}`);
  return rows.map((row) => row.id);
}

/**
 * The events' ids in the order given. RETURNING promises no order, so the ids are drawn from the
 * events' own sequence first and written with the rows (OVERRIDING SYSTEM VALUE): the same
 * numbers the identity column would have given them.
 */
async function insertEvents(tx: Database, events: readonly SeedEvent[], person: (index: number) => number): Promise<number[]> {
  const drawn = await tx.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('events', 'id')) AS id FROM generate_series(1, $1)",
    [events.length],
  );
  const ids = drawn.map((row) => row.id).sort((a, b) => a - b);
  await tx.query(
    `INSERT INTO events (id, title, description, starts_at, duration_minutes, address, city, latitude, longitude,
                         category, age_limit, is_paid, price, max_participants, organizer_id)
     OVERRIDING SYSTEM VALUE
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::timestamptz[], $5::integer[], $6::text[], $7::text[],
                          $8::double precision[], $9::double precision[], $10::text[], $11::integer[], $12::boolean[],
                          $13::numeric[], $14::integer[], $15::bigint[])`,
    [
      ids,
      events.map((event) => event.title),
      events.map((event) => event.description),
      events.map((event) => event.startsAt.toISOString()),
      nullable(events.map((event) => event.durationMinutes)),
      events.map((event) => event.address),
      events.map((event) => event.city),
      nullable(events.map((event) => event.latitude)),
      nullable(events.map((event) => event.longitude)),
      events.map((event) => event.category),
      events.map((event) => event.ageLimit),
      events.map((event) => (event.isPaid ? 'true' : 'false')),
      nullable(events.map((event) => event.price)),
      nullable(events.map((event) => event.maxParticipants)),
      events.map((event) => person(event.organizer)),
    ],
  );
  return ids;
}

/** Participants or favourites: `userIds[i]` are the people of the event `eventIds[i]`. */
async function insertPeopleOfEvents(
  tx: Database,
  table: 'event_participants' | 'event_favorites',
  eventIds: readonly number[],
  userIds: readonly (readonly number[])[],
): Promise<void> {
  let events: number[] = [];
  let users: number[] = [];
  const flush = async (): Promise<void> => {
    if (events.length === 0) return;
    await tx.query(
      `INSERT INTO ${table} (event_id, user_id) SELECT * FROM unnest($1::bigint[], $2::bigint[])`,
      [events, users],
    );
    events = [];
    users = [];
  };
  for (const [index, eventId] of eventIds.entries()) {
    for (const userId of userIds[index]!) {
      events.push(eventId);
      users.push(userId);
    }
    if (events.length >= ROWS_PER_STATEMENT) await flush();
  }
  await flush();
}
