import { eventComplaintRequestSchema, eventRequestSchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAccount, sessionRequired } from '../middleware/session';
import { validateJson, validateQuery } from '../middleware/validate';
import type { ComplaintService } from '../services/complaints';
import type { EventService } from '../services/events';
import type { EventParticipantsService } from '../services/event-participants';
import type { ParticipationService } from '../services/participation';
import { EVENT_ID, eventIdOf } from './event-id';
import { eventListQuerySchema } from './event-list-query';

export interface EventRouteServices {
  events: EventService;
  participation: ParticipationService;
  participants: EventParticipantsService;
  complaints: ComplaintService;
}

/**
 * docs/events.md#the-list: the /api/events calls. The list and one event are readable signed out
 * (isFavorite and isParticipant are then false): events are public, the widget and shared links
 * show them. Everything else needs a session (401); the access policy decides by status (403).
 */
export function eventRoutes({ events, participation, participants, complaints }: EventRouteServices): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', validateQuery(eventListQuerySchema), async (c) =>
      c.json(await events.list(c.get('account'), c.req.valid('query'))),
    )
    .get('/my-participations', async (c) => c.json(await events.myParticipations(requireAccount(c))))
    .get('/my-waitlist', async (c) => c.json(await events.myWaitlist(requireAccount(c))))
    .get('/my-organized', async (c) => c.json(await events.myOrganized(requireAccount(c))))
    .post('/', sessionRequired, validateJson(eventRequestSchema), async (c) => {
      const organizer = requireAccount(c);
      return c.json(await events.create(organizer, c.req.valid('json')), 201);
    })
    .get(`/${EVENT_ID}`, async (c) => c.json(await events.get(c.get('account'), eventIdOf(c))))
    .put(`/${EVENT_ID}`, sessionRequired, validateJson(eventRequestSchema), async (c) => {
      const organizer = requireAccount(c);
      return c.json(await events.update(organizer, eventIdOf(c), c.req.valid('json')));
    })
    .delete(`/${EVENT_ID}`, async (c) => {
      await events.remove(requireAccount(c), eventIdOf(c));
      return c.json({ success: true as const });
    })
    .post(`/${EVENT_ID}/favorite`, async (c) => c.json(await participation.addFavorite(requireAccount(c), eventIdOf(c))))
    .delete(`/${EVENT_ID}/favorite`, async (c) =>
      c.json(await participation.removeFavorite(requireAccount(c), eventIdOf(c))),
    )
    .get(`/${EVENT_ID}/participants`, async (c) => c.json(await participants.list(requireAccount(c), eventIdOf(c))))
    .post(`/${EVENT_ID}/join`, async (c) => c.json(await participation.join(requireAccount(c), eventIdOf(c))))
    .delete(`/${EVENT_ID}/leave`, async (c) => c.json(await participation.leave(requireAccount(c), eventIdOf(c))))
    // docs/events.md#waitlist: a place in line at a full event, and leaving it.
    .post(`/${EVENT_ID}/waitlist`, async (c) => c.json(await participation.joinWaitlist(requireAccount(c), eventIdOf(c))))
    .delete(`/${EVENT_ID}/waitlist`, async (c) =>
      c.json(await participation.leaveWaitlist(requireAccount(c), eventIdOf(c))),
    )
    .post(`/${EVENT_ID}/claim`, sessionRequired, validateJson(eventComplaintRequestSchema), async (c) => {
      const complainant = requireAccount(c);
      return c.json(await complaints.aboutEvent(complainant, eventIdOf(c), c.req.valid('json').reason), 201);
    });
}
