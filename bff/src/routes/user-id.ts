import { PROFILE_MESSAGES } from '@city/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { NotFoundError } from '../errors';

/** The path parameter of one person (/api/users/:id/…). */
export const USER_ID = ':id';

/** Anything but an id an account can have (letters, 0, more digits than a bigint) is a missing user. */
export function userIdOf(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[0-9]{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new NotFoundError(PROFILE_MESSAGES.userNotFound);
  return id;
}
