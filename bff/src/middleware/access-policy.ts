import { ACCOUNT_STATUS_MESSAGES, USER_STATUSES, type UserStatus } from '@city/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { ForbiddenError } from '../errors';
import { ruleMatcher, type RouteRule } from './route-rules';

export interface AccessRule extends RouteRule {
  /** The account statuses that may make this call. */
  allow: readonly UserStatus[];
}

const EVERYONE = USER_STATUSES;
const NOT_BLOCKED: readonly UserStatus[] = ['confirmed', 'suspended'];
const CONFIRMED_ONLY: readonly UserStatus[] = ['confirmed'];

/**
 * docs/accounts.md#statuses, as one table: the first row matching the request decides. Later issues add rows
 * above the catch-alls. Requests without a session pass here; handlers demand one where needed.
 */
export const ACCESS_POLICY: readonly AccessRule[] = [
  // The sign-in calls need no session, so the status of a leftover one does not matter.
  { method: 'POST', path: '/api/auth/login', allow: EVERYONE },
  { method: 'POST', path: '/api/auth/register', allow: EVERYONE },
  { method: 'POST', path: '/api/auth/verify-email', allow: EVERYONE },
  { method: 'POST', path: '/api/auth/resend-verification', allow: EVERYONE },
  { method: 'POST', path: '/api/auth/forgot-password', allow: EVERYONE },
  { method: 'POST', path: '/api/auth/reset-password', allow: EVERYONE },
  { method: 'GET', path: '/api/health', allow: EVERYONE },
  // Blocked: only their own account, their profile and writing to the administrators.
  { method: 'GET', path: '/api/auth/me', allow: EVERYONE },
  { method: 'POST', path: '/api/auth/logout', allow: EVERYONE },
  { method: 'GET', path: '/api/profile', allow: EVERYONE },
  { method: 'POST', path: '/api/feedback', allow: EVERYONE },
  // docs/events.md#calendars: calendar apps poll the feed without cookies, its secret path is the key, so a
  // leftover session's status changes nothing. Reissuing the address shuts a leaked one: suspended may too.
  { method: 'GET', path: '/api/calendar/feeds/:file', allow: EVERYONE },
  { method: 'POST', path: '/api/calendar/subscription', allow: NOT_BLOCKED },
  // Events (docs/accounts.md#statuses): suspended may read them, not create, edit, delete, join, leave,
  // favourite or report; blocked accounts may do none of it. An upload is an active action too.
  { method: 'GET', path: '/api/events/*', allow: NOT_BLOCKED },
  { method: '*', path: '/api/events/*', allow: CONFIRMED_ONLY },
  { method: 'POST', path: '/api/upload/image', allow: CONFIRMED_ONLY },
  // People (docs/accounts.md#statuses): suspended may read profiles, people's events and their own feedback,
  // not save their profile or report a person; blocked only the rows above (own profile, feedback).
  { method: 'PUT', path: '/api/profile', allow: CONFIRMED_ONLY },
  { method: 'GET', path: '/api/users/*', allow: NOT_BLOCKED },
  { method: '*', path: '/api/users/*', allow: CONFIRMED_ONLY },
  { method: 'GET', path: '/api/feedback/my', allow: NOT_BLOCKED },
  // The back office (docs/accounts.md#statuses): confirmed staff only, reads included; the role is checked by
  // routes/management/access.ts.
  { method: '*', path: '/api/management/*', allow: CONFIRMED_ONLY },
  // Partner sites (docs/partner-feed.md#cors-and-cookies): app.ts reads no session there, so no status ever applies.
  { method: '*', path: '/api/public/*', allow: EVERYONE },
  // Suspended: every read, no active action.
  { method: 'GET', path: '/api/*', allow: NOT_BLOCKED },
  { method: 'HEAD', path: '/api/*', allow: NOT_BLOCKED },
  { method: '*', path: '/api/*', allow: CONFIRMED_ONLY },
];

export const accessPolicy = (rules: readonly AccessRule[] = ACCESS_POLICY): MiddlewareHandler<AppEnv> => {
  const findRule = ruleMatcher(rules);
  return async (c, next) => {
    const account = c.get('account');
    if (account && account.status !== 'confirmed') {
      const rule = findRule(c.req.method, c.req.path);
      if (!rule?.allow.includes(account.status)) throw new ForbiddenError(ACCOUNT_STATUS_MESSAGES[account.status]);
    }
    await next();
  };
};
