import {
  EVENT_CATEGORIES,
  EVENT_LIMITS,
  wallClockToInstant,
  type AgeLimit,
  type EventCategory,
} from '@city/contracts';
import type { Database } from '../db/database';
import { cityDayAfter } from './city-calendar';
import {
  CLOSING_LINES,
  EVENT_IDEAS,
  FEMALE_NAMES,
  GENERIC_VENUES,
  MALE_NAMES,
  MOSCOW_VENUES,
  SURNAMES,
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

function generateEvent(
  random: SeededRandom,
  index: number,
  people: number,
  options: SeedOptions,
  spreadDays: number,
): SeedEvent {
  // The first five cover every category, so any seed shows all of them (participant-side §3).
  const category = index < EVENT_CATEGORIES.length ? EVENT_CATEGORIES[index]! : random.pick(EVENT_CATEGORIES);
  const idea = random.pick(EVENT_IDEAS[category]);
  const venues = options.city === 'Москва' ? MOSCOW_VENUES : GENERIC_VENUES;
  const suitable = venues.filter((venue) => venue.kinds.some((kind) => idea.venueKinds.includes(kind)));
  const venue: Venue = random.pick(suitable.length > 0 ? suitable : venues);

  const dayOffset = random.int(0, spreadDays);
  const hour = random.int(idea.hours[0], idea.hours[1]);
  const minute = random.pick([0, 15, 30, 45]);
  const startOn = (offset: number): Date =>
    new Date(wallClockToInstant({ ...cityDayAfter(options.now, offset, options.timezone), hour, minute }, options.timezone));
  // A slot already gone today (or within the hour) moves to tomorrow: every seeded event lies ahead.
  const today = startOn(dayOffset);
  const startsAt = today.getTime() > options.now.getTime() + 3_600_000 ? today : startOn(dayOffset + 1);
  const isPaid = random.chance(idea.paidChance);
  const price = isPaid ? (Math.round(random.int(idea.price[0], idea.price[1]) / 50) * 50 || 100).toFixed(2) : null;

  const organizer = random.int(0, people - 1);
  const others = Array.from({ length: people }, (_, person) => person).filter((person) => person !== organizer);
  const { maxParticipants, wanted } = participantPlan(random, idea.limits, others.length, ALWAYS_FULL.has(index));
  const participants = random.sample(others, Math.min(wanted, EVENT_LIMITS.participantsMax));
  const favoritedBy = random.sample(others, random.int(0, Math.min(6, others.length)));

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

/** These events always fill up, so any seed shows the full states (participant-side §4). */
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
  // About forty events a week at most, and at least four weeks ahead.
  const spreadDays = Math.max(28, Math.ceil(options.events / 40) * 7);
  const events = Array.from({ length: options.events }, (_, index) =>
    generateEvent(random, index, people, options, spreadDays),
  );
  return { users, events };
}

/**
 * Writes the data in one transaction. Generated users share `passwordHash`; re-running the same
 * seed reuses the accounts with the same e-mails and adds the events again.
 */
export async function insertSeedData(
  db: Database,
  data: SeedData,
  { passwordHash, existingUserIds = [] }: { passwordHash: string; existingUserIds?: readonly number[] },
): Promise<{ users: number; events: number }> {
  return db.transaction(async (tx) => {
    const userIds = [...existingUserIds];
    for (const user of data.users) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, display_name, city, birth_date, bio, email_verified_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (email) DO UPDATE SET email = excluded.email
         RETURNING id`,
        [user.email, passwordHash, user.displayName, user.city, user.birthDate, user.bio],
      );
      userIds.push(row!.id);
    }
    const person = (index: number): number => userIds[index]!;
    for (const event of data.events) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO events (title, description, starts_at, duration_minutes, address, city, latitude, longitude,
                             category, age_limit, is_paid, price, max_participants, organizer_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         RETURNING id`,
        [
          event.title, event.description, event.startsAt, event.durationMinutes, event.address, event.city,
          event.latitude, event.longitude, event.category, event.ageLimit, event.isPaid, event.price,
          event.maxParticipants, person(event.organizer),
        ],
      );
      const eventId = row!.id;
      await tx.query(
        'INSERT INTO event_participants (event_id, user_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING',
        [eventId, event.participants.map(person)],
      );
      await tx.query(
        'INSERT INTO event_favorites (event_id, user_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING',
        [eventId, event.favoritedBy.map(person)],
      );
    }
    return { users: data.users.length, events: data.events.length };
  });
}
