/** Where the auth screens send people (docs/accounts.md#pages-and-guards). */
export type EmailSentType = 'verification' | 'password-reset';

export const DEFAULT_AFTER_LOGIN = '/events';

export function emailSentHref(email: string, type: EmailSentType): string {
  return `/email-sent?${new URLSearchParams({ email: email.trim(), type }).toString()}`;
}

export const parseEmailSentType = (value: string | null): EmailSentType =>
  value === 'password-reset' ? 'password-reset' : 'verification';

/** Location state the guards leave on /login so it can send the person back (docs/accounts.md#sign-in). */
export interface ReturnState {
  from: string;
}

export const returnState = (location: { pathname: string; search: string; hash: string }): ReturnState => ({
  from: `${location.pathname}${location.search}${location.hash}`,
});

const GUEST_PATHS = ['/login', '/register'];

/**
 * The remembered origin, if it is a path of this app; '/events' otherwise. Only same-app paths are
 * followed, so a crafted state can never send anyone to another site.
 */
export function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return DEFAULT_AFTER_LOGIN;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  const pathname = from.split(/[?#]/)[0] ?? '';
  return GUEST_PATHS.includes(pathname) ? DEFAULT_AFTER_LOGIN : from;
}

/**
 * The event the remembered origin opens (`/events/42`), or null for any other page: the login page
 * then shows which event signing in leads to (docs/events.md#ссылки-на-событие-превью). Parsed here
 * rather than with contracts' eventIdOfPath, whose module brings zod onto the login page's first load.
 */
export function returnEventId(state: unknown): number | null {
  const match = /^\/events\/([0-9]{1,15})(?:[?#].*)?$/.exec(returnPath(state));
  const id = match ? Number(match[1]) : 0;
  return id >= 1 ? id : null;
}
