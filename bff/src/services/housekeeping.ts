import type { Database } from '../db/database';
import { deleteStaleAuthTokens } from './auth-tokens';
import { deleteUnusedImages } from './images';
import { RateLimiter } from './rate-limits';
import { deleteExpiredSessions } from './sessions';

/** Drops rows nobody can use any more: expired sessions, old tokens, rate-limit hits, unattached uploads. */
export async function removeExpiredRows(db: Database): Promise<void> {
  await deleteExpiredSessions(db);
  await deleteStaleAuthTokens(db);
  await new RateLimiter(db).prune();
  await deleteUnusedImages(db);
}
