import {
  EVENT_MESSAGES,
  RATE_LIMIT_RULES,
  USER_COMPLAINT_MESSAGES,
  type EventComplaintResponse,
  type UserComplaintResponse,
} from '@city/contracts';
import type { Database } from '../db/database';
import { ConflictError, ForbiddenError } from '../errors';
import { findVisibleEvent } from './event-access';
import { findPublicUser } from './public-users';
import type { RateLimiter } from './rate-limits';
import type { Account } from './users';

export interface ComplaintServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
}

export type ComplaintService = ReturnType<typeof createComplaintService>;

/** What differs between a complaint about an event and one about a person; the filing itself is one. */
interface ComplaintSubject {
  /** Table and subject column are ours, never input: they are spliced into the SQL. */
  readonly table: 'event_claims' | 'user_claims';
  readonly column: 'event_id' | 'user_id';
  /** The pending-per-complainant unique index's predicate, repeated so ON CONFLICT can name it. */
  readonly pendingIndexPredicate: string;
  readonly alreadyPending: string;
}

const EVENT_SUBJECT: ComplaintSubject = {
  table: 'event_claims',
  column: 'event_id',
  pendingIndexPredicate: `status = 'pending' AND reporter_id IS NOT NULL`,
  alreadyPending: EVENT_MESSAGES.complaintAlreadyPending,
};

const PERSON_SUBJECT: ComplaintSubject = {
  table: 'user_claims',
  column: 'user_id',
  pendingIndexPredicate: `status = 'pending'`,
  alreadyPending: USER_COMPLAINT_MESSAGES.alreadyPending,
};

interface FiledRow {
  id: number;
  subject_id: number;
  reason: string;
  status: EventComplaintResponse['status'];
  created_at: Date;
}

/**
 * docs/events.md#complaints and docs/people.md#reporting-a-person: one way to file a complaint,
 * about an event or a person. A pending complaint hides an event from the main list and freezes it;
 * about a person it waits for a moderator. One pending complaint per complainant and subject; the
 * 'claims' limit (20 an hour) counts both kinds together.
 */
export function createComplaintService({ db, rateLimiter }: ComplaintServiceDeps) {
  async function filePending(subject: ComplaintSubject, complainant: Account, subjectId: number, reason: string): Promise<FiledRow> {
    const pending = await db.query(
      `SELECT 1 FROM ${subject.table} WHERE ${subject.column} = $1 AND reporter_id = $2 AND status = 'pending'`,
      [subjectId, complainant.id],
    );
    if (pending.length > 0) throw new ConflictError(subject.alreadyPending);
    // Counted only for complaints that would be filed: a refused duplicate costs no attempt.
    await rateLimiter.consume([{ rule: RATE_LIMIT_RULES.claims, key: String(complainant.id) }]);
    // Two complaints at once: the partial unique index lets one in, the other is the same 409.
    const [created] = await db.query<FiledRow>(
      `INSERT INTO ${subject.table} (${subject.column}, reporter_id, reason)
       VALUES ($1, $2, $3)
       ON CONFLICT (${subject.column}, reporter_id) WHERE ${subject.pendingIndexPredicate} DO NOTHING
       RETURNING id, ${subject.column} AS subject_id, reason, status, created_at`,
      [subjectId, complainant.id, reason],
    );
    if (!created) throw new ConflictError(subject.alreadyPending);
    return created;
  }

  const filedFields = (row: FiledRow) => ({
    id: row.id,
    reason: row.reason,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  });

  return {
    /** Not about one's own event (403); the event must be one the complainant can see (404). */
    async aboutEvent(complainant: Account, eventId: number, reason: string): Promise<EventComplaintResponse> {
      const event = await findVisibleEvent(db, complainant, eventId);
      if (event.organizer_id === complainant.id) throw new ForbiddenError(EVENT_MESSAGES.ownEventComplaint);
      const row = await filePending(EVENT_SUBJECT, complainant, eventId, reason);
      return { ...filedFields(row), eventId: row.subject_id };
    },

    /** Not about oneself (403); the person must have a public profile (404). */
    async aboutPerson(complainant: Account, userId: number, reason: string): Promise<UserComplaintResponse> {
      if (userId === complainant.id) throw new ForbiddenError(USER_COMPLAINT_MESSAGES.ownProfile);
      await findPublicUser(db, userId);
      const row = await filePending(PERSON_SUBJECT, complainant, userId, reason);
      return { ...filedFields(row), userId: row.subject_id };
    },
  };
}
