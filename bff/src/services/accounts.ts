import { setTimeout as sleep } from 'node:timers/promises';
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_NEUTRAL_MESSAGE,
  RATE_LIMIT_RULES,
  RESEND_VERIFICATION_NEUTRAL_MESSAGE,
  type User,
} from '@city/contracts';
import type { Database } from '../db/database';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors';
import { consumeAuthToken, findUsableAuthToken, issueAuthToken } from './auth-tokens';
import type { MailOutbox } from './mail-outbox';
import { loginLockedMail, passwordResetMail, verificationMail } from './mail-templates';
import type { PasswordHasher } from './password-hasher';
import { exhaustedBy, type HeldAttempt, type RateLimiter } from './rate-limits';
import { bindToRegisteringBrowser, carryBrowserBinding, isRegisteringBrowser } from './verification-browser';
import { hashToken } from './tokens';
import { createSession, deleteSession, deleteUserSessions, findActiveSession, type ActiveSession } from './sessions';
import { findAccountByEmail, findAccountById, insertAccount, toUser } from './users';

export interface AccountServiceDeps {
  db: Database;
  /** Mails are queued in the transaction that issues their token (docs/operations.md#mail). */
  outbox: MailOutbox;
  rateLimiter: RateLimiter;
  /** Every argon2 hash and check of a request, a few at a time (docs/operations.md#security). */
  passwordHasher: PasswordHasher;
  /** Base of the links in mails. */
  publicUrl: string;
  /** The launch city, recorded on new accounts. */
  city: string;
}

/** Who is asking: rate limits count by the client's address (docs/operations.md#rate-limits). */
export interface Requester {
  clientAddress: string;
}

export interface SignedIn {
  user: User;
  sessionToken: string;
}

/** A new account and the registering browser's cookie value (docs/operations.md#security). */
export interface Registered {
  user: User;
  registeringBrowser: string;
}

/** docs/operations.md#security: outside the registering browser, a verification without the password changes nothing. */
export type Verification = ({ needsPassword: false } & SignedIn) | { needsPassword: true };

/**
 * docs/operations.md#security: a refused reset (made-up or used token, limit reached) is answered no sooner than this
 * after it arrived. Waiting costs a timer, not work, and an attacker who resends on each answer
 * over a few dozen connections is slowed to a few hundred requests a second instead of taking the
 * server's whole thread (the login benchmark, scripts/bench/login-under-resets.ts). Someone with a
 * stale link does not notice a third of a second.
 */
const REFUSED_RESET_MIN_MS = 300;

/**
 * docs/operations.md#security: a forgot-password answer comes no sooner than this after the request, known
 * account or not. Queueing the mail costs a few milliseconds of inserts; the floor hides them.
 */
const FORGOT_ANSWER_MIN_MS = 150;

/** One mail per issued token: its key is the token's stored hash, never the token itself. */
const mailKey = (token: string): string => `auth-token:${hashToken(token)}`;

export type AccountService = ReturnType<typeof createAccountService>;

