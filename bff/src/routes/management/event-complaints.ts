import { eventComplaintDecisionSchema, eventComplaintsQuerySchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAccount } from '../../middleware/session';
import { validateJson, validateQuery } from '../../middleware/validate';
import type { EventComplaintsService } from '../../services/management/event-complaints';
import { ok } from './envelope';
import { complaintIdOf, ID } from './path-ids';

/** docs/back-office.md#deciding-a-complaint: GET /api/management/claims/events and PUT …/{id} (approve or reject once). */
export function eventComplaintRoutes(eventComplaints: EventComplaintsService): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', validateQuery(eventComplaintsQuerySchema), async (c) => c.json(ok(await eventComplaints.list(c.req.valid('query')))))
    .put(`/${ID}`, validateJson(eventComplaintDecisionSchema), async (c) => {
      const { status, resolutionComment } = c.req.valid('json');
      return c.json(ok(await eventComplaints.decide(requireAccount(c), complaintIdOf(c), status, resolutionComment)));
    });
}
