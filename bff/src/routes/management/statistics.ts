import { organizerStatsQuerySchema, participantStatsQuerySchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { validateQuery } from '../../middleware/validate';
import type { ManagementServices } from '../../services/management';
import { ok } from './envelope';

/** docs/back-office.md#statistics: the dashboard totals and the four tables of 'Детальная статистика'. */
export function statisticsRoutes(statistics: ManagementServices['statistics']): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/overview', async (c) => c.json(ok(await statistics.overview())))
    .get('/organizers', validateQuery(organizerStatsQuerySchema), async (c) =>
      c.json(ok(await statistics.organizers(c.req.valid('query')))),
    )
    .get('/participants', validateQuery(participantStatsQuerySchema), async (c) =>
      c.json(ok(await statistics.participants(c.req.valid('query')))),
    )
    .get('/categories', async (c) => c.json(ok({ categories: await statistics.categories() })))
    .get('/moderators', async (c) => c.json(ok({ moderators: await statistics.moderators() })));
}
