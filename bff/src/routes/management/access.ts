import { isStaff, MANAGEMENT_MESSAGES, type Role } from '@city/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import { ForbiddenError } from '../../errors';
import { ruleMatcher, type RouteRule } from '../../middleware/route-rules';
import { requireAccount } from '../../middleware/session';

export interface ManagementRoleRule extends RouteRule {
  roles: readonly Role[];
}

const STAFF: readonly Role[] = ['moderator', 'admin'];
const ADMINS: readonly Role[] = ['admin'];

/**
 * docs/back-office.md#access: which roles may make each back-office call, as one table;
 * the first matching row decides. The account's status (confirmed only) is the access policy's
 * (middleware/access-policy.ts), which runs before this.
 */
export const MANAGEMENT_ROLES: readonly ManagementRoleRule[] = [
  { method: 'GET', path: '/api/management/users', roles: ADMINS },
  { method: 'PUT', path: '/api/management/users/:id/role', roles: ADMINS },
  { method: 'PUT', path: '/api/management/users/:id/status', roles: ADMINS },
  { method: 'GET', path: '/api/management/statistics/moderators', roles: ADMINS },
  // PUT /users/{id} (block, suspend, unblock from a complaint) is open to moderators; the
  // service limits them to plain users' statuses.
  { method: '*', path: '/api/management/*', roles: STAFF },
];

/** HEAD is answered by the GET route, so it is allowed to whom GET is. */
const methodOf = (method: string): string => (method === 'HEAD' ? 'GET' : method);

/**
 * 401 without a session; 403 `staffOnly` for a plain user, 403 `adminOnly` for a moderator on
 * an admin row. Runs before validation, so a refused caller learns nothing about the input.
 */
export const managementGuard = (rules: readonly ManagementRoleRule[] = MANAGEMENT_ROLES): MiddlewareHandler<AppEnv> => {
  const findRule = ruleMatcher(rules);
  return async (c, next) => {
    const account = requireAccount(c);
    const rule = findRule(methodOf(c.req.method), c.req.path);
    if (!rule?.roles.includes(account.role)) {
      throw new ForbiddenError(isStaff(account.role) ? MANAGEMENT_MESSAGES.adminOnly : MANAGEMENT_MESSAGES.staffOnly);
    }
    await next();
  };
};
