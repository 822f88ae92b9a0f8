import type { ViolationCategory } from '@city/contracts';
import type { Database } from '../../db/database';
import type { EventModeration, ModeratedText } from './index';

export interface RecheckSummary {
  /** Live events: not deleted and not ended. */
  live: number;
  /** Live events the model read. */
  checked: number;
  /** Events newly placed under a system complaint, by category. */
  flagged: Partial<Record<ViolationCategory, number>>;
  /** Live events left alone: already under an automatic complaint, or whose text a moderator cleared. */
  skipped: number;
}

export type RecheckProgress = (done: number, total: number) => void;

interface LiveEventRow extends ModeratedText {
  id: number;
  settled: boolean;
}

const BATCH = 500;

/**
 * Live = not deleted and not ended (contracts' isEventPast: start + duration before now). A
 * live event is settled, and skipped, when it is already under a pending or approved automatic
 * complaint, or when a moderator rejected one placed after the event's last edit: that decision
 * was about this very text, as on an edit (services/events.ts re-checks only changed text).
 */
const LIVE_EVENTS = `
  FROM events e
  WHERE e.deleted_at IS NULL
    AND e.starts_at + coalesce(e.duration_minutes, 0) * interval '1 minute' >= $1`;

const SETTLED = `EXISTS (
  SELECT 1 FROM event_claims c
   WHERE c.event_id = e.id AND c.reporter_id IS NULL
     AND (c.status IN ('pending', 'approved') OR (c.status = 'rejected' AND c.created_at >= e.updated_at)))`;

/** docs/moderation.md#recheck `moderation:recheck`: the current model over every live event (after a model update). */
export async function recheckLiveEvents(
  db: Database,
  moderation: EventModeration,
  now: Date,
  onProgress: RecheckProgress = () => {},
): Promise<RecheckSummary> {
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${LIVE_EVENTS}`, [now]);
  const summary: RecheckSummary = { live: counted?.total ?? 0, checked: 0, flagged: {}, skipped: 0 };
  let done = 0;
  let afterId = 0;
  onProgress(done, summary.live);
  for (;;) {
    // By id pages: a table of any size, read in bounded steps.
    const rows = await db.query<LiveEventRow>(
      `SELECT e.id, e.title, e.description, e.address, ${SETTLED} AS settled ${LIVE_EVENTS} AND e.id > $2
       ORDER BY e.id LIMIT ${BATCH}`,
      [now, afterId],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.settled) {
        summary.skipped += 1;
      } else {
        summary.checked += 1;
        const verdict = await moderation.assess({ title: row.title, description: row.description, address: row.address });
        if (verdict && (await db.transaction((tx) => moderation.flag(tx, row.id, verdict)))) {
          summary.flagged[verdict.category] = (summary.flagged[verdict.category] ?? 0) + 1;
        }
      }
      done += 1;
      onProgress(Math.min(done, summary.live), summary.live);
    }
    afterId = rows[rows.length - 1]!.id;
  }
  return summary;
}
