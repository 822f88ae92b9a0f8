import { RATE_LIMIT_RULES, USER_CLAIM_MESSAGES, type UserClaimResponse } from '@city/contracts';
import type { Database } from '../db/database';
import { ConflictError, ForbiddenError } from '../errors';
import { findPublicUser } from './public-users';
import type { RateLimiter } from './rate-limits';
import type { Account } from './users';

export interface UserClaimServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
}

export type UserClaimService = ReturnType<typeof createUserClaimService>;

interface UserClaimRow {
  id: number;
  user_id: number;
  reason: string;
  status: UserClaimResponse['status'];
  created_at: Date;
}

const toUserClaimResponse = (row: UserClaimRow): UserClaimResponse => ({
  id: row.id,
  userId: row.user_id,
  reason: row.reason,
  status: row.status,
  createdAt: row.created_at.toISOString(),
});

/** docs/people.md#reporting-a-person: reports about a person, filed from their public profile; moderators decide them (docs/back-office.md#deciding-a-complaint). */
export function createUserClaimService({ db, rateLimiter }: UserClaimServiceDeps) {
  return {
    /**
     * A pending complaint. Not about oneself; one pending complaint per reporter and person; the
     * 'claims' limit (20 an hour) is shared with complaints about events.
     */
    async fileUserClaim(reporter: Account, userId: number, reason: string): Promise<UserClaimResponse> {
      if (userId === reporter.id) throw new ForbiddenError(USER_CLAIM_MESSAGES.ownProfile);
      await findPublicUser(db, userId);
      const pending = await db.query(
        `SELECT 1 FROM user_claims WHERE user_id = $1 AND reporter_id = $2 AND status = 'pending'`,
        [userId, reporter.id],
      );
      if (pending.length > 0) throw new ConflictError(USER_CLAIM_MESSAGES.alreadyPending);
      // Counted only for complaints that would be filed: a refused duplicate costs no attempt.
      await rateLimiter.consume([{ rule: RATE_LIMIT_RULES.claims, key: String(reporter.id) }]);
      // Two reports at once: the partial unique index lets one in, the other is the same 409.
      const [created] = await db.query<UserClaimRow>(
        `INSERT INTO user_claims (user_id, reporter_id, reason)
         VALUES ($1, $2, $3)
         ON CONFLICT (user_id, reporter_id) WHERE status = 'pending' DO NOTHING
         RETURNING id, user_id, reason, status, created_at`,
        [userId, reporter.id, reason],
      );
      if (!created) throw new ConflictError(USER_CLAIM_MESSAGES.alreadyPending);
      return toUserClaimResponse(created);
    },
  };
}
