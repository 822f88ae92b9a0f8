import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '@city/contracts';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';

/** docs/accounts.md#sessions: HttpOnly, SameSite=Lax, Secure under https, 30 days. */
export function setSessionCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
    secure,
  });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, sameSite: 'Lax', path: '/', secure });
}
