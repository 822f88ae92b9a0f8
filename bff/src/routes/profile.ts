import { profileUpdateSchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAccount, sessionRequired } from '../middleware/session';
import { validateJson } from '../middleware/validate';
import type { ProfileService } from '../services/profiles';

/**
 * docs/people.md#own-profile: GET and PUT /api/profile, the signed-in person's own profile. Both need a
 * session (401); the access policy lets blocked and suspended accounts read it, not save it (403).
 */
export function profileRoutes(profiles: ProfileService): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await profiles.get(requireAccount(c))))
    .put('/', sessionRequired, validateJson(profileUpdateSchema), async (c) =>
      c.json(await profiles.update(requireAccount(c), c.req.valid('json'))),
    );
}
