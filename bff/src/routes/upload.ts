import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_MESSAGES, IMAGE_UPLOAD_MESSAGES, RATE_LIMIT_RULES } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { PayloadTooLargeError, ValidationError } from '../errors';
import { limitBody } from '../middleware/body-limit';
import { requireAccount, sessionRequired } from '../middleware/session';
import { reencodeImage, storeImage } from '../services/images';
import type { RateLimiter } from '../services/rate-limits';

/** Room for the multipart boundaries and part headers around a 5 MB file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** docs/events.md#images: POST /api/upload/image, multipart field `image`. */
export function uploadRoutes(db: Database, rateLimiter: RateLimiter): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    '/image',
    sessionRequired,
    // Nothing past the limit is buffered; a refused body is drained so the 413 reaches the client (docs/operations.md#command-line).
    limitBody({ maxBytes: EVENT_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, message: EVENT_IMAGE_MESSAGES.tooLarge }),
    async (c) => {
      const uploader = requireAccount(c);
      // docs/operations.md#rate-limits: 30 an hour per user, counted before the costly decoding.
      await rateLimiter.consume([{ rule: RATE_LIMIT_RULES.uploads, key: String(uploader.id) }]);
      const form = await c.req.parseBody().catch(() => {
        throw new ValidationError(IMAGE_UPLOAD_MESSAGES.missingFile);
      });
      const file = form['image'];
      if (!(file instanceof File)) throw new ValidationError(IMAGE_UPLOAD_MESSAGES.missingFile);
      if (file.size > EVENT_IMAGE_MAX_BYTES) throw new PayloadTooLargeError(EVENT_IMAGE_MESSAGES.tooLarge);
      if (file.size === 0) throw new ValidationError(EVENT_IMAGE_MESSAGES.empty);
      const image = await reencodeImage(Buffer.from(await file.arrayBuffer()));
      return c.json({ imageUrl: await storeImage(db, image, uploader.id) }, 201);
    },
  );
}
