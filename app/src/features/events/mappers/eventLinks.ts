/** docs/events.md#the-list: the routes an event leads to. */
export const eventHref = (eventId: number): string => `/events/${eventId}`;
export const eventEditHref = (eventId: number): string => `/events/${eventId}/edit`;
export const userProfileHref = (userId: number): string => `/users/${userId}`;

/** The numeric id of the :eventId route parameter, or null for anything else ('abc', '0', '1.5'). */
export function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
