import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * docs/operations.md#command-line: behind a proxy (TRUST_PROXY) the client is the LAST X-Forwarded-For entry, the
 * one our own proxy appended; earlier entries come from the client and can be forged.
 */
export const clientAddress =
  (trustProxy: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const forwarded = trustProxy
      ? c.req
          .header('x-forwarded-for')
          ?.split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .at(-1)
      : undefined;
    c.set('clientAddress', forwarded ?? c.env?.incoming?.socket?.remoteAddress ?? 'unknown');
    await next();
  };
