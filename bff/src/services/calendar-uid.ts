/**
 * docs/partner-feed.md#subscribing-to-a-search: the iCalendar UID of an event, the same in every
 * calendar file the platform serves (one event's file, a search's subscription), so a calendar that
 * got the event from both keeps one copy and updates it in place. The id never changes, and the
 * host (from PUBLIC_URL, port left out) tells this platform's events from another's.
 */
export function eventCalendarUid(eventId: number, publicUrl: string): string {
  return `event-${eventId}@${new URL(publicUrl).hostname}`;
}
