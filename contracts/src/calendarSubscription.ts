import { z } from 'zod';

/**
 * docs/events.md#calendars: GET and POST /api/calendar/subscription, the secret address of the
 * person's calendar feed. Apart from ./calendarLinks.ts, so the event page's calendar links load no zod.
 */
export const calendarSubscriptionSchema = z.object({ url: z.url() });
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;
