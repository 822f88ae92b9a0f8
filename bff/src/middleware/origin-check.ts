import type { MiddlewareHandler } from 'hono';
import { ForbiddenError } from '../errors';

export const CROSS_SITE_MESSAGE = 'Запрос с другого сайта отклонён';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * docs/operations.md#security: state-changing requests from another origin are refused. SameSite=Lax already
 * keeps the cookie off cross-site POSTs; this also stops same-site-but-other-origin pages.
 * Requests with neither Origin nor Sec-Fetch-Site (curl, servers, the Pact verifier) pass.
 */
export const originCheck =
  (publicUrl: string): MiddlewareHandler =>
  async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin !== undefined) {
        const allowed = origin === new URL(publicUrl).origin || origin === new URL(c.req.url).origin;
        if (!allowed) throw new ForbiddenError(CROSS_SITE_MESSAGE);
      } else if (c.req.header('sec-fetch-site') === 'cross-site') {
        throw new ForbiddenError(CROSS_SITE_MESSAGE);
      }
    }
    await next();
  };
