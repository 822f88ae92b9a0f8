import { EVENT_MESSAGES, RATE_LIMIT_RULES } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { NotFoundError } from '../errors';
import { perClientAddress } from '../middleware/client-rate-limit';
import { publicCors } from '../middleware/public-cors';
import type { EventPreviewImages } from '../services/event-preview-image';
import type { EventPreviewService } from '../services/event-previews';
import type { RateLimiter } from '../services/rate-limits';
import { EVENT_ID, eventIdOf } from './event-id';

export interface EventPreviewRouteDeps {
  previews: EventPreviewService;
  images: EventPreviewImages;
  rateLimiter: RateLimiter;
}

/** A preview picture changes only with an edit, which changes its address (?v=) too: a day, then a revalidation. */
export const PREVIEW_IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * docs/events.md#ссылки-на-событие-превью: the two public reads about one event that a shared link
 * needs, mounted at /api/public/events. No session is read there (app.ts), so a stray cookie
 * changes nothing: an event under complaint is 404 for everyone, as it is for a visitor.
 */
export function eventPreviewRoutes({ previews, images, rateLimiter }: EventPreviewRouteDeps): Hono<AppEnv> {
  // The public API's bucket per address (docs/partner-feed.md#rate-limit): a picture costs a drawing on
  // a miss, so nobody may ask for picture after picture unchecked.
  const perAddress = perClientAddress(rateLimiter, RATE_LIMIT_RULES.publicApi);
  return new Hono<AppEnv>()
    .use('*', publicCors())
    // Per route, not for '*': mounted at /api/public/events, a '*' would count the JSON feed twice.
    .get(`/${EVENT_ID}/summary`, perAddress, async (c) => c.json(await previews.summary(eventIdOf(c))))
    .get(`/${EVENT_ID}/preview.png`, perAddress, async (c) => {
      const row = await previews.visibleEvent(eventIdOf(c));
      if (!row) throw new NotFoundError(EVENT_MESSAGES.notFound);
      const picture = await images.pictureOf(row);
      c.header('Cache-Control', PREVIEW_IMAGE_CACHE_CONTROL);
      c.header('ETag', picture.etag);
      const asked = c.req.header('If-None-Match');
      if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === picture.etag)) return c.body(null, 304);
      c.header('Content-Type', 'image/png');
      return c.body(new Uint8Array(picture.png));
    });
}
