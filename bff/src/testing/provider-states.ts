import { RATE_LIMIT_RULES, type RateLimitRuleName, type Role, type User, type UserStatus } from '@city/contracts';
import type { Database } from '../db/database';
import { issueAuthToken, type AuthTokenPurpose } from '../services/auth-tokens';
import { bindToRegisteringBrowser } from '../services/verification-browser';
import { hashPassword } from '../services/passwords';
import { createSession } from '../services/sessions';
import { findAccountByEmail, insertAccount, toUser } from '../services/users';

/**
 * Set-up steps for tests and the Pact provider verification ("given a verified user …"). They
 * write straight to the database, so a state costs no HTTP round trip and no mail.
 */

export interface TestUserInput {
  email: string;
  password: string;
  role?: Role;
  status?: UserStatus;
  displayName?: string | null;
}

async function createUser(db: Database, input: TestUserInput, verified: boolean): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const account = await insertAccount(db, {
    email,
    passwordHash: await hashPassword(input.password),
    displayName: input.displayName ?? null,
    role: input.role ?? 'user',
    status: input.status ?? 'confirmed',
    verified,
  });
  if (!account) throw new Error(`test user ${email} already exists`);
  return toUser(account);
}

/** A user who can sign in with `password`. */
export const createVerifiedUser = (db: Database, input: TestUserInput): Promise<User> => createUser(db, input, true);

/** A registered user whose e-mail is not verified yet (login answers 403). */
export const createUnverifiedUser = (db: Database, input: TestUserInput): Promise<User> => createUser(db, input, false);

/**
 * Stores a token chosen by the caller, so a pact can carry a fixed one. It must look like ours:
 * 43 base64url characters.
 */
export async function issueKnownToken(
  db: Database,
  { email, purpose, token }: { email: string; purpose: AuthTokenPurpose; token: string },
): Promise<string> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new Error('a token is 43 base64url characters');
  const account = await findAccountByEmail(db, email.toLowerCase());
  if (!account) throw new Error(`no user ${email}`);
  return issueAuthToken(db, account.id, purpose, token);
}

/**
 * Marks a verification token as issued in "this" browser, as registration does (docs/operations.md#security);
 * returns the registration cookie's value that browser holds.
 */
export function bindTokenToBrowser(db: Database, verificationToken: string): Promise<string> {
  return bindToRegisteringBrowser(db, verificationToken);
}

/** A session cookie value for the user, as after a login. */
export async function createSessionFor(db: Database, email: string): Promise<string> {
  const account = await findAccountByEmail(db, email.toLowerCase());
  if (!account) throw new Error(`no user ${email}`);
  return createSession(db, account.id);
}

/**
 * Fills a rate limit so the next attempt answers 429. Keys: an e-mail, a client address, a user
 * id (failed logins: the e-mail per account, the address across accounts; see services/accounts.ts).
 */
export async function exhaustRateLimit(db: Database, rule: RateLimitRuleName, key: string): Promise<void> {
  const { action, max } = RATE_LIMIT_RULES[rule];
  await db.query(
    'INSERT INTO rate_limit_hits (action, key) SELECT $1, $2 FROM generate_series(1, $3::int)',
    [action, key, max],
  );
}
