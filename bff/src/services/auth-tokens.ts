import { RESET_TOKEN_TTL_SECONDS, VERIFICATION_TOKEN_TTL_SECONDS } from '@city/contracts';
import type { Database } from '../db/database';
import { generateToken, hashToken, tokenHashesEqual } from './tokens';

export type AuthTokenPurpose = 'verify_email' | 'reset_password';

/** docs/accounts.md#verification: verification links live 24 hours, reset links 1 hour. */
const TTL_SECONDS: Record<AuthTokenPurpose, number> = {
  verify_email: VERIFICATION_TOKEN_TTL_SECONDS,
  reset_password: RESET_TOKEN_TTL_SECONDS,
};

/** Issues a single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueAuthToken(
  db: Database,
  userId: number,
  purpose: AuthTokenPurpose,
  token: string = generateToken(),
): Promise<string> {
  await db.query(
    `UPDATE auth_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose],
  );
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + $4::interval)`,
    [hashToken(token), userId, purpose, `${TTL_SECONDS[purpose]} seconds`],
  );
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown, expired, used or of
 * another purpose. The conditional UPDATE makes the single use hold under concurrent clicks.
 */
export async function consumeAuthToken(db: Database, token: string, purpose: AuthTokenPurpose): Promise<number | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.query<{ token_hash: string; user_id: number }>(
    `UPDATE auth_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING token_hash, user_id`,
    [tokenHash, purpose],
  );
  if (!row || !tokenHashesEqual(row.token_hash, tokenHash)) return null;
  return row.user_id;
}

/**
 * The token's user when it is usable now, without using it: a reset checks its token before
 * spending an argon2 hash on the new password (docs/operations.md#security), then consumes it in its transaction.
 */
export async function findUsableAuthToken(db: Database, token: string, purpose: AuthTokenPurpose): Promise<number | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.query<{ token_hash: string; user_id: number }>(
    `SELECT token_hash, user_id FROM auth_tokens
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [tokenHash, purpose],
  );
  if (!row || !tokenHashesEqual(row.token_hash, tokenHash)) return null;
  return row.user_id;
}

export async function deleteStaleAuthTokens(db: Database): Promise<void> {
  await db.query(`DELETE FROM auth_tokens WHERE expires_at < now() - interval '7 days'`);
}
