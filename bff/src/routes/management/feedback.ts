import { feedbackStatusUpdateSchema, managementFeedbackQuerySchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAccount } from '../../middleware/session';
import { validateJson, validateQuery } from '../../middleware/validate';
import type { ManagementFeedbackService } from '../../services/management/feedback';
import { ok } from './envelope';
import { feedbackIdOf, ID } from './path-ids';

/** docs/back-office.md#feedback: the feedback list, its statistics, one item and its status. */
export function managementFeedbackRoutes(feedback: ManagementFeedbackService): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', validateQuery(managementFeedbackQuerySchema), async (c) => c.json(ok(await feedback.list(c.req.valid('query')))))
    // Before /:id, which would take «statistics» for an id.
    .get('/statistics', async (c) => c.json(ok(await feedback.statistics())))
    .get(`/${ID}`, async (c) => c.json(ok(await feedback.find(feedbackIdOf(c)))))
    .put(`/${ID}`, validateJson(feedbackStatusUpdateSchema), async (c) =>
      c.json(ok(await feedback.update(requireAccount(c), feedbackIdOf(c), c.req.valid('json')))),
    );
}
