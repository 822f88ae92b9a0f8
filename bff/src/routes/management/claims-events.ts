import { eventClaimDecisionSchema, eventClaimsQuerySchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAccount } from '../../middleware/session';
import { validateJson, validateQuery } from '../../middleware/validate';
import type { EventClaimsService } from '../../services/management/event-claims';
import { ok } from './envelope';
import { claimIdOf, ID } from './path-ids';

/** docs/back-office.md#deciding-a-complaint: GET /api/management/claims/events and PUT …/{id} (approve or reject once). */
export function eventClaimRoutes(eventClaims: EventClaimsService): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', validateQuery(eventClaimsQuerySchema), async (c) => c.json(ok(await eventClaims.list(c.req.valid('query')))))
    .put(`/${ID}`, validateJson(eventClaimDecisionSchema), async (c) => {
      const { status, resolutionComment } = c.req.valid('json');
      return c.json(ok(await eventClaims.decide(requireAccount(c), claimIdOf(c), status, resolutionComment)));
    });
}
