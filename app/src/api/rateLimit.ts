import { RATE_LIMIT_ERROR, RATE_LIMIT_TYPES, type RateLimitResponse } from '@city/contracts';

const isCount = (value: unknown, min: number): boolean => Number.isInteger(value) && (value as number) >= min;

/**
 * participant-side §3: whether a body is the rate-limit answer, the same test as the contract's
 * `isRateLimitResponse` (rateLimit.test.ts holds them to it). The contract's is a zod schema, and
 * every failed call goes through this test, the first screen's included: checking the few fields
 * by hand keeps zod out of the script every page loads.
 */
export function isRateLimitAnswer(body: unknown): body is RateLimitResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { error, rateLimitType, remainingTime, maxAttempts, attemptsUsed, resetTime } = body as Record<string, unknown>;
  return (
    error === RATE_LIMIT_ERROR &&
    (RATE_LIMIT_TYPES as readonly unknown[]).includes(rateLimitType) &&
    isCount(remainingTime, 0) &&
    isCount(maxAttempts, 1) &&
    isCount(attemptsUsed, 0) &&
    typeof resetTime === 'string'
  );
}
