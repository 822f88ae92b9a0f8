/**
 * docs/events.md#calendars: GET /api/events/{id}/calendar.ics, as a link the browser downloads with
 * the session cookie. Apart from ./calendar.ts, whose answers zod checks: the event page's menu
 * needs only this address, and its chunk must not bring zod along.
 */
export const eventCalendarFileHref = (eventId: number): string => `/api/events/${encodeURIComponent(String(eventId))}/calendar.ics`;
