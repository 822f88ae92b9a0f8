import { EVENT_MESSAGES, type ModerationSampleEvent, type ViolationCategory } from '@city/contracts';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../errors';
import type { Account } from '../users';

/**
 * Live events the automatic moderation let through: not deleted, not ended, never under an
 * automatic complaint that is pending or approved (a rejected one means a moderator already read
 * the text), and not labelled yet.
 */
const UNFLAGGED_LIVE = `
  FROM events e
 WHERE e.deleted_at IS NULL
   AND e.starts_at + coalesce(e.duration_minutes, 0) * interval '1 minute' >= $1
   AND NOT EXISTS (SELECT 1 FROM event_claims c
                    WHERE c.event_id = e.id AND c.reporter_id IS NULL AND c.status IN ('pending', 'approved'))
   AND NOT EXISTS (SELECT 1 FROM moderation_sample_labels l WHERE l.event_id = e.id)`;

/**
 * docs/moderation.md#sample-labelling: a uniform random sample of unflagged live events for moderators to label; what the
 * model misses shows up here at its true rate, which no complaint queue can tell.
 */
export async function drawUnflaggedSample(db: Database, size: number, now: Date): Promise<ModerationSampleEvent[]> {
  const rows = await db.query<{ id: number; title: string; description: string; address: string }>(
    `SELECT e.id, e.title, e.description, e.address ${UNFLAGGED_LIVE} ORDER BY random() LIMIT $2`,
    [now, size],
  );
  return rows.map((row) => ({ eventId: Number(row.id), title: row.title, description: row.description, address: row.address }));
}

/** Records a moderator's label of an event's current text (a later label of the same event replaces it). */
export async function labelSampledEvent(
  db: Database,
  moderator: Account,
  eventId: number,
  category: ViolationCategory | null,
): Promise<{ eventId: number; category: ViolationCategory | null }> {
  const saved = await db.query<{ event_id: number }>(
    `INSERT INTO moderation_sample_labels (event_id, moderator_id, category, title, description, address)
     SELECT e.id, $2, $3, e.title, e.description, e.address FROM events e WHERE e.id = $1 AND e.deleted_at IS NULL
     ON CONFLICT (event_id) DO UPDATE
       SET moderator_id = excluded.moderator_id, category = excluded.category, title = excluded.title,
           description = excluded.description, address = excluded.address, labelled_at = now()
     RETURNING event_id`,
    [eventId, moderator.id, category],
  );
  if (saved.length === 0) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return { eventId, category };
}
