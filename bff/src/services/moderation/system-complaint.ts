import { violationLabel } from '@city/contracts';
import type { Database } from '../../db/database';
import type { ModerationVerdict } from './verdict';

/** The complaint's reason as the back office and the banner's readers see it. */
export const systemComplaintReason = (verdict: ModerationVerdict): string =>
  `Автоматическая модерация: ${violationLabel(verdict.category)}`;

/**
 * docs/moderation.md#the-automatic-complaint System claim: a pending complaint without a reporter, so the event is hidden
 * and frozen like under any complaint. An event gets at most one pending system complaint: the
 * existing one stands. Creating, editing and `moderation:recheck` may check one event at once, so
 * the check-then-insert runs under a per-event advisory lock held to the end of `tx` (the next
 * statement's snapshot then sees the other's committed complaint). Returns whether one was placed.
 */
export async function placeSystemComplaint(tx: Database, eventId: number, verdict: ModerationVerdict): Promise<boolean> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('event-system-claim:' || $1::text, 0))`, [eventId]);
  const placed = await tx.query(
    `INSERT INTO event_claims (event_id, reporter_id, reason, metadata)
     SELECT $1, NULL, $2, $3::jsonb
      WHERE NOT EXISTS (SELECT 1 FROM event_claims WHERE event_id = $1 AND reporter_id IS NULL AND status = 'pending')
     RETURNING id`,
    [eventId, systemComplaintReason(verdict), JSON.stringify(verdict)],
  );
  return placed.length > 0;
}
