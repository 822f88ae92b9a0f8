import { useCallback, useState } from 'react';
import type { RateLimitResponse } from '@city/contracts';
import { ApiError } from '../../../api/errors';

export interface RateLimitState {
  /** The 429 answer being counted down, or null. */
  rateLimit: RateLimitResponse | null;
  /** Keeps the answer when the error is a rate limit; true when it was one. */
  capture(error: unknown): boolean;
  /** The countdown reached zero or the person chose to try again. */
  clear(): void;
}

/** docs/accounts.md#rate-limit-panel: a 429 with the rate-limit shape blocks retrying until the countdown ends. */
export function useRateLimit(): RateLimitState {
  const [rateLimit, setRateLimit] = useState<RateLimitResponse | null>(null);
  const capture = useCallback((error: unknown) => {
    const limit = error instanceof ApiError ? error.rateLimit : null;
    if (limit) setRateLimit(limit);
    return limit !== null;
  }, []);
  const clear = useCallback(() => setRateLimit(null), []);
  return { rateLimit, capture, clear };
}
