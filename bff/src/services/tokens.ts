import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** docs/accounts.md#sessions: 256 random bits, base64url (43 characters), safe in links and cookies. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored: a leaked table opens no session and verifies no e-mail. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function tokenHashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
