import { EVENT_MESSAGES, RATE_LIMIT_RULES, type EventClaimResponse } from '@city/contracts';
import type { Database } from '../db/database';
import { ConflictError, ForbiddenError } from '../errors';
import { findVisibleEvent } from './event-access';
import type { RateLimiter } from './rate-limits';
import type { Account } from './users';

export interface ComplaintServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
}

export type ComplaintService = ReturnType<typeof createComplaintService>;

interface ClaimRow {
  id: number;
  event_id: number;
  reason: string;
  status: EventClaimResponse['status'];
  created_at: Date;
}

const toClaimResponse = (row: ClaimRow): EventClaimResponse => ({
  id: row.id,
  eventId: row.event_id,
  reason: row.reason,
  status: row.status,
  createdAt: row.created_at.toISOString(),
});

/** docs/events.md#complaints: reports about events; moderators decide them later. */
export function createComplaintService({ db, rateLimiter }: ComplaintServiceDeps) {
  return {
    /**
     * A pending complaint: from then on the event has claim=true, leaves the main list and is
     * frozen. Not on one's own event; one pending complaint per reporter and event; 20 an hour.
     */
    async fileEventClaim(reporter: Account, eventId: number, reason: string): Promise<EventClaimResponse> {
      const event = await findVisibleEvent(db, reporter, eventId);
      if (event.organizer_id === reporter.id) throw new ForbiddenError(EVENT_MESSAGES.ownEventClaim);
      const pending = await db.query(
        `SELECT 1 FROM event_claims WHERE event_id = $1 AND reporter_id = $2 AND status = 'pending'`,
        [eventId, reporter.id],
      );
      if (pending.length > 0) throw new ConflictError(EVENT_MESSAGES.claimAlreadyPending);
      // Counted only for complaints that would be filed: a refused duplicate costs no attempt.
      await rateLimiter.consume([{ rule: RATE_LIMIT_RULES.claims, key: String(reporter.id) }]);
      // Two reports at once: the partial unique index lets one in, the other is the same 409.
      const [created] = await db.query<ClaimRow>(
        `INSERT INTO event_claims (event_id, reporter_id, reason)
         VALUES ($1, $2, $3)
         ON CONFLICT (event_id, reporter_id) WHERE status = 'pending' AND reporter_id IS NOT NULL DO NOTHING
         RETURNING id, event_id, reason, status, created_at`,
        [eventId, reporter.id, reason],
      );
      if (!created) throw new ConflictError(EVENT_MESSAGES.claimAlreadyPending);
      return toClaimResponse(created);
    },
  };
}
