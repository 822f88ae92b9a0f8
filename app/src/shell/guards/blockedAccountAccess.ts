import type { UserStatus } from '@city/contracts';

/** docs/accounts.md#statuses: the one page a blocked account is pinned to. */
export const BLOCKED_ACCOUNT_HOME = '/profile';

/**
 * Decision (docs/accounts.md#statuses say a blocked account "may only view the profile" and is
 * redirected there "from any other page"): the static pages with the rules, the privacy policy,
 * the project description and the contacts stay readable too, because a blocked person should be
 * able to read the rules they broke and find out how to reach the administrators. Everything
 * else in the main layout, the landing page '/', the event pages and unknown paths included,
 * sends a blocked account to /profile. The back office is not in the main layout: a blocked staff
 * account opening /management sees its own access-denied screen there (docs/accounts.md#statuses).
 */
export const PAGES_OPEN_TO_BLOCKED_ACCOUNTS: readonly string[] = [BLOCKED_ACCOUNT_HOME, '/terms', '/privacy', '/about', '/contacts'];

/** '/terms/' is the same route as '/terms' for the router, so it is the same page here. */
const withoutTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/**
 * Where the main layout sends an account of `status` that opened `pathname`, or null to show the
 * page. Signed-out visitors (null) and every status but blocked are not redirected here: the
 * sign-in requirement is RequireAuth's.
 */
export function blockedAccountRedirect(status: UserStatus | null, pathname: string): string | null {
  if (status !== 'blocked') return null;
  return PAGES_OPEN_TO_BLOCKED_ACCOUNTS.includes(withoutTrailingSlash(pathname)) ? null : BLOCKED_ACCOUNT_HOME;
}
