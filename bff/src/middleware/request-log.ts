import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Logger } from '../logger';

const INCOMING_ID = /^[\w.:-]{1,100}$/;

/**
 * Gives each request an id (echoed as X-Request-Id; a sane incoming one is kept so a proxy's id
 * follows the request) and writes one JSON line when it ends. The path is logged without its
 * query string, because tokens travel there; bodies, cookies and headers are never logged.
 */
export const requestLog =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    const incomingId = c.req.header('x-request-id');
    const requestId = incomingId && INCOMING_ID.test(incomingId) ? incomingId : randomUUID();
    c.set('requestId', requestId);
    c.set('account', null);
    c.set('sessionToken', null);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const fields = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('account')?.id,
    };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
