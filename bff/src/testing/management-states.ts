import type { ComplaintDecision, FeedbackStatus, SystemComplaint } from '@city/contracts';
import type { Database, SqlParam } from '../db/database';
import { addParticipants, createPeople, insertEventComplaint, insertTestEvent } from './event-states';
import { insertFeedback, insertUserComplaint } from './people-states';
import type { TestDatabase } from './test-database';

/**
 * Set-up steps for the back-office suites and the Pact provider states: decided complaints,
 * automatic-moderation verdicts, backdated rows and a small platform with some of everything.
 */

/** The automatic moderation's verdict the system-complaint states and tests use. */
export const SYSTEM_COMPLAINT_VERDICT: SystemComplaint['metadata'] = {
  model: 'city-moderation-v1',
  confidence: 0.93,
  category: 'drugs',
  lawReference: 'ст. 228 УК РФ',
  checkedAt: '2030-06-10T08:55:00.000Z',
};

export interface TestDecision {
  status: ComplaintDecision;
  reviewerId: number;
  comment?: string | null;
  /** When it was decided; now when absent. */
  at?: Date;
}

/** Marks a complaint about an event decided, as a moderator's PUT would. */
export async function decideTestEventComplaint(db: Database, complaintId: number, decision: TestDecision): Promise<void> {
  await db.query(
    `UPDATE event_claims SET status = $2, reviewed_by = $3, resolution_comment = $4,
            reviewed_at = coalesce($5::timestamptz, now()), updated_at = coalesce($5::timestamptz, now())
      WHERE id = $1`,
    [complaintId, decision.status, decision.reviewerId, decision.comment ?? null, decision.at ?? null],
  );
}

/** Marks a complaint about a person decided, as a moderator's PUT would. */
export async function decideTestUserComplaint(db: Database, complaintId: number, decision: TestDecision): Promise<void> {
  await db.query(
    `UPDATE user_claims SET status = $2, moderator_id = $3, moderator_comment = $4,
            reviewed_at = coalesce($5::timestamptz, now()), updated_at = coalesce($5::timestamptz, now())
      WHERE id = $1`,
    [complaintId, decision.status, decision.reviewerId, decision.comment ?? null, decision.at ?? null],
  );
}

/** Moves a row's creation time (lists are ordered by it). */
export async function setCreatedAt(
  db: Database,
  table: 'event_claims' | 'user_claims' | 'feedback' | 'users',
  id: number,
  createdAt: Date,
): Promise<void> {
  await db.query(`UPDATE ${table} SET created_at = $2 WHERE id = $1`, [id, createdAt]);
}

/** The id of the only feedback item a fresh `insertFeedback` of one item wrote, with its status. */
export async function insertOneFeedback(db: Database, userId: number, status: FeedbackStatus = 'new'): Promise<number> {
  await insertFeedback(db, { userId, count: 1, status });
  const [row] = await db.query<{ id: number }>('SELECT max(id)::int AS id FROM feedback WHERE user_id = $1', [userId]);
  return row!.id;
}

export interface PlatformActivity {
  /** The staff member who decided the complaints (the moderators table is then not empty). */
  staffId: number;
  /** An organizer other than the staff member. */
  organizerId: number;
  /** When the events start (after the app's clock). */
  startsAt: Date;
}

/**
 * Some of everything, so every statistics table has rows: two events of the organizer (culture
 * and sport) with three participants, a pending and an approved complaint about the first, an
 * automatic complaint about the second, a rejected complaint about a person, and feedback in
 * each status (the resolved one resolved by the staff member).
 */
export async function seedPlatformActivity(db: Database, { staffId, organizerId, startsAt }: PlatformActivity): Promise<void> {
  const people = await createPeople(db, 3, 'active');
  const ids = people.map((person) => person.id);
  const concert = await insertTestEvent(db, { organizerId, startsAt, title: 'Концерт в парке', category: 'культура и искусство' });
  const race = await insertTestEvent(db, { organizerId, startsAt, title: 'Забег по набережной', category: 'спорт и туризм' });
  await addParticipants(db, concert, ids);
  await addParticipants(db, race, ids.slice(0, 1));
  await insertEventComplaint(db, { eventId: concert, complainantId: ids[0]! });
  const approved = await insertEventComplaint(db, { eventId: concert, complainantId: ids[1]!, reason: 'Продажа алкоголя' });
  await decideTestEventComplaint(db, approved, { status: 'approved', reviewerId: staffId, comment: 'Подтверждено' });
  await insertEventComplaint(db, { eventId: race, complainantId: null, reason: 'Автоматическая проверка', metadata: SYSTEM_COMPLAINT_VERDICT });
  const aboutPerson = await insertUserComplaint(db, { userId: organizerId, complainantId: ids[2]! });
  await decideTestUserComplaint(db, aboutPerson, { status: 'rejected', reviewerId: staffId });
  for (const status of ['new', 'read'] as const) await insertOneFeedback(db, ids[0]!, status);
  const resolved = await insertOneFeedback(db, ids[0]!, 'resolved');
  await db.query('UPDATE feedback SET resolved_by = $2, resolved_at = now() WHERE id = $1', [resolved, staffId]);
}

const LOCK_WAIT_TIMEOUT_MS = 10_000;

async function waitForLockWaiters(observer: Database, waiters: number): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_TIMEOUT_MS;
  for (;;) {
    const [row] = await observer.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((row?.waiting ?? 0) >= waiters) return;
    if (Date.now() > deadline) throw new Error(`only ${row?.waiting ?? 0} of ${waiters} racers reached the lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * PostgreSQL only (PGlite has one connection, so nothing overlaps there). Holds the rows
 * `lockSql` locks on a connection of its own, starts the racers, waits until `racers.length`
 * sessions are blocked on a lock, then lets them all go at once: requests that would otherwise
 * happen to run one after the other are forced to overlap.
 */
export async function raceBehindLock<T>(
  database: TestDatabase,
  lockSql: string,
  params: readonly SqlParam[],
  racers: readonly (() => Promise<T>)[],
): Promise<T[]> {
  if (database.kind !== 'postgres') throw new Error('raceBehindLock needs PostgreSQL');
  const holder = database.connectAgain();
  const observer = database.connectAgain();
  let racing: Promise<T[]> | undefined;
  await holder.transaction(async (tx) => {
    await tx.query(lockSql, params);
    racing = Promise.all(racers.map((racer) => racer()));
    await waitForLockWaiters(observer, racers.length);
  });
  return racing!;
}
