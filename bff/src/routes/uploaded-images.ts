import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { NOT_FOUND_MESSAGE } from '../errors';
import { findImage } from '../services/images';

/** The URL names a random id and the bytes never change: every cache may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `If-None-Match` holds our tag (alone, in a list, weak or strong, or `*`). */
const matchesTag = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

/**
 * docs/operations.md#several-instances, docs/events.md#images: GET /uploads/<name> from the images table, so every instance serves every
 * upload; with an ETag and a year-long immutable cache, a CDN in front takes the load.
 */
export function uploadedImageRoutes(db: Database): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:name', async (c) => {
    const name = c.req.param('name');
    const image = await findImage(db, `/uploads/${name}`);
    if (!image) return c.json({ error: NOT_FOUND_MESSAGE }, 404);
    const etag = `"${name.split('.')[0]}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', IMMUTABLE);
    if (matchesTag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    c.header('Content-Type', image.contentType);
    c.header('Content-Length', String(image.bytes.byteLength));
    return c.body(new Uint8Array(image.bytes));
  });
}
