import { isViolationCategory, type ViolationCategory } from '@city/contracts';
import type { ModerationInput } from '@city/moderation';
import type { Database } from '../../db/database';

/** Where a training row's label came from. */
export type DecisionSource = 'moderator' | 'user-complaint' | 'moderator-sample';

/** One labelled post in the dataset's format (moderation/dataset). */
export interface TrainingRow {
  id: string;
  title: string;
  description: string;
  address: string;
  /** The violation, or null for a post that breaks no law. */
  label: ViolationCategory | null;
  kind: 'violation' | 'hard-negative' | 'ordinary';
  style: DecisionSource;
  /**
   * User complaints carry no category: the label is then the model's likeliest category and
   * `reason` the reporter's words, so whoever folds the row into training can check it.
   */
  categoryFrom?: 'model';
  reason?: string;
}

export interface DecisionsExport {
  rows: TrainingRow[];
  /** Decided complaints left out: the event's text changed after the check or complaint, or the verdict had no category. */
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

interface MissedRow {
  claim_id: number;
  title: string;
  description: string;
  address: string;
  reason: string;
  edited_after_complaint: boolean;
}

interface SampleRow {
  event_id: number;
  title: string;
  description: string;
  address: string;
  category: string | null;
}

/**
 * Moderators' decisions on automatic complaints (docs/moderation.md#categories): an approval labels the text with the
 * verdict's category; a rejection makes it a hard negative (the model was wrong, and such texts
 * are what it most needs). The text is the event's current one, so a complaint whose event was
 * edited after the check is left out: its label would describe other words.
 */
async function automaticComplaintRows(db: Database): Promise<DecisionsExport> {
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

/**
 * docs/moderation.md#the-model: what the model let through and people reported, a moderator agreeing: approved user
 * complaints about events with no pending or approved automatic complaint (the earliest one per
 * event). Left out when the event was edited after the complaint.
 */
async function missedViolationRows(db: Database, likeliestCategory: (post: ModerationInput) => ViolationCategory): Promise<DecisionsExport> {
  const missed = await db.query<MissedRow>(
    `SELECT DISTINCT ON (c.event_id) c.id AS claim_id, e.title, e.description, e.address, c.reason,
            e.updated_at > c.created_at AS edited_after_complaint
       FROM event_claims c
       JOIN events e ON e.id = c.event_id
      WHERE c.reporter_id IS NOT NULL AND c.status = 'approved'
        AND NOT EXISTS (SELECT 1 FROM event_claims a
                         WHERE a.event_id = c.event_id AND a.reporter_id IS NULL AND a.status IN ('pending', 'approved'))
      ORDER BY c.event_id, c.id`,
  );
  const rows: TrainingRow[] = [];
  let leftOut = 0;
  for (const row of missed) {
    if (row.edited_after_complaint) {
      leftOut += 1;
      continue;
    }
    const post = { title: row.title, description: row.description, address: row.address };
    rows.push({
      id: `complaint-${row.claim_id}`,
      ...post,
      label: likeliestCategory(post),
      kind: 'violation',
      style: 'user-complaint',
      categoryFrom: 'model',
      reason: row.reason,
    });
  }
  return { rows: rows.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true })), leftOut };
}

/** docs/moderation.md#sample-labelling: moderators' labels of the random sample of unflagged events, on the text they read. */
async function sampleLabelRows(db: Database): Promise<TrainingRow[]> {
  const labelled = await db.query<SampleRow>(
    'SELECT event_id, title, description, address, category FROM moderation_sample_labels ORDER BY event_id',
  );
  return labelled.map((row) => {
    const category = isViolationCategory(row.category) ? row.category : null;
    return {
      id: `sample-${row.event_id}`,
      title: row.title,
      description: row.description,
      address: row.address,
      label: category,
      kind: category === null ? 'ordinary' : 'violation',
      style: 'moderator-sample',
    };
  });
}

export interface DecisionsExportBySource {
  automatic: DecisionsExport;
  missed: DecisionsExport;
  sample: TrainingRow[];
}

/**
 * Every moderator judgement the next model can learn from: decided automatic complaints, approved
 * user complaints about events the model let through, and labels of the unflagged sample.
 */
export async function exportModeratorDecisions(
  db: Database,
  likeliestCategory: (post: ModerationInput) => ViolationCategory,
): Promise<DecisionsExportBySource> {
  return {
    automatic: await automaticComplaintRows(db),
    missed: await missedViolationRows(db, likeliestCategory),
    sample: await sampleLabelRows(db),
  };
}
