import { MANAGEMENT_MESSAGES } from '@city/contracts';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';

/**
 * The condition every decision's UPDATE adds (moderator id as `$param`): docs/operations.md#http-caching-and-compression, nobody decides
 * a complaint they filed themselves, or one person could report and hide any event alone.
 * Automatic complaints (reporter NULL) are anyone's to decide.
 */
export const notOwnComplaint = (moderatorParam: string): string => `reporter_id IS DISTINCT FROM ${moderatorParam}`;

/**
 * docs/back-office.md#deciding-a-complaint: a complaint is decided once. The decision is an `UPDATE … WHERE status =
 * 'pending' RETURNING`, so of two moderators deciding at once only one row update wins; when
 * it changed nothing, this tells the loser (or a late click) why: 404 missing, 403 their own
 * complaint, 409 decided.
 */
export async function refuseDecision(
  db: Database,
  table: 'event_claims' | 'user_claims',
  complaintId: number,
  moderatorId: number,
): Promise<never> {
  const [found] = await db.query<{ reporter_id: number | null }>(`SELECT reporter_id FROM ${table} WHERE id = $1`, [complaintId]);
  if (!found) throw new NotFoundError(MANAGEMENT_MESSAGES.complaintNotFound);
  if (found.reporter_id !== null && Number(found.reporter_id) === moderatorId) throw new ForbiddenError(MANAGEMENT_MESSAGES.ownComplaint);
  throw new ConflictError(MANAGEMENT_MESSAGES.complaintAlreadyDecided);
}
