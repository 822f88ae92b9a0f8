import { SESSION_TTL_SECONDS } from '@city/contracts';
import type { Database } from '../db/database';
import { generateToken, hashToken } from './tokens';
import { accountColumns, toAccount, type Account, type AccountRow } from './users';

/** platform §3: 30 days, sliding; extended at most once an hour so reads do not write each time. */
const SESSION_TTL = `${SESSION_TTL_SECONDS} seconds`;
const EXTEND_AFTER = '1 hour';

export async function createSession(db: Database, userId: number): Promise<string> {
  const token = generateToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + $3::interval)`,
    [hashToken(token), userId, SESSION_TTL],
  );
  return token;
}

export interface ActiveSession {
  account: Account;
  /** The expiry moved forward on this request: the cookie should be sent again. */
  extended: boolean;
}

export async function findActiveSession(db: Database, token: string): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.query<AccountRow & { extend_due: boolean }>(
    `SELECT ${accountColumns('u')}, s.extended_at < now() - $2::interval AS extend_due
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash, EXTEND_AFTER],
  );
  if (!row) return null;
  let extended = false;
  if (row.extend_due) {
    const updated = await db.query(
      `UPDATE sessions SET expires_at = now() + $2::interval, extended_at = now()
        WHERE token_hash = $1 AND extended_at < now() - $3::interval RETURNING token_hash`,
      [tokenHash, SESSION_TTL, EXTEND_AFTER],
    );
    extended = updated.length > 0;
  }
  return { account: toAccount(row), extended };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

export async function deleteUserSessions(db: Database, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
}
