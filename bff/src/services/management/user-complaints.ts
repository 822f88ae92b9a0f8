import {
  pagination,
  type ComplaintDecision,
  type ComplaintStatus,
  type UserComplaintsResponse,
  type UserComplaint,
  type UserStatus,
  type userComplaintsQuerySchema,
} from '@city/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { SqlParams } from '../../db/sql-params';
import type { Account } from '../users';
import { notOwnComplaint, refuseDecision } from './complaint-decision';
import { isoOrNull, orderBy, staffName } from './sql';

export type UserComplaintsQuery = z.output<typeof userComplaintsQuerySchema>;

interface UserComplaintRow {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  user_status: UserStatus;
  claimed_by_name: string;
  claim_reason: string;
  status: ComplaintStatus;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by_name: string | null;
  moderator_comment: string | null;
}

const SORT_COLUMNS: Record<UserComplaintsQuery['sortBy'], string> = {
  created_at: 'c.created_at',
  reviewed_at: 'c.reviewed_at',
  status: 'c.status',
  user_name: `lower(${staffName('u')})`,
};

const FROM_COMPLAINTS = `
  FROM user_claims c
  JOIN users u ON u.id = c.user_id
  JOIN users r ON r.id = c.reporter_id
  LEFT JOIN users m ON m.id = c.moderator_id`;

const COMPLAINT_COLUMNS = `
  c.id, c.user_id, ${staffName('u')} AS user_name, u.email AS user_email, u.status AS user_status,
  ${staffName('r')} AS claimed_by_name, c.reason AS claim_reason, c.status, c.created_at, c.reviewed_at,
  ${staffName('m')} AS reviewed_by_name, c.moderator_comment`;

const toUserComplaint = (row: UserComplaintRow): UserComplaint => ({
  ...row,
  created_at: row.created_at.toISOString(),
  reviewed_at: isoOrNull(row.reviewed_at),
});

export type UserComplaintsService = ReturnType<typeof createUserComplaintsService>;

/**
 * docs/back-office.md#deciding-a-complaint: the user complaints table and its decisions. Deciding
 * changes only the complaint; blocking or suspending the person is a separate call
 * (PUT /api/management/users/{id}), as the table offers it for pending and approved rows.
 */
export function createUserComplaintsService(db: Database) {
  async function findComplaint(complaintId: number): Promise<UserComplaint> {
    const [row] = await db.query<UserComplaintRow>(`SELECT ${COMPLAINT_COLUMNS} ${FROM_COMPLAINTS} WHERE c.id = $1`, [complaintId]);
    if (!row) throw new Error(`user complaint ${complaintId} vanished after its decision`);
    return toUserComplaint(row);
  }

  return {
    async list({ page, limit, sortBy, sortOrder, status }: UserComplaintsQuery): Promise<UserComplaintsResponse['data']> {
      const params = new SqlParams();
      const where = status ? `WHERE c.status = ${params.add(status)}` : '';
      const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM_COMPLAINTS} ${where}`, params.values);
      const rows = await db.query<UserComplaintRow>(
        `SELECT ${COMPLAINT_COLUMNS} ${FROM_COMPLAINTS} ${where}
         ${orderBy(SORT_COLUMNS, sortBy, sortOrder, 'c.id')}
         LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`,
        params.values,
      );
      return { claims: rows.map(toUserComplaint), ...pagination(page, limit, counted?.total ?? 0) };
    },

    /** Decided once (see refuseDecision); records who decided, when, and the optional comment. */
    async decide(moderator: Account, complaintId: number, decision: ComplaintDecision, comment: string | null): Promise<UserComplaint> {
      const decided = await db.query(
        `UPDATE user_claims
            SET status = $2, moderator_id = $3, reviewed_at = now(), moderator_comment = $4, updated_at = now()
          WHERE id = $1 AND status = 'pending' AND ${notOwnComplaint('$3')}
          RETURNING id`,
        [complaintId, decision, moderator.id, comment],
      );
      if (decided.length === 0) return refuseDecision(db, 'user_claims', complaintId, moderator.id);
      return findComplaint(complaintId);
    },
  };
}
