/**
 * docs/events.md#calendars: the person's calendar feed address. Only /profile asks, so the answer is
 * checked by the contracts' zod schema. The event's .ics is a plain link (a download), not a call.
 */
import { calendarSubscriptionSchema, type CalendarSubscription } from '@city/contracts';
import { request, type RequestOptions } from './request';

export type CalendarCallOptions = Pick<RequestOptions, 'kind' | 'notify' | 'signal'>;

/** GET /api/calendar/subscription: issued on the first ask, the same address afterwards. */
export function getCalendarSubscription(options?: CalendarCallOptions): Promise<CalendarSubscription> {
  return request('/api/calendar/subscription', { handleAuth: 'session', ...options, schema: calendarSubscriptionSchema });
}

/** POST /api/calendar/subscription: a new address; the old one answers 404 from now on. */
export function reissueCalendarSubscription(options?: CalendarCallOptions): Promise<CalendarSubscription> {
  return request('/api/calendar/subscription', {
    handleAuth: 'session',
    kind: 'action',
    ...options,
    method: 'POST',
    schema: calendarSubscriptionSchema,
  });
}
