import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_NEUTRAL_MESSAGE,
  RATE_LIMIT_RULES,
  RESEND_VERIFICATION_NEUTRAL_MESSAGE,
  type User,
} from '@city/contracts';
import type { Database } from '../db/database';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors';
import { consumeAuthToken, issueAuthToken } from './auth-tokens';
import type { Mailer } from './mail';
import { passwordResetMail, verificationMail } from './mail-templates';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { RateLimiter } from './rate-limits';
import { createSession, deleteSession, deleteUserSessions, findActiveSession, type ActiveSession } from './sessions';
import { findAccountByEmail, findAccountById, insertAccount, toUser } from './users';

export interface AccountServiceDeps {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Base of the links in mails. */
  publicUrl: string;
  /** The launch city, recorded on new accounts. */
  city: string;
}

/** Who is asking: rate limits count by the client's address (platform §7). */
export interface Requester {
  clientAddress: string;
}

export interface SignedIn {
  user: User;
  sessionToken: string;
}

export type AccountService = ReturnType<typeof createAccountService>;

/** platform §3: registration, e-mail verification, sign-in and password recovery. */
export function createAccountService({ db, mailer, rateLimiter, publicUrl, city }: AccountServiceDeps) {
  return {
    /** Creates an unverified account and mails the verification link; opens no session. */
    async register(input: { email: string; password: string }, requester: Requester): Promise<User> {
      await rateLimiter.consume([
        { rule: RATE_LIMIT_RULES.registerPerIp, key: requester.clientAddress },
        { rule: RATE_LIMIT_RULES.registerPerEmail, key: input.email },
      ]);
      if (await findAccountByEmail(db, input.email)) throw new ConflictError(AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      const { account, token } = await db.transaction(async (tx) => {
        const created = await insertAccount(tx, { email: input.email, passwordHash, city, verified: false });
        // Two registrations of one e-mail at once: the unique index decides, the loser gets 409.
        if (!created) throw new ConflictError(AUTH_MESSAGES.emailTaken);
        return { account: created, token: await issueAuthToken(tx, created.id, 'verify_email') };
      });
      mailer.dispatch(verificationMail(account.email, publicUrl, token));
      return toUser(account);
    },

    /** A valid link marks the e-mail verified and signs the person in (platform §3). */
    async verifyEmail(token: string): Promise<SignedIn> {
      return db.transaction(async (tx) => {
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
    },

    /** Same answer whether or not the account exists; mails only an existing unverified one. */
    async resendVerification(email: string): Promise<{ message: string }> {
      await rateLimiter.consume([
        { rule: RATE_LIMIT_RULES.resendPerMinute, key: email },
        { rule: RATE_LIMIT_RULES.resendPerDay, key: email },
      ]);
      const account = await findAccountByEmail(db, email);
      if (account && !account.emailVerifiedAt) {
        const token = await issueAuthToken(db, account.id, 'verify_email');
        mailer.dispatch(verificationMail(account.email, publicUrl, token));
      }
      return { message: RESEND_VERIFICATION_NEUTRAL_MESSAGE };
    },

    /**
     * Every login issues a new session token. Blocked and suspended accounts may sign in: they
     * must reach their profile (platform §4); the access policy limits what they do next.
     */
    async login(input: { email: string; password: string }, requester: Requester): Promise<SignedIn> {
      const failedLogins = [
        { rule: RATE_LIMIT_RULES.failedLogin, key: `${input.email}|${requester.clientAddress}` },
      ];
      await rateLimiter.assertAvailable(failedLogins);
      const account = await findAccountByEmail(db, input.email);
      const passwordMatches = account
        ? await verifyPassword(account.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!account || !passwordMatches) {
        await rateLimiter.record(failedLogins);
        throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
      }
      if (!account.emailVerifiedAt) throw new ForbiddenError(AUTH_MESSAGES.emailNotVerified);
      await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [account.id]);
      return { user: toUser(account), sessionToken: await createSession(db, account.id) };
    },

    async logout(sessionToken: string | undefined): Promise<void> {
      if (sessionToken) await deleteSession(db, sessionToken);
    },

    /** Same answer whether or not the account exists (platform §3). */
    async forgotPassword(email: string, requester: Requester): Promise<{ message: string }> {
      await rateLimiter.consume([
        { rule: RATE_LIMIT_RULES.forgotPerEmail, key: email },
        { rule: RATE_LIMIT_RULES.forgotPerIp, key: requester.clientAddress },
      ]);
      const account = await findAccountByEmail(db, email);
      if (account) {
        const token = await issueAuthToken(db, account.id, 'reset_password');
        mailer.dispatch(passwordResetMail(account.email, publicUrl, token));
      }
      return { message: FORGOT_PASSWORD_NEUTRAL_MESSAGE };
    },

    /**
     * Sets the new password, ends every session of the account and marks the e-mail verified:
     * following the mailed link proves the person owns the address.
     */
    async resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const userId = await consumeAuthToken(tx, token, 'reset_password');
        if (userId === null) throw new ValidationError(AUTH_MESSAGES.invalidResetToken);
        await tx.query(
          `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()),
                            updated_at = now()
            WHERE id = $1`,
          [userId, passwordHash],
        );
        await tx.query(
          `UPDATE auth_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'reset_password' AND used_at IS NULL`,
          [userId],
        );
        await deleteUserSessions(tx, userId);
      });
      return { message: AUTH_MESSAGES.passwordChanged };
    },

    currentSession(sessionToken: string): Promise<ActiveSession | null> {
      return findActiveSession(db, sessionToken);
    },
  };
}
