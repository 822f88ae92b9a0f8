import type { Database } from '../db/database';
import { generateToken, hashToken, tokenHashesEqual } from './tokens';

/**
 * docs/operations.md#security (account pre-hijacking): someone may register a stranger's address with a password of
 * their own. The verification link then proves the address, not who chose the password, so it
 * signs in with the token alone only in the browser that registered: that browser got a random
 * cookie whose hash sits on the verification token. Anywhere else the account's password must
 * come with the token (docs/accounts.md).
 */

/** Binds a new verification token to the registering browser; returns the cookie's value. */
export async function bindToRegisteringBrowser(db: Database, verificationToken: string): Promise<string> {
  const browserToken = generateToken();
  await db.query('UPDATE auth_tokens SET browser_hash = $2 WHERE token_hash = $1', [
    hashToken(verificationToken),
    hashToken(browserToken),
  ]);
  return browserToken;
}

/** A resent verification token stays bound to the browser the account was registered in. */
export async function carryBrowserBinding(db: Database, userId: number, verificationToken: string): Promise<void> {
  await db.query(
    `UPDATE auth_tokens SET browser_hash = (
       SELECT browser_hash FROM auth_tokens
        WHERE user_id = $1 AND purpose = 'verify_email' AND browser_hash IS NOT NULL
        ORDER BY created_at DESC LIMIT 1)
      WHERE token_hash = $2`,
    [userId, hashToken(verificationToken)],
  );
}

/** Whether `browserToken` (the cookie, if any) is the one bound to this usable verification token. */
export async function isRegisteringBrowser(
  db: Database,
  verificationToken: string,
  browserToken: string | undefined,
): Promise<boolean> {
  if (!browserToken) return false;
  const [row] = await db.query<{ browser_hash: string | null }>(
    `SELECT browser_hash FROM auth_tokens
      WHERE token_hash = $1 AND purpose = 'verify_email' AND used_at IS NULL AND expires_at > now()`,
    [hashToken(verificationToken)],
  );
  return row?.browser_hash != null && tokenHashesEqual(row.browser_hash, hashToken(browserToken));
}
