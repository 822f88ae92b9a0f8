import { moderationSampleLabelSchema, moderationSampleQuerySchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAccount } from '../../middleware/session';
import { validateJson, validateQuery } from '../../middleware/validate';
import type { ManagementServices } from '../../services/management';
import { ok } from './envelope';
import { eventIdOf, ID } from './path-ids';

/**
 * docs/moderation.md#sample-labelling: GET /api/management/moderation-sample (a random sample of live events the automatic
 * moderation let through) and PUT …/{eventId} (a moderator's label: a category or null).
 */
export function moderationSampleRoutes(sample: ManagementServices['moderationSample']): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', validateQuery(moderationSampleQuerySchema), async (c) => c.json(ok(await sample.draw(c.req.valid('query').size))))
    .put(`/${ID}`, validateJson(moderationSampleLabelSchema), async (c) =>
      c.json(ok(await sample.label(requireAccount(c), eventIdOf(c), c.req.valid('json').category))),
    );
}
