import { parseWallClock, wallClockToInstant } from './wallClock';

/**
 * docs/events.md#calendars: an event a calendar can hold. The span is a pair of instants (epoch
 * ms); both the downloaded .ics, the subscribed feed and the links below take it from
 * `calendarSpan`, so every calendar shows the same hours.
 */
export interface CalendarEventDetails {
  title: string;
  description: string;
  address: string;
  /** The event's page on the platform (PUBLIC_URL + /events/{id}). */
  url: string;
  start: number;
  end: number;
}

/**
 * An event without a duration is shown this long (docs/events.md#calendars): a zero-length entry
 * is drawn as a sliver or not at all by most calendar apps.
 */
export const CALENDAR_DEFAULT_DURATION_MINUTES = 60;

/** The end shown in a calendar for a start instant and the event's duration (null or 0: not given). */
export const calendarEnd = (start: number, durationMinutes: number | null): number =>
  start + (durationMinutes || CALENDAR_DEFAULT_DURATION_MINUTES) * 60_000;

/**
 * The instants of an event whose start is the city's wall clock (docs/events.md#dates-and-times),
 * or null when the start is not a wall-clock reading.
 */
export function calendarSpan(
  startDate: string,
  durationMinutes: number | null,
  timeZone: string,
): { start: number; end: number } | null {
  const parts = parseWallClock(startDate);
  if (!parts) return null;
  const start = wallClockToInstant(parts, timeZone);
  return { start, end: calendarEnd(start, durationMinutes) };
}

/** 20301215T160000Z: the UTC form both calendar services read without a zone parameter. */
export function basicUtc(instant: number): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** 2030-12-15T16:00:00Z: ISO 8601 in UTC, without the fraction of a second. */
const isoUtc = (instant: number): string => new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A description travels in the address: long ones are cut so the link stays well under the
 * lengths browsers and the services accept; the event's page is always appended.
 */
export const CALENDAR_LINK_DESCRIPTION_MAX = 1000;

function linkDescription({ description, url }: CalendarEventDetails): string {
  const text = description.trim();
  const cut = text.length > CALENDAR_LINK_DESCRIPTION_MAX ? `${text.slice(0, CALENDAR_LINK_DESCRIPTION_MAX - 1).trimEnd()}…` : text;
  return cut ? `${cut}\n\n${url}` : url;
}

/** Google Calendar's "new event" template (docs/events.md#calendars). */
export function googleCalendarUrl(event: CalendarEventDetails): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
    details: linkDescription(event),
    location: event.address,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/**
 * Yandex Calendar's "new event" page. Yandex publishes no description of its parameters; what we
 * send and why is written in docs/events.md#calendars.
 */
export function yandexCalendarUrl(event: CalendarEventDetails): string {
  const query = new URLSearchParams({
    name: event.title,
    date: isoUtc(event.start),
    description: linkDescription(event),
    location: event.address,
  });
  return `https://calendar.yandex.ru/event?${query.toString()}`;
}

/**
 * The same feed for calendar apps that subscribe on a webcal: link (Apple Calendar, Outlook):
 * only the scheme changes, the host and the secret path stay.
 */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, 'webcal://');
}
