import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Тело запроса слишком большое: допускается не более 1 МБ';

const limitJson = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ error: BODY_TOO_LARGE_MESSAGE }, 413),
});

/** 1 MB for every body except multipart uploads, which set their own limit (platform §5: 5 MB images). */
export const jsonBodyLimit = (): MiddlewareHandler => async (c, next) => {
  // A GET has no body; asking the request for one would build a whole Request object per call.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return next();
  return limitJson(c, next);
};
