import { calendarEnd, publicEventUrl } from '@city/contracts';
import ical, { ICalEventStatus } from 'ical-generator';
import { eventCalendarUid } from './calendar-uid';

/** An event as a calendar holds it: what the VEVENT says, read from the events row. */
export interface CalendarEntry {
  id: number;
  title: string;
  description: string;
  address: string;
  startsAt: Date;
  durationMinutes: number | null;
  /** events.revision: SEQUENCE, raised by every edit and by the delete. */
  revision: number;
  updatedAt: Date;
  /** Deleted after it was in someone's calendar: STATUS:CANCELLED, so the copy is struck out. */
  cancelled: boolean;
  /** CATEGORIES, where the calendar is a search's (the event's category). */
  category?: string;
}

export interface CalendarDocument {
  /** X-WR-CALNAME: the name a subscribing app gives the calendar; none for a single download. */
  name?: string;
  /** Seconds between a subscribed app's polls (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
  /** X-WR-CALDESC. */
  description?: string;
  entries: readonly CalendarEntry[];
}

/**
 * docs/events.md#calendars: the one place a VEVENT is written, for the downloaded file and for the
 * subscribed feed alike. ical-generator writes RFC 5545 (escaping, CRLF, lines folded at 75
 * octets); times go out in UTC, the instant the database stores.
 */
export function createCalendarWriter({ publicUrl }: { publicUrl: string }) {
  return {
    write({ name, refreshSeconds, description, entries }: CalendarDocument): string {
      const calendar = ical({
        prodId: { company: 'Городские события', product: 'city-events', language: 'RU' },
        name: name ?? null,
        description: description ?? null,
        ttl: refreshSeconds ?? null,
      });
      for (const entry of entries) {
        const url = publicEventUrl(publicUrl, entry.id);
        calendar.createEvent({
          id: eventCalendarUid(entry.id, publicUrl),
          sequence: entry.revision,
          start: entry.startsAt,
          end: new Date(calendarEnd(entry.startsAt.getTime(), entry.durationMinutes)),
          // Without METHOD, DTSTAMP is when the event was last revised (RFC 5545 3.8.7.2), not now:
          // the same event gives the same text until it changes.
          stamp: entry.updatedAt,
          lastModified: entry.updatedAt,
          summary: entry.title,
          // Many apps ignore URL, so the page is written under the description too.
          description: `${entry.description}\n\n${url}`,
          location: entry.address,
          url,
          status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
          ...(entry.category === undefined ? {} : { categories: [{ name: entry.category }] }),
        });
      }
      return calendar.toString();
    },
  };
}

export type CalendarWriter = ReturnType<typeof createCalendarWriter>;