/** docs/accounts.md#verification: registration, e-mail verification, sign-in and password recovery. */
export function createAccountService({ db, outbox, rateLimiter, passwordHasher, publicUrl, city }: AccountServiceDeps) {
  /** An unknown e-mail costs the same check as a known one, so timing does not reveal accounts. */
  async function checkCredentials(input: { email: string; password: string }) {
    const account = await findAccountByEmail(db, input.email);
    const passwordMatches = account
      ? await passwordHasher.verify(account.passwordHash, input.password)
      : await passwordHasher.verifyAgainstDummy(input.password);
    return { account, passwordMatches };
  }

  /** docs/operations.md#command-line: the attempt that closed the account's sign-in mails its owner a reset link, once per lock. */
  async function mailLockedOwner(attempt: HeldAttempt, accountId: number, email: string): Promise<void> {
    const lock = exhaustedBy(attempt, RATE_LIMIT_RULES.failedLoginPerAccount);
    if (!lock) return;
    const lockedMinutes = Math.max(1, Math.ceil((lock.resetAt - lock.now) / 60_000));
    await db.transaction(async (tx) => {
      const token = await issueAuthToken(tx, accountId, 'reset_password');
      await outbox.enqueue(tx, loginLockedMail(email, publicUrl, token, lockedMinutes), mailKey(token));
    });
  }

  return {
    /**
     * Creates an unverified account and mails the verification link; opens no session. The answer
     * carries the registering browser's cookie value (docs/operations.md#security: see verification-browser.ts).
     */
    async register(input: { email: string; password: string }, requester: Requester): Promise<Registered> {
      await rateLimiter.consume([
        { rule: RATE_LIMIT_RULES.registerPerIp, key: requester.clientAddress },
        { rule: RATE_LIMIT_RULES.registerPerEmail, key: input.email },
      ]);
      if (await findAccountByEmail(db, input.email)) throw new ConflictError(AUTH_MESSAGES.emailTaken);
      const passwordHash = await passwordHasher.hash(input.password);
      const { account, registeringBrowser } = await db.transaction(async (tx) => {
        const created = await insertAccount(tx, { email: input.email, passwordHash, city, verified: false });
        // Two registrations of one e-mail at once: the unique index decides, the loser gets 409.
        if (!created) throw new ConflictError(AUTH_MESSAGES.emailTaken);
        const issued = await issueAuthToken(tx, created.id, 'verify_email');
        await outbox.enqueue(tx, verificationMail(created.email, publicUrl, issued), mailKey(issued));
        return { account: created, registeringBrowser: await bindToRegisteringBrowser(tx, issued) };
      });
      return { user: toUser(account), registeringBrowser };
    },

    /**
     * A valid link marks the e-mail verified and signs the person in (docs/accounts.md#verification) — with the token
     * alone only in the browser that registered (docs/operations.md#security, account pre-hijacking). Elsewhere it
     * needs the account's password: without one nothing changes and the answer asks for it; a
     * wrong one is 401 and the token stays usable.
     */
    async verifyEmail(input: { token: string; password?: string; registeringBrowser?: string }): Promise<Verification> {
      const { token, password } = input;
      if (!(await isRegisteringBrowser(db, token, input.registeringBrowser))) {
        const userId = await findUsableAuthToken(db, token, 'verify_email');
        if (userId === null) throw new ValidationError(AUTH_MESSAGES.invalidVerificationToken);
        if (password === undefined) return { needsPassword: true };
        const account = await findAccountById(db, userId);
        if (!account || !(await passwordHasher.verify(account.passwordHash, password))) {
          throw new UnauthorizedError(AUTH_MESSAGES.verificationWrongPassword);
        }
      }
      const signedIn = await db.transaction(async (tx) => {
        const userId = await consumeAuthToken(tx, token, 'verify_email');
        if (userId === null) throw new ValidationError(AUTH_MESSAGES.invalidVerificationToken);
        await tx.query(
          `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), last_login_at = now(),
                            updated_at = now()
            WHERE id = $1`,
          [userId],
        );
        const account = await findAccountById(tx, userId);
        if (!account) throw new ValidationError(AUTH_MESSAGES.invalidVerificationToken);
        return { user: toUser(account), sessionToken: await createSession(tx, userId) };
      });
      return { needsPassword: false, ...signedIn };
    },

    /** Same answer whether or not the account exists; mails only an existing unverified one. */
    async resendVerification(email: string): Promise<{ message: string }> {
      await rateLimiter.consume([
        { rule: RATE_LIMIT_RULES.resendPerMinute, key: email },
        { rule: RATE_LIMIT_RULES.resendPerDay, key: email },
      ]);
      const account = await findAccountByEmail(db, email);
      if (account && !account.emailVerifiedAt) {
        await db.transaction(async (tx) => {
          const issued = await issueAuthToken(tx, account.id, 'verify_email');
          await carryBrowserBinding(tx, account.id, issued);
          await outbox.enqueue(tx, verificationMail(account.email, publicUrl, issued), mailKey(issued));
        });
      }
      return { message: RESEND_VERIFICATION_NEUTRAL_MESSAGE };
    },

    /**
     * Every login issues a new session token. Blocked and suspended accounts may sign in: they
     * must reach their profile (docs/accounts.md#statuses); the access policy limits what they do next.
     */
    async login(input: { email: string; password: string }, requester: Requester): Promise<SignedIn> {
      // docs/operations.md#security: per account whatever the address, and per address across accounts. The attempt
      // counts as failed before the password is read and is given back when it matches, so a burst
      // of parallel guesses evaluates at most the limit; the counts live in the database, shared by
      // every instance.
      const attempt = await rateLimiter.hold([
        { rule: RATE_LIMIT_RULES.failedLoginPerAccount, key: input.email },
        { rule: RATE_LIMIT_RULES.failedLoginPerIp, key: requester.clientAddress },
      ]);
      const { account, passwordMatches } = await checkCredentials(input).catch(async (error: unknown) => {
        // Not a wrong password (a busy server, a lost connection): it must not count as one.
        await rateLimiter.release(attempt);
        throw error;
      });
      if (!account || !passwordMatches) {
        if (account) await mailLockedOwner(attempt, account.id, account.email);
        throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
      }
      await rateLimiter.release(attempt);
      if (!account.emailVerifiedAt) throw new ForbiddenError(AUTH_MESSAGES.emailNotVerified);
      await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [account.id]);
      return { user: toUser(account), sessionToken: await createSession(db, account.id) };
    },

    async logout(sessionToken: string | undefined): Promise<void> {
      if (sessionToken) await deleteSession(db, sessionToken);
    },

    /**
     * Same answer whether or not the account exists (docs/accounts.md#sessions), and at the same
     * moment: both wait for the same floor, which the known account's two inserts stay far under.
     */
    async forgotPassword(email: string, requester: Requester): Promise<{ message: string }> {
      const noAnswerBefore = Date.now() + FORGOT_ANSWER_MIN_MS;
      try {
        await rateLimiter.consume([
          { rule: RATE_LIMIT_RULES.forgotPerEmail, key: email },
          { rule: RATE_LIMIT_RULES.forgotPerIp, key: requester.clientAddress },
        ]);
        const account = await findAccountByEmail(db, email);
        if (account) {
          await db.transaction(async (tx) => {
            const token = await issueAuthToken(tx, account.id, 'reset_password');
            await outbox.enqueue(tx, passwordResetMail(account.email, publicUrl, token), mailKey(token));
          });
        }
        return { message: FORGOT_PASSWORD_NEUTRAL_MESSAGE };
      } finally {
        await sleep(Math.max(0, noAnswerBefore - Date.now()));
      }
    },

    /**
     * Sets the new password, ends every session of the account and marks the e-mail verified:
     * following the mailed link proves the person owns the address. It also reopens a sign-in
     * closed by wrong passwords (docs/operations.md#command-line: the lock mail carries such a link).
     */
    resetPassword(token: string, newPassword: string, requester: Requester): Promise<{ message: string }> {
      const noAnswerBefore = Date.now() + REFUSED_RESET_MIN_MS;
      // The whole reset holds one of a few slots (see PasswordHasher.resets).
      const reset = passwordHasher.resets.run(async () => {
        await rateLimiter.consume([{ rule: RATE_LIMIT_RULES.resetPerIp, key: requester.clientAddress }]);
        // docs/operations.md#security: the token first, so a made-up one costs a lookup and never an argon2 hash.
        if ((await findUsableAuthToken(db, token, 'reset_password')) === null) {
          throw new ValidationError(AUTH_MESSAGES.invalidResetToken);
        }
        const passwordHash = await passwordHasher.hash(newPassword);
        const email = await db.transaction(async (tx) => {
          // Consumed only now, so a busy server's 503 leaves the link usable; the conditional UPDATE
          // still decides between two clicks of the same link.
          const userId = await consumeAuthToken(tx, token, 'reset_password');
          if (userId === null) throw new ValidationError(AUTH_MESSAGES.invalidResetToken);
          const [updated] = await tx.query<{ email: string }>(
            `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()),
                              updated_at = now()
              WHERE id = $1
              RETURNING email`,
            [userId, passwordHash],
          );
          await tx.query(
            `UPDATE auth_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'reset_password' AND used_at IS NULL`,
            [userId],
          );
          await deleteUserSessions(tx, userId);
          return updated?.email ?? null;
        });
        if (email !== null) await rateLimiter.forget({ rule: RATE_LIMIT_RULES.failedLoginPerAccount, key: email });
        return { message: AUTH_MESSAGES.passwordChanged };
      });
      return reset.catch(async (error: unknown) => {
        await sleep(Math.max(0, noAnswerBefore - Date.now()));
        throw error;
      });
    },

    currentSession(sessionToken: string): Promise<ActiveSession | null> {
      return findActiveSession(db, sessionToken);
    },
  };
}
