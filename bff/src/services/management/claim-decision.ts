import { MANAGEMENT_MESSAGES } from '@city/contracts';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../errors';

/**
 * platform §6: a complaint is decided once. The decision is an `UPDATE … WHERE status =
 * 'pending' RETURNING`, so of two moderators deciding at once only one row update wins; when
 * it changed nothing, this tells the loser (or a late click) why: 404 missing, 409 decided.
 */
export async function refuseDecision(db: Database, table: 'event_claims' | 'user_claims', claimId: number): Promise<never> {
  const found = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [claimId]);
  if (found.length === 0) throw new NotFoundError(MANAGEMENT_MESSAGES.claimNotFound);
  throw new ConflictError(MANAGEMENT_MESSAGES.claimAlreadyDecided);
}
