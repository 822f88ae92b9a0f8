import { isViolationCategory, type ViolationCategory } from '@city/contracts';
import type { Database } from '../../db/database';

/** One labelled post in the dataset's format (bff/moderation/dataset). */
export interface TrainingRow {
  id: string;
  title: string;
  description: string;
  address: string;
  /** The violation when the moderator approved; null when they rejected (a false alarm). */
  label: ViolationCategory | null;
  kind: 'violation' | 'hard-negative';
  style: 'moderator';
}

export interface DecisionsExport {
  rows: TrainingRow[];
  /** Decided complaints left out: the event's text changed after the check, or the verdict had no category. */
  leftOut: number;
}

interface DecidedRow {
  claim_id: number;
  title: string;
  description: string;
  address: string;
  status: 'approved' | 'rejected';
  category: unknown;
  edited_after_check: boolean;
}

/**
 * issue 8: moderators' decisions on automatic complaints as training rows. An approval labels the
 * text with the verdict's category; a rejection makes it a hard negative (the model was wrong,
 * and such texts are what it most needs). The text is the event's current one, so a complaint
 * whose event was edited after the check is left out: its label would describe other words.
 * (Approved events are frozen; a rejected one may be edited later, and that edit is checked anew.)
 */
export async function exportModeratorDecisions(db: Database): Promise<DecisionsExport> {
  const decided = await db.query<DecidedRow>(
    `SELECT c.id AS claim_id, e.title, e.description, e.address, c.status, c.metadata -> 'category' AS category,
            e.updated_at > c.created_at AS edited_after_check
       FROM event_claims c
       JOIN events e ON e.id = c.event_id
      WHERE c.reporter_id IS NULL AND c.status IN ('approved', 'rejected')
      ORDER BY c.id`,
  );
  const rows: TrainingRow[] = [];
  let leftOut = 0;
  for (const row of decided) {
    const category = isViolationCategory(row.category) ? row.category : null;
    const approved = row.status === 'approved';
    if (row.edited_after_check || (approved && category === null)) {
      leftOut += 1;
      continue;
    }
    rows.push({
      id: `moderator-${row.claim_id}`,
      title: row.title,
      description: row.description,
      address: row.address,
      label: approved ? category : null,
      kind: approved ? 'violation' : 'hard-negative',
      style: 'moderator',
    });
  }
  return { rows, leftOut };
}
