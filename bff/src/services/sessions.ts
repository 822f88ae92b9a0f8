import { SESSION_TTL_SECONDS } from '@city/contracts';
import type { Database } from '../db/database';
import { createKeptCopies } from '../db/kept-copies';
import { generateToken, hashToken } from './tokens';
import { accountColumns, toAccount, type Account, type AccountRow } from './users';

/** docs/accounts.md#sessions: 30 days, sliding; extended at most once an hour so reads do not write each time. */
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

interface FoundSession extends ActiveSession {
  /** Epoch ms: when it expires, and when the next request extends it; until both, a copy holds. */
  expiresAt: number;
  extendAt: number;
}

export async function findActiveSession(db: Database, token: string): Promise<FoundSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.query<AccountRow & { extend_due: boolean; expires_at: Date; extend_at: Date }>(
    `SELECT ${accountColumns('u')}, s.extended_at < now() - $2::interval AS extend_due,
            s.expires_at, s.extended_at + $2::interval AS extend_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash, EXTEND_AFTER],
    { prepared: true },
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
  return { account: toAccount(row), extended, expiresAt: row.expires_at.getTime(), extendAt: row.extend_at.getTime() };
}

export interface SessionReader {
  find(token: string): Promise<ActiveSession | null>;
}

/** Signed-in people at once per instance; the least recently seen go first. */
const MAX_KNOWN_SESSIONS = 50_000;

/**
 * The session behind a cookie, read on every signed-in request. A copy is kept per instance until
 * the session expires or is due its hourly extension, exact through createKeptCopies: a sign-out,
 * a password reset, a block or a role change (writes to sessions or accounts) holds at once on
 * every instance.
 */
export function createSessionReader(db: Database, maxKnown = MAX_KNOWN_SESSIONS): SessionReader {
  const known = createKeptCopies<string, FoundSession>(db.changes, 'accounts', { maxCopies: maxKnown });
  return {
    async find(token) {
      await known.settled();
      const tokenHash = hashToken(token);
      const now = Date.now();
      const hit = known.get(tokenHash, (session) => now < session.expiresAt && now < session.extendAt);
      if (hit) return { account: hit.account, extended: false };
      const ticket = known.beginRead();
      const session = await findActiveSession(db, token);
      // An extension wrote (and dropped the copies); the next request reads it again.
      if (session && !session.extended) known.keep(tokenHash, session, ticket);
      return session && { account: session.account, extended: session.extended };
    },
  };
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
