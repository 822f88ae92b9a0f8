import type { Handler, MiddlewareHandler } from 'hono';

/** Methods a partner's page may use: the public API only reads. */
const READS = new Set(['GET', 'HEAD']);

/**
 * docs/partner-feed.md#cors-and-cookies: any site may read /api/public/*, and only read it. `*` is safe because these answers
 * never depend on a cookie (the session loader skips them), and a browser refuses `*` to a
 * request made with credentials, so no page can read them as a signed-in person.
 * Partner scripts may read the ETag (to revalidate themselves) and Retry-After (after a 429).
 * Other methods get no CORS header, so a browser never lets another site send them.
 */
export const publicCors = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!READS.has(c.req.method)) return;
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Access-Control-Expose-Headers', 'ETag, Retry-After');
};

/** A day: browsers cap it lower (Chromium at 2 hours) and ask again then. */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/**
 * The preflight a browser sends before a GET with If-None-Match set by hand (the browser's own
 * revalidation needs none): GET only, that one header, and no credentials.
 */
export const publicPreflight: Handler = (c) =>
  c.body(null, 204, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET',
    'Access-Control-Allow-Headers': 'If-None-Match',
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
  });
