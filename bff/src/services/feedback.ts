import {
  pagination,
  RATE_LIMIT_RULES,
  type Feedback,
  type FeedbackCategory,
  type FeedbackStatus,
  type MyFeedbackResponse,
  type feedbackRequestSchema,
} from '@city/contracts';
import type { z } from 'zod';
import type { Database } from '../db/database';
import type { RateLimiter } from './rate-limits';
import type { Account } from './users';

export type ValidFeedbackRequest = z.output<typeof feedbackRequestSchema>;

export interface FeedbackServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

interface FeedbackRow {
  id: number;
  email: string;
  subject: string;
  message: string;
  category: FeedbackCategory;
  status: FeedbackStatus;
  admin_comment: string | null;
  created_at: Date;
  updated_at: Date;
  resolved_at: Date | null;
}

const FEEDBACK_COLUMNS = 'id, email, subject, message, category, status, admin_comment, created_at, updated_at, resolved_at';

const toFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  email: row.email,
  subject: row.subject,
  message: row.message,
  category: row.category,
  status: row.status,
  adminComment: row.admin_comment,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  resolvedAt: row.resolved_at?.toISOString() ?? null,
});

/** docs/people.md#feedback: feedback to the administrators and the author's own list. */
export function createFeedbackService({ db, rateLimiter }: FeedbackServiceDeps) {
  return {
    /**
     * The e-mail is the account's at the moment of sending, never the body's. 10 an hour per
     * person (docs/operations.md#rate-limits); blocked and suspended accounts may write too (docs/accounts.md#statuses).
     */
    async send(author: Account, request: ValidFeedbackRequest): Promise<Feedback> {
      await rateLimiter.consume([{ rule: RATE_LIMIT_RULES.feedback, key: String(author.id) }]);
      const [row] = await db.query<FeedbackRow>(
        `INSERT INTO feedback (user_id, email, subject, message, category)
         VALUES ($1, $2, $3, $4, $5)
         RETURNING ${FEEDBACK_COLUMNS}`,
        [author.id, author.email, request.subject, request.message, request.category],
      );
      if (!row) throw new Error('INSERT … RETURNING gave no feedback row');
      return toFeedback(row);
    },

    /** Newest first; ties (same instant) by id, so pages never overlap. */
    async listMine(author: Account, { page, limit }: { page: number; limit: number }): Promise<MyFeedbackResponse> {
      const [counted] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM feedback WHERE user_id = $1', [
        author.id,
      ]);
      const rows = await db.query<FeedbackRow>(
        `SELECT ${FEEDBACK_COLUMNS} FROM feedback WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [author.id, limit, (page - 1) * limit],
      );
      return { feedback: rows.map(toFeedback), ...pagination(page, limit, counted?.total ?? 0) };
    },
  };
}
