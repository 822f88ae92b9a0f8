import type { RateLimitRule } from '@city/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { RateLimiter } from '../services/rate-limits';

/**
 * Counts the request under `rule` for the client's address before anything else runs (bad
 * queries included, they cost a round trip too); 429 when the address has used it up.
 */
export const perClientAddress =
  (rateLimiter: RateLimiter, rule: RateLimitRule): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await rateLimiter.consume([{ rule, key: c.get('clientAddress') }]);
    await next();
  };
