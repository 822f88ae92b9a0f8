import { REGISTRATION_BROWSER_COOKIE, VERIFICATION_TOKEN_TTL_SECONDS } from '@city/contracts';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

// docs/operations.md#security: only the verification call reads it, so it travels to /api/auth alone; it lives as
// long as the link it stands beside.
const OPTIONS = { httpOnly: true, sameSite: 'Lax', path: '/api/auth' } as const;

/** Marks the browser that registered (services/verification-browser.ts). */
export function setRegistrationCookie(c: Context, value: string, secure: boolean): void {
  setCookie(c, REGISTRATION_BROWSER_COOKIE, value, { ...OPTIONS, maxAge: VERIFICATION_TOKEN_TTL_SECONDS, secure });
}

export const readRegistrationCookie = (c: Context): string | undefined => getCookie(c, REGISTRATION_BROWSER_COOKIE);
