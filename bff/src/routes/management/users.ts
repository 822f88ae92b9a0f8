import { managementUsersQuerySchema, managementUserUpdateSchema, roleUpdateSchema, statusUpdateSchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAccount } from '../../middleware/session';
import { validateJson, validateQuery } from '../../middleware/validate';
import type { ManagementServices } from '../../services/management';
import { USER_ID, userIdOf } from '../user-id';
import { ok } from './envelope';

/**
 * docs/back-office.md#access: the users table (admin only), and the changes: PUT /users/{id} (block,
 * suspend, unblock from a complaint; moderators too), /users/{id}/role and /status (admin only).
 * Each answers the changed row.
 */
export function managementUserRoutes(users: ManagementServices['users']): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', validateQuery(managementUsersQuerySchema), async (c) => c.json(ok(await users.list(c.req.valid('query')))))
    .put(`/${USER_ID}`, validateJson(managementUserUpdateSchema), async (c) =>
      c.json(ok(await users.change(requireAccount(c), userIdOf(c), c.req.valid('json')))),
    )
    .put(`/${USER_ID}/role`, validateJson(roleUpdateSchema), async (c) =>
      c.json(ok(await users.change(requireAccount(c), userIdOf(c), c.req.valid('json')))),
    )
    .put(`/${USER_ID}/status`, validateJson(statusUpdateSchema), async (c) =>
      c.json(ok(await users.change(requireAccount(c), userIdOf(c), c.req.valid('json')))),
    );
}
