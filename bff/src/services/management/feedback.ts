import {
  MANAGEMENT_MESSAGES,
  pagination,
  type FeedbackCategory,
  type FeedbackStatistics,
  type FeedbackStatus,
  type ManagementFeedback,
  type ManagementFeedbackListResponse,
  type managementFeedbackQuerySchema,
} from '@city/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { SqlParams } from '../../db/sql-params';
import { NotFoundError } from '../../errors';
import { cityDaysRange, parseCityDate } from '../city-calendar';
import type { Account } from '../users';
import { containsPattern, displayName, isoOrNull, staffName } from './sql';

export type ManagementFeedbackQuery = z.output<typeof managementFeedbackQuerySchema>;

interface ManagementFeedbackRow {
  id: number;
  user_id: number | null;
  user_name: string | null;
  email: string;
  subject: string;
  message: string;
  category: FeedbackCategory;
  status: FeedbackStatus;
  admin_comment: string | null;
  created_at: Date;
  updated_at: Date;
  resolver_name: string | null;
  resolved_at: Date | null;
}

/** `email` is the address the author had when sending (docs/back-office.md#feedback), not today's. */
const FEEDBACK_COLUMNS = `
  f.id, f.user_id, ${displayName('u')} AS user_name, f.email, f.subject, f.message, f.category, f.status,
  f.admin_comment, f.created_at, f.updated_at, ${staffName('r')} AS resolver_name, f.resolved_at`;

const FROM_FEEDBACK = `
  FROM feedback f
  LEFT JOIN users u ON u.id = f.user_id
  LEFT JOIN users r ON r.id = f.resolved_by`;

const toManagementFeedback = (row: ManagementFeedbackRow): ManagementFeedback => ({
  id: row.id,
  userId: row.user_id,
  userName: row.user_name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  category: row.category,
  status: row.status,
  adminComment: row.admin_comment,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  resolverName: row.resolver_name,
  resolvedAt: isoOrNull(row.resolved_at),
});

export interface FeedbackUpdate {
  status: FeedbackStatus;
  adminComment: string | null;
}

export type ManagementFeedbackService = ReturnType<typeof createManagementFeedbackService>;

/** docs/back-office.md#feedback 'Управление отзывами', docs/back-office.md#feedback: the feedback list, one item, its status. */
export function createManagementFeedbackService({ db, timeZone }: { db: Database; timeZone: string }) {
  /** dateFrom and dateTo are days of the city's calendar (APP_TIMEZONE), both included. */
  const cityDay = (date: string): { from: Date; to: Date } => {
    const day = parseCityDate(date);
    if (!day) throw new Error(`a validated city date «${date}» did not parse`);
    return cityDaysRange(day, 1, timeZone);
  };

  async function find(feedbackId: number): Promise<ManagementFeedback> {
    const [row] = await db.query<ManagementFeedbackRow>(`SELECT ${FEEDBACK_COLUMNS} ${FROM_FEEDBACK} WHERE f.id = $1`, [feedbackId]);
    if (!row) throw new NotFoundError(MANAGEMENT_MESSAGES.feedbackNotFound);
    return toManagementFeedback(row);
  }

  return {
    find,

    /** Newest first, ties by id; search is a case-insensitive substring of subject or message. */
    async list({
      page,
      limit,
      status,
      category,
      search,
      dateFrom,
      dateTo,
    }: ManagementFeedbackQuery): Promise<ManagementFeedbackListResponse['data']> {
      const params = new SqlParams();
      const conditions: string[] = [];
      if (status !== undefined) conditions.push(`f.status = ${params.add(status)}`);
      if (category !== undefined) conditions.push(`f.category = ${params.add(category)}`);
      if (search !== undefined) {
        const pattern = params.add(containsPattern(search));
        conditions.push(`(f.subject ILIKE ${pattern} ESCAPE '\\' OR f.message ILIKE ${pattern} ESCAPE '\\')`);
      }
      if (dateFrom !== undefined) conditions.push(`f.created_at >= ${params.add(cityDay(dateFrom).from)}`);
      if (dateTo !== undefined) conditions.push(`f.created_at < ${params.add(cityDay(dateTo).to)}`);
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM feedback f ${where}`, params.values);
      const rows = await db.query<ManagementFeedbackRow>(
        `SELECT ${FEEDBACK_COLUMNS} ${FROM_FEEDBACK} ${where}
         ORDER BY f.created_at DESC, f.id DESC
         LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`,
        params.values,
      );
      return { feedback: rows.map(toManagementFeedback), ...pagination(page, limit, counted?.total ?? 0) };
    },

    /**
     * Any status to any other (docs/back-office.md#feedback). The comment is replaced by what the dialog
     * sends (blank clears it). Resolving records the resolver and the time once; saving a
     * resolved item again keeps them; moving it away from resolved clears both, so a reopened
     * item never shows a stale resolver.
     */
    async update(staff: Account, feedbackId: number, { status, adminComment }: FeedbackUpdate): Promise<ManagementFeedback> {
      const updated = await db.query(
        `UPDATE feedback
            SET status = $2::text,
                admin_comment = $3,
                updated_at = now(),
                resolved_by = CASE WHEN $2::text = 'resolved'
                                   THEN CASE WHEN status = 'resolved' THEN coalesce(resolved_by, $4::bigint) ELSE $4::bigint END
                              END,
                resolved_at = CASE WHEN $2::text = 'resolved'
                                   THEN CASE WHEN status = 'resolved' THEN coalesce(resolved_at, now()) ELSE now() END
                              END
          WHERE id = $1
          RETURNING id`,
        [feedbackId, status, adminComment, staff.id],
      );
      if (updated.length === 0) throw new NotFoundError(MANAGEMENT_MESSAGES.feedbackNotFound);
      return find(feedbackId);
    },

    async statistics(): Promise<FeedbackStatistics> {
      const [row] = await db.query<{ total: number; new: number; read: number; resolved: number }>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'new')::int AS new,
                count(*) FILTER (WHERE status = 'read')::int AS read,
                count(*) FILTER (WHERE status = 'resolved')::int AS resolved
           FROM feedback`,
      );
      return { total: row?.total ?? 0, byStatus: { new: row?.new ?? 0, read: row?.read ?? 0, resolved: row?.resolved ?? 0 } };
    },
  };
}
