import { EVENT_MESSAGES } from '@city/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { NotFoundError } from '../errors';

/** The path parameter of one event (register fixed paths like /my-organized before it). */
export const EVENT_ID = ':id';

/** Anything but an id an event can have (letters, 0, more digits than a bigint) is a missing event. */
export function eventIdOf(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[0-9]{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return id;
}
