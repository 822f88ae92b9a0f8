import { userComplaintDecisionSchema, userComplaintsQuerySchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAccount } from '../../middleware/session';
import { validateJson, validateQuery } from '../../middleware/validate';
import type { UserComplaintsService } from '../../services/management/user-complaints';
import { ok } from './envelope';
import { complaintIdOf, ID } from './path-ids';

/** docs/back-office.md#users: GET /api/management/claims/users and PUT …/{id} (approve or reject once). */
export function userComplaintRoutes(userComplaints: UserComplaintsService): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', validateQuery(userComplaintsQuerySchema), async (c) => c.json(ok(await userComplaints.list(c.req.valid('query')))))
    .put(`/${ID}`, validateJson(userComplaintDecisionSchema), async (c) => {
      const { status, moderator_comment } = c.req.valid('json');
      return c.json(ok(await userComplaints.decide(requireAccount(c), complaintIdOf(c), status, moderator_comment)));
    });
}
