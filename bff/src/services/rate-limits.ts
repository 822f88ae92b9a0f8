import { RATE_LIMIT_ERROR, RATE_LIMIT_RULES, type RateLimitRule } from '@city/contracts';
import type { Database } from '../db/database';
import { RateLimitError } from '../errors';

/** One rule applied to one subject: an e-mail, a client address, a user id or a combination. */
export interface RateLimitCheck {
  rule: RateLimitRule;
  key: string;
}

interface WindowUsage {
  check: RateLimitCheck;
  used: number;
  oldest: Date | null;
  now: Date;
}

const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMIT_RULES).map((rule) => rule.windowSeconds));
const PRUNE_EVERY_WRITES = 100;

/**
 * platform §7: attempts are rows in the database, so every instance sees the same counts. Each
 * decision runs in one transaction under an advisory lock per (action, key), so concurrent
 * requests cannot both take the last attempt.
 */
export class RateLimiter {
  private writes = 0;

  constructor(private readonly db: Database) {}

  /** Counts one attempt under every check, or throws RateLimitError (counting nothing) if any is exhausted. */
  async consume(checks: readonly RateLimitCheck[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.refuseIfExhausted(tx, checks);
      await this.insertHits(tx, checks);
    });
    await this.pruneNowAndThen();
  }

  /** Throws RateLimitError if any check is exhausted; counts nothing (failed logins count later). */
  async assertAvailable(checks: readonly RateLimitCheck[]): Promise<void> {
    await this.db.transaction((tx) => this.refuseIfExhausted(tx, checks));
  }

  /** Counts one attempt without refusing (a failed login that already got its answer). */
  async record(checks: readonly RateLimitCheck[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockChecks(tx, checks);
      await this.insertHits(tx, checks);
    });
    await this.pruneNowAndThen();
  }

  /** Drops hits older than the longest window; also run at start-up. */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_hits WHERE created_at < now() - $1::interval`, [
      `${LONGEST_WINDOW_SECONDS} seconds`,
    ]);
  }

  private async refuseIfExhausted(tx: Database, checks: readonly RateLimitCheck[]): Promise<void> {
    await lockChecks(tx, checks);
    const usages = await Promise.all(checks.map((check) => windowUsage(tx, check)));
    const exhausted = usages
      .filter((usage) => usage.used >= usage.check.rule.max)
      .map(toRateLimitError)
      // When several limits are exhausted, the one that lifts last is the one the person waits for.
      .sort((a, b) => b.body.remainingTime - a.body.remainingTime);
    if (exhausted[0]) throw exhausted[0];
  }

  private async insertHits(tx: Database, checks: readonly RateLimitCheck[]): Promise<void> {
    for (const { rule, key } of checks) {
      await tx.query('INSERT INTO rate_limit_hits (action, key) VALUES ($1, $2)', [rule.action, key]);
    }
    this.writes += checks.length;
  }

  private async pruneNowAndThen(): Promise<void> {
    if (this.writes < PRUNE_EVERY_WRITES) return;
    this.writes = 0;
    await this.prune();
  }
}

/** Locks in a fixed order, so two requests locking the same pair cannot deadlock. */
async function lockChecks(tx: Database, checks: readonly RateLimitCheck[]): Promise<void> {
  const lockKeys = [...new Set(checks.map(({ rule, key }) => `${rule.action}:${key}`))].sort();
  for (const lockKey of lockKeys) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey]);
  }
}

async function windowUsage(tx: Database, check: RateLimitCheck): Promise<WindowUsage> {
  const [row] = await tx.query<{ used: number; oldest: Date | null; now: Date }>(
    `SELECT count(*)::int AS used, min(created_at) AS oldest, now() AS now
       FROM rate_limit_hits
      WHERE action = $1 AND key = $2 AND created_at > now() - $3::interval`,
    [check.rule.action, check.key, `${check.rule.windowSeconds} seconds`],
  );
  return { check, used: row?.used ?? 0, oldest: row?.oldest ?? null, now: row?.now ?? new Date() };
}

/** platform §7: resetTime = oldest hit in the window + the window. */
function toRateLimitError({ check, used, oldest, now }: WindowUsage): RateLimitError {
  const resetAt = (oldest ?? now).getTime() + check.rule.windowSeconds * 1000;
  return rateLimitExceeded(check.rule, used, resetAt, now.getTime());
}

/** The 429 of `rule`, lifting at `resetAt` (epoch ms); remainingTime is at least 1 second. */
export function rateLimitExceeded(rule: RateLimitRule, attemptsUsed: number, resetAt: number, now: number): RateLimitError {
  return new RateLimitError({
    error: RATE_LIMIT_ERROR,
    rateLimitType: rule.type,
    remainingTime: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    maxAttempts: rule.max,
    attemptsUsed,
    resetTime: new Date(resetAt).toISOString(),
  });
}
