import type { RateLimitRule } from '@city/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { rateLimitExceeded } from '../services/rate-limits';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Addresses remembered at once before the full buckets are swept. */
const SWEEP_ABOVE = 10_000;

/**
 * A token bucket per client address, kept in this process's memory: `max` requests at once, refilled
 * evenly over `windowSeconds`. No database work, so a refused request costs next to nothing, and a
 * burst is small, so even its cache misses leave the thread free within tens of milliseconds.
 * For the embedded database only, where every query runs on the server's own thread (a PostgreSQL
 * server has processes of its own, and instances behind a balancer share nothing in memory).
 * 429 with the platform's rate-limit body and Retry-After.
 */
export const floodGuard = (rule: RateLimitRule, now: () => number = Date.now): MiddlewareHandler<AppEnv> => {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = rule.max / (rule.windowSeconds * 1000);
  const refilled = (bucket: Bucket, time: number): number =>
    Math.min(rule.max, bucket.tokens + (time - bucket.updatedAt) * refillPerMs);

  return async (c, next) => {
    const time = now();
    const address = c.get('clientAddress');
    let bucket = buckets.get(address);
    if (!bucket) {
      if (buckets.size >= SWEEP_ABOVE) {
        for (const [key, old] of buckets) if (refilled(old, time) >= rule.max) buckets.delete(key);
      }
      bucket = { tokens: rule.max, updatedAt: time };
      buckets.set(address, bucket);
    }
    bucket.tokens = refilled(bucket, time);
    bucket.updatedAt = time;
    // Empty: every attempt of the bucket is used; the next one comes back at the refill's pace.
    if (bucket.tokens < 1) throw rateLimitExceeded(rule, rule.max, time + (1 - bucket.tokens) / refillPerMs, time);
    bucket.tokens -= 1;
    await next();
  };
};
