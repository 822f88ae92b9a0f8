import { EVENT_MESSAGES, MANAGEMENT_MESSAGES } from '@city/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { NotFoundError } from '../../errors';

/** The path parameter of one complaint, feedback item or sampled event (…/:id). */
export const ID = ':id';

/** Anything but an id a row can have (letters, 0, more digits than a bigint) is a missing row. */
function idOf(c: Context<AppEnv>, notFound: string): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[0-9]{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new NotFoundError(notFound);
  return id;
}

export const complaintIdOf = (c: Context<AppEnv>): number => idOf(c, MANAGEMENT_MESSAGES.complaintNotFound);
export const feedbackIdOf = (c: Context<AppEnv>): number => idOf(c, MANAGEMENT_MESSAGES.feedbackNotFound);
export const eventIdOf = (c: Context<AppEnv>): number => idOf(c, EVENT_MESSAGES.notFound);
