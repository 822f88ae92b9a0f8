import { SESSION_COOKIE } from '@city/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { UnauthorizedError } from '../errors';
import type { SessionReader } from '../services/sessions';
import type { Account } from '../services/users';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Loads the account behind the session cookie; sends the cookie again when the session slid. */
export const sessionLoader =
  (sessions: SessionReader, secureCookie: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) {
      const session = TOKEN_SHAPE.test(token) ? await sessions.find(token) : null;
      if (session) {
        c.set('account', session.account);
        c.set('sessionToken', token);
        if (session.extended) setSessionCookie(c, token, secureCookie);
      } else {
        clearSessionCookie(c, secureCookie);
      }
    }
    await next();
  };

/** The signed-in account, or 401 «Требуется авторизация». */
export function requireAccount(c: Context<AppEnv>): Account {
  const account = c.get('account');
  if (!account) throw new UnauthorizedError();
  return account;
}

/** Route middleware: 401 before anything else (e.g. body validation) when nobody is signed in. */
export const sessionRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAccount(c);
  await next();
};
