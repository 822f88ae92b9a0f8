import { userComplaintRequestSchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAccount, sessionRequired } from '../middleware/session';
import { validateJson } from '../middleware/validate';
import type { PublicUserService } from '../services/public-users';
import type { ComplaintService } from '../services/complaints';
import { USER_ID, userIdOf } from './user-id';

export interface UserRouteServices {
  publicUsers: PublicUserService;
  complaints: ComplaintService;
}

/**
 * docs/people.md#reporting-a-person: another person's public profile, their events and reporting
 * them. All three need a session (401): /users/{id} is an authenticated page, and a profile is
 * not meant to be read by crawlers. The access policy refuses blocked accounts everything here
 * and suspended ones the report (403).
 */
export function userRoutes({ publicUsers, complaints }: UserRouteServices): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(`/${USER_ID}/profile`, sessionRequired, async (c) => c.json(await publicUsers.profile(userIdOf(c))))
    .get(`/${USER_ID}/events`, async (c) => c.json(await publicUsers.events(requireAccount(c), userIdOf(c))))
    .post(`/${USER_ID}/claim`, sessionRequired, validateJson(userComplaintRequestSchema), async (c) => {
      const complainant = requireAccount(c);
      return c.json(await complaints.aboutPerson(complainant, userIdOf(c), c.req.valid('json').reason), 201);
    });
}
