import { SESSION_COOKIE, type AgeLimit, type EventCategory, type SystemComplaint } from '@city/contracts';
import type { Database } from '../db/database';
import { createSession } from '../services/sessions';

/**
 * Set-up steps for the events suites and the Pact provider states. They write straight to the
 * database, so an event may start in the past or sit under a complaint without going through
 * the API that would refuse it.
 */

export interface TestEventInput {
  organizerId: number;
  /** The instant it starts. */
  startsAt: Date;
  title?: string;
  description?: string;
  address?: string;
  category?: EventCategory;
  ageLimit?: AgeLimit;
  durationMinutes?: number | null;
  isPaid?: boolean;
  price?: number | null;
  maxParticipants?: number | null;
  imageUrl?: string | null;
  city?: string;
}

export async function insertTestEvent(db: Database, input: TestEventInput): Promise<number> {
  const isPaid = input.isPaid ?? false;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO events (title, description, starts_at, duration_minutes, address, city, category, age_limit,
                         is_paid, price, max_participants, image_url, organizer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING id`,
    [
      input.title ?? 'Вечер настольных игр',
      input.description ?? 'Играем в «Каркассон» и новинки сезона, правила объясним.',
      input.startsAt,
      input.durationMinutes === undefined ? 120 : input.durationMinutes,
      input.address ?? 'Антикафе «Циферблат», ул. Покровка, 12',
      input.city ?? 'Москва',
      input.category ?? 'досуг и развлечения',
      input.ageLimit ?? 12,
      isPaid,
      isPaid ? (input.price ?? 500) : null,
      input.maxParticipants ?? null,
      input.imageUrl ?? null,
      input.organizerId,
    ],
  );
  return row!.id;
}

export async function addParticipants(db: Database, eventId: number, userIds: readonly number[]): Promise<void> {
  await db.query('INSERT INTO event_participants (event_id, user_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING', [
    eventId,
    userIds,
  ]);
}

/** docs/events.md#waitlist: `userIds` wait for a place, in this order. */
export async function addToWaitlist(db: Database, eventId: number, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) {
    await db.query('INSERT INTO event_waitlist (event_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [eventId, userId]);
  }
}

export async function addFavorites(db: Database, eventId: number, userIds: readonly number[]): Promise<void> {
  await db.query('INSERT INTO event_favorites (event_id, user_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING', [
    eventId,
    userIds,
  ]);
}

export interface TestComplaintInput {
  eventId: number;
  /** null: the automatic moderation's complaint (systemClaim). */
  complainantId: number | null;
  reason?: string;
  status?: 'pending' | 'approved' | 'rejected';
  metadata?: SystemComplaint['metadata'] | Record<string, unknown> | null;
}

export async function insertEventComplaint(db: Database, input: TestComplaintInput): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO event_claims (event_id, reporter_id, reason, status, metadata)
     VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
    [
      input.eventId,
      input.complainantId,
      input.reason ?? 'Похоже на мошенничество',
      input.status ?? 'pending',
      input.metadata == null ? null : JSON.stringify(input.metadata),
    ],
  );
  return row!.id;
}

export interface TestPerson {
  id: number;
  email: string;
  /** A live session: send as the city_session cookie. */
  sessionToken: string;
}

/**
 * `count` confirmed accounts with a session each, in one insert (the race tests need a hundred;
 * argon2 for each would only cost time). They cannot sign in with a password.
 */
export async function createPeople(db: Database, count: number, prefix: string): Promise<TestPerson[]> {
  const rows = await db.query<{ id: number; email: string }>(
    `INSERT INTO users (email, password_hash, display_name, email_verified_at)
     SELECT $1 || n || '@example.com', 'no-password', 'Участник ' || n, now() FROM generate_series(1, $2::int) AS n
     RETURNING id, email`,
    [prefix, count],
  );
  const people: TestPerson[] = [];
  for (const row of rows) people.push({ ...row, sessionToken: await createSession(db, row.id) });
  return people;
}

/** The Cookie header of a session. */
export const sessionCookieHeader = (sessionToken: string): Record<string, string> => ({
  cookie: `${SESSION_COOKIE}=${sessionToken}`,
});
