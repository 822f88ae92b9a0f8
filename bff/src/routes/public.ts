import { PUBLIC_FEED_MESSAGES, publicEventsQuerySchema, RATE_LIMIT_RULES } from '@city/contracts';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../app-env';
import { perClientAddress } from '../middleware/client-rate-limit';
import { publicCors, publicPreflight } from '../middleware/public-cors';
import { validateQuery } from '../middleware/validate';
import type { PublicFeedService } from '../services/public-feed';
import type { RateLimiter } from '../services/rate-limits';

export interface PublicRouteDeps {
  feed: PublicFeedService;
  rateLimiter: RateLimiter;
}

/**
 * Every reader of a partner's page may keep the answer a minute, and so may proxies: it holds
 * nothing personal. The list changes slowly; a minute bounds how stale a card can be.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/**
 * issue 7: /api/public/* for partner sites. No session is read here (app.ts), every read is
 * counted per client address, and the answers are cacheable: a strong ETag of the body, 304 when
 * If-None-Match names it. Other methods are 405 without CORS headers.
 */
export function publicRoutes({ feed, rateLimiter }: PublicRouteDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', publicCors())
    .get(
      '/events',
      perClientAddress(rateLimiter, RATE_LIMIT_RULES.publicApi),
      validateQuery(publicEventsQuerySchema),
      etag(),
      async (c) => {
        c.header('Cache-Control', PUBLIC_CACHE_CONTROL);
        return c.json(await feed.list(c.req.valid('query')));
      },
    )
    .options('/events', publicPreflight)
    .all('/events', (c) => c.json({ error: PUBLIC_FEED_MESSAGES.methodNotAllowed }, 405, { Allow: 'GET, HEAD, OPTIONS' }));
}
