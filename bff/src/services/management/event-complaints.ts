import {
  pagination,
  type ComplaintDecision,
  type ComplaintStatus,
  type EventComplaintsResponse,
  type EventComplaint,
  type eventComplaintsQuerySchema,
} from '@city/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { SqlParams } from '../../db/sql-params';
import type { Account } from '../users';
import { notOwnComplaint, refuseDecision } from './complaint-decision';
import { complaintMetadataOf } from './complaint-metadata';
import { mailComplaintDecision, type DecisionMailDeps } from './decision-mails';
import { isoOrNull, orderBy, staffName } from './sql';

export type EventComplaintsQuery = z.output<typeof eventComplaintsQuerySchema>;

interface EventComplaintRow {
  id: number;
  event_id: number;
  event_title: string;
  organizer_name: string;
  reporter_id: number | null;
  reporter_name: string | null;
  reason: string;
  status: ComplaintStatus;
  created_at: Date;
  updated_at: Date;
  reviewed_at: Date | null;
  moderator_name: string | null;
  resolution_comment: string | null;
  metadata: unknown;
}

const SORT_COLUMNS: Record<EventComplaintsQuery['sortBy'], string> = {
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
  reviewed_at: 'c.reviewed_at',
  status: 'c.status',
  event_title: 'lower(e.title)',
};

/** Complaints about deleted events stay listed: the decision history is kept. */
const FROM_COMPLAINTS = `
  FROM event_claims c
  JOIN events e ON e.id = c.event_id
  JOIN users o ON o.id = e.organizer_id
  LEFT JOIN users r ON r.id = c.reporter_id
  LEFT JOIN users m ON m.id = c.reviewed_by`;

const COMPLAINT_COLUMNS = `
  c.id, c.event_id, e.title AS event_title, ${staffName('o')} AS organizer_name,
  c.reporter_id, ${staffName('r')} AS reporter_name, c.reason, c.status,
  c.created_at, c.updated_at, c.reviewed_at, ${staffName('m')} AS moderator_name, c.resolution_comment, c.metadata`;

const toEventComplaint = (row: EventComplaintRow): EventComplaint => ({
  id: row.id,
  eventId: row.event_id,
  eventTitle: row.event_title,
  organizerName: row.organizer_name,
  reporterUserId: row.reporter_id,
  reporterName: row.reporter_name,
  reason: row.reason,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  reviewedAt: isoOrNull(row.reviewed_at),
  moderatorName: row.moderator_name,
  resolutionComment: row.resolution_comment,
  metadata: complaintMetadataOf(row.reporter_id, row.metadata),
});

export type EventComplaintsService = ReturnType<typeof createEventComplaintsService>;

/** docs/back-office.md#deciding-a-complaint: the event complaints table and its decisions. */
export function createEventComplaintsService(db: Database, mails: DecisionMailDeps) {
  async function findComplaint(complaintId: number): Promise<EventComplaint> {
    const [row] = await db.query<EventComplaintRow>(`SELECT ${COMPLAINT_COLUMNS} ${FROM_COMPLAINTS} WHERE c.id = $1`, [complaintId]);
    if (!row) throw new Error(`event complaint ${complaintId} vanished after its decision`);
    return toEventComplaint(row);
  }

  return {
    async list({ page, limit, sortBy, sortOrder, status }: EventComplaintsQuery): Promise<EventComplaintsResponse['data']> {
      const params = new SqlParams();
      const where = status ? `WHERE c.status = ${params.add(status)}` : '';
      const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM_COMPLAINTS} ${where}`, params.values);
      const rows = await db.query<EventComplaintRow>(
        `SELECT ${COMPLAINT_COLUMNS} ${FROM_COMPLAINTS} ${where}
         ${orderBy(SORT_COLUMNS, sortBy, sortOrder, 'c.id')}
         LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`,
        params.values,
      );
      return { claims: rows.map(toEventComplaint), ...pagination(page, limit, counted?.total ?? 0) };
    },

    /**
     * Approved keeps the event hidden and frozen; rejected lifts that once no other complaint
     * is pending or approved. Nothing else is written: event-rows derives `claim` from the
     * complaints' statuses on every read.
     */
    async decide(moderator: Account, complaintId: number, decision: ComplaintDecision, comment: string | null): Promise<EventComplaint> {
      const decided = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number; event_id: number }>(
          `UPDATE event_claims
              SET status = $2, reviewed_by = $3, reviewed_at = now(), resolution_comment = $4, updated_at = now()
            WHERE id = $1 AND status = 'pending' AND ${notOwnComplaint('$3')}
            RETURNING id, event_id`,
          [complaintId, decision, moderator.id, comment],
        );
        // The organizer's mail is queued with the decision: both happen or neither.
        if (row) await mailComplaintDecision(tx, mails, { id: row.id, eventId: row.event_id, decision, comment });
        return row !== undefined;
      });
      if (!decided) return refuseDecision(db, 'event_claims', complaintId, moderator.id);
      return findComplaint(complaintId);
    },
  };
}
