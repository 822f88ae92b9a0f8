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

/** An attempt counted under its checks, with its place in each window (1 = the window's first). */
export interface HeldAttempt {
  hitIds: string[];
  places: Array<{ check: RateLimitCheck; place: number; resetAt: number; now: number }>;
}

/** The attempt's place under `rule` when it took the last one the rule allows; null otherwise. */
export function exhaustedBy(attempt: HeldAttempt, rule: RateLimitRule): { resetAt: number; now: number } | null {
  const place = attempt.places.find(({ check }) => check.rule === rule);
  return place && place.place === rule.max ? place : null;
}

const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMIT_RULES).map((rule) => rule.windowSeconds));
const PRUNE_EVERY_WRITES = 100;

/**
 * docs/operations.md#rate-limits: attempts are rows in the database, so every instance sees the same counts. Each
 * decision runs in one transaction under an advisory lock per (action, key), so concurrent
 * requests cannot both take the last attempt.
 */
export class RateLimiter {
  private writes = 0;

  constructor(private readonly db: Database) {}

  /** Counts one attempt under every check, or throws RateLimitError (counting nothing) if any is exhausted. */
  async consume(checks: readonly RateLimitCheck[]): Promise<void> {
    await this.hold(checks);
  }

  /**
   * Like consume, but the attempt can be given back (`release`): a login counts as failed before
   * its password is read, so a burst of parallel guesses evaluates at most the limit (docs/operations.md#security).
   */
  async hold(checks: readonly RateLimitCheck[]): Promise<HeldAttempt> {
    const held = await this.db.transaction(async (tx) => {
      const usages = await this.refuseIfExhausted(tx, checks);
      const hitIds = await this.insertHits(tx, checks);
      return {
        hitIds,
        places: usages.map(({ check, used, oldest, now }) => ({
          check,
          place: used + 1,
          // The window lifts when its oldest hit ages out; this attempt is the oldest when it is the first.
          resetAt: (oldest ?? now).getTime() + check.rule.windowSeconds * 1000,
          now: now.getTime(),
        })),
      };
    });
    await this.pruneNowAndThen();
    return held;
  }

  /** Gives a held attempt back: it no longer counts (a login whose password matched). */
  async release(attempt: HeldAttempt): Promise<void> {
    if (attempt.hitIds.length === 0) return;
    await this.db.query('DELETE FROM rate_limit_hits WHERE id = ANY($1::bigint[])', [attempt.hitIds]);
  }

  /** Forgets every attempt of one check (a password reset lifts its account's login lock). */
  async forget({ rule, key }: RateLimitCheck): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_hits WHERE action = $1 AND key = $2', [rule.action, key]);
  }

  /** Drops hits older than the longest window; also run at start-up. */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_hits WHERE created_at < now() - $1::interval`, [
      `${LONGEST_WINDOW_SECONDS} seconds`,
    ]);
  }

  private async refuseIfExhausted(tx: Database, checks: readonly RateLimitCheck[]): Promise<WindowUsage[]> {
    await lockChecks(tx, checks);
    const usages = await Promise.all(checks.map((check) => windowUsage(tx, check)));
    const exhausted = usages
      .filter((usage) => usage.used >= usage.check.rule.max)
      .map(toRateLimitError)
      // When several limits are exhausted, the one that lifts last is the one the person waits for.
      .sort((a, b) => b.body.remainingTime - a.body.remainingTime);
    if (exhausted[0]) throw exhausted[0];
    return usages;
  }

  private async insertHits(tx: Database, checks: readonly RateLimitCheck[]): Promise<string[]> {
    const hitIds: string[] = [];
    for (const { rule, key } of checks) {
      const [hit] = await tx.query<{ id: string }>('INSERT INTO rate_limit_hits (action, key) VALUES ($1, $2) RETURNING id::text AS id', [
        rule.action,
        key,
      ]);
      if (hit) hitIds.push(hit.id);
    }
    this.writes += checks.length;
    return hitIds;
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

/** docs/operations.md#rate-limits: resetTime = oldest hit in the window + the window. */
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
