import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAccount } from '../middleware/session';
import type { CalendarService } from '../services/calendar';
import { EVENT_ID, eventIdOf } from './event-id';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/**
 * docs/events.md#calendars: an event as an .ics file (signed in, the event's own visibility), the
 * person's feed address, and the feed itself, which calendar apps poll without cookies: its
 * secret path is the key (the access policy lets it through whatever session comes along).
 */
export function calendarRoutes(calendar: CalendarService): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(`/events/${EVENT_ID}/calendar.ics`, async (c) => {
      const { filename, body } = await calendar.eventFile(requireAccount(c), eventIdOf(c));
      return c.body(body, 200, { 'Content-Type': CALENDAR_TYPE, 'Content-Disposition': `attachment; filename="${filename}"` });
    })
    .get('/calendar/subscription', async (c) => c.json(await calendar.subscription(requireAccount(c))))
    .post('/calendar/subscription', async (c) => c.json(await calendar.reissue(requireAccount(c))))
    .get('/calendar/feeds/:file', async (c) =>
      c.body(await calendar.feed(c.req.param('file')), 200, {
        'Content-Type': CALENDAR_TYPE,
        'Content-Disposition': 'inline; filename="city-events.ics"',
      }),
    );
}
