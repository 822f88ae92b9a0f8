import { userClaimDecisionSchema, userClaimsQuerySchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAccount } from '../../middleware/session';
import { validateJson, validateQuery } from '../../middleware/validate';
import type { UserClaimsService } from '../../services/management/user-claims';
import { ok } from './envelope';
import { claimIdOf, ID } from './path-ids';

/** docs/back-office.md#users: GET /api/management/claims/users and PUT …/{id} (approve or reject once). */
export function userClaimRoutes(userClaims: UserClaimsService): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', validateQuery(userClaimsQuerySchema), async (c) => c.json(ok(await userClaims.list(c.req.valid('query')))))
    .put(`/${ID}`, validateJson(userClaimDecisionSchema), async (c) => {
      const { status, moderator_comment } = c.req.valid('json');
      return c.json(ok(await userClaims.decide(requireAccount(c), claimIdOf(c), status, moderator_comment)));
    });
}
