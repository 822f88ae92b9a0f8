import { EMBED_FEED_PATH, embedFeedQuerySchema, RATE_LIMIT_RULES, WIDGET_SCRIPT_PATH } from '@city/contracts';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../app-env';
import { perClientAddress } from '../middleware/client-rate-limit';
import { publicCors } from '../middleware/public-cors';
import { apiNoStore } from '../middleware/security-headers';
import { validateQuery } from '../middleware/validate';
import type { PartnerFeedService } from '../services/partner-feed';
import type { RateLimiter } from '../services/rate-limits';
import type { WidgetScript } from '../services/widget-script';
import { HTML_CONTENT_TYPE, PUBLIC_CACHE_CONTROL } from './public';

export interface PartnerWidgetRouteDeps {
  partnerFeed: PartnerFeedService;
  widgetScript: WidgetScript;
  rateLimiter: RateLimiter;
}

/** Five minutes: a release reaches partner pages soon, and the ETag spares the download in between. */
export const WIDGET_SCRIPT_CACHE_CONTROL = 'public, max-age=300';

/**
 * docs/partner-feed.md#widget: the partner widget outside /api. `/widget.js` is the custom element (any site loads
 * it, so CORS *); `/embed/feed` the feed as a page for an iframe (the one route any site may
 * frame: security-headers.ts), counted in the public API's bucket like the fragment it holds.
 * Neither reads a session: the session loader runs on /api only.
 */
export function partnerWidgetRoutes({ partnerFeed, widgetScript, rateLimiter }: PartnerWidgetRouteDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(WIDGET_SCRIPT_PATH, publicCors(), etag(), async (c) =>
      c.body(await widgetScript.source(), 200, {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Cache-Control': WIDGET_SCRIPT_CACHE_CONTROL,
      }),
    )
    .get(
      EMBED_FEED_PATH,
      apiNoStore(),
      perClientAddress(rateLimiter, RATE_LIMIT_RULES.publicApi),
      validateQuery(embedFeedQuerySchema),
      etag(),
      async (c) => {
        const page = await partnerFeed.embedPage(c.req.valid('query'));
        return c.body(page, 200, { 'Content-Type': HTML_CONTENT_TYPE, 'Cache-Control': PUBLIC_CACHE_CONTROL });
      },
    );
}
