import {
  PUBLIC_FEED_MESSAGES,
  publicEventsQuerySchema,
  publicFeedQuerySchema,
  publicSearchFeedQuerySchema,
  RATE_LIMIT_RULES,
} from '@city/contracts';
import { Hono, type Handler } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../app-env';
import { perClientAddress } from '../middleware/client-rate-limit';
import { publicCors, publicPreflight } from '../middleware/public-cors';
import { validateQuery } from '../middleware/validate';
import type { PartnerFeedService } from '../services/partner-feed';
import type { PublicFeedService } from '../services/public-feed';
import type { RateLimiter } from '../services/rate-limits';
import type { SearchFeedsService } from '../services/search-feeds';

export interface PublicRouteDeps {
  feed: PublicFeedService;
  partnerFeed: PartnerFeedService;
  rateLimiter: RateLimiter;
  searchFeeds: SearchFeedsService;
}

/**
 * Every reader of a partner's page may keep the answer a minute, and so may proxies: it holds
 * nothing personal. The list changes slowly; a minute bounds how stale a card can be.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';
/** The feed's styles change only with a release: an hour, then a revalidation by ETag. */
export const FEED_CSS_CACHE_CONTROL = 'public, max-age=3600';

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
const CSS_CONTENT_TYPE = 'text/css; charset=utf-8';
const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

const onlyReads: Handler<AppEnv> = (c) =>
  c.json({ error: PUBLIC_FEED_MESSAGES.methodNotAllowed }, 405, { Allow: 'GET, HEAD, OPTIONS' });

/**
 * docs/partner-feed.md#cors-and-cookies: /api/public/* for partner sites. No session is read here (app.ts), every read of
 * events is counted per client address in one bucket, and the answers are cacheable: a strong
 * ETag of the body, 304 when If-None-Match names it. Other methods are 405 without CORS headers.
 */
export function publicRoutes({ feed, partnerFeed, rateLimiter, searchFeeds }: PublicRouteDeps): Hono<AppEnv> {
  const perAddress = perClientAddress(rateLimiter, RATE_LIMIT_RULES.publicApi);
  return new Hono<AppEnv>()
    .use('*', publicCors())
    .get('/events', perAddress, validateQuery(publicEventsQuerySchema), etag(), async (c) => {
      c.header('Cache-Control', PUBLIC_CACHE_CONTROL);
      return c.json(await feed.list(c.req.valid('query')));
    })
    .options('/events', publicPreflight)
    .all('/events', onlyReads)
    // docs/partner-feed.md#subscribing-to-a-search: the list's search as a calendar subscription and an RSS feed.
    .get('/events.ics', perAddress, validateQuery(publicSearchFeedQuerySchema), etag(), async (c) =>
      c.body(await searchFeeds.calendar(c.req.valid('query')), 200, {
        'Content-Type': CALENDAR_CONTENT_TYPE,
        'Cache-Control': PUBLIC_CACHE_CONTROL,
      }),
    )
    .options('/events.ics', publicPreflight)
    .all('/events.ics', onlyReads)
    .get('/events.rss', perAddress, validateQuery(publicSearchFeedQuerySchema), etag(), async (c) =>
      c.body(await searchFeeds.rss(c.req.valid('query')), 200, { 'Content-Type': RSS_CONTENT_TYPE, 'Cache-Control': PUBLIC_CACHE_CONTROL }),
    )
    .options('/events.rss', publicPreflight)
    .all('/events.rss', onlyReads)
    // The widget's cards: the same events as one HTML fragment (widget-protocol.md).
    .get('/feed', perAddress, validateQuery(publicFeedQuerySchema), etag(), async (c) => {
      const html = await partnerFeed.fragment(c.req.valid('query'));
      return c.body(html, 200, { 'Content-Type': HTML_CONTENT_TYPE, 'Cache-Control': PUBLIC_CACHE_CONTROL });
    })
    .options('/feed', publicPreflight)
    .all('/feed', onlyReads)
    // The same stylesheet for every feed; no database behind it, so it is not counted.
    .get('/feed.css', etag(), async (c) =>
      c.body(await partnerFeed.stylesheet(), 200, { 'Content-Type': CSS_CONTENT_TYPE, 'Cache-Control': FEED_CSS_CACHE_CONTROL }),
    )
    .options('/feed.css', publicPreflight)
    .all('/feed.css', onlyReads);
}
