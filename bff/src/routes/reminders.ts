import { REMINDER_MESSAGES, reminderUnsubscribeQuerySchema } from '@city/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ValidationError } from '../errors';
import { validateQuery } from '../middleware/validate';
import type { Reminders } from '../services/reminders';

/**
 * docs/events.md#reminders: the one-click unsubscribe. The key in the query is the credential, so
 * neither a session nor a body is needed: mail clients POST `List-Unsubscribe=One-Click` as a form
 * (RFC 8058), the page /unsubscribe POSTs nothing.
 */
export function reminderRoutes(reminders: Pick<Reminders, 'unsubscribe'>): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/unsubscribe', validateQuery(reminderUnsubscribeQuerySchema), async (c) => {
    if (!(await reminders.unsubscribe(c.req.valid('query').key))) throw new ValidationError(REMINDER_MESSAGES.invalidLink);
    return c.json({ message: REMINDER_MESSAGES.unsubscribed });
  });
}
