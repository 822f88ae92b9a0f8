import { feedbackRequestSchema, myFeedbackQuerySchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAccount, sessionRequired } from '../middleware/session';
import { validateJson, validateQuery } from '../middleware/validate';
import type { FeedbackService } from '../services/feedback';

/**
 * docs/people.md#feedback: POST /api/feedback and GET /api/feedback/my. Both need a session (401);
 * the access policy lets every status send (a blocked person can still write to the
 * administrators) and blocked accounts not read the list (docs/accounts.md#statuses).
 */
export function feedbackRoutes(feedback: FeedbackService): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/', sessionRequired, validateJson(feedbackRequestSchema), async (c) =>
      c.json(await feedback.send(requireAccount(c), c.req.valid('json')), 201),
    )
    .get('/my', sessionRequired, validateQuery(myFeedbackQuerySchema), async (c) =>
      c.json(await feedback.listMine(requireAccount(c), c.req.valid('query'))),
    );
}
