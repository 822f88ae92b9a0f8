import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';

/** docs/operations.md#several-instances: 200 once the database answers; 503 otherwise, so a load balancer skips the instance. */
export function healthRoutes(db: Database): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/health', async (c) => {
    try {
      await db.query('SELECT 1');
      return c.json({ status: 'ok' as const });
    } catch {
      return c.json({ error: 'База данных недоступна' }, 503);
    }
  });
}
