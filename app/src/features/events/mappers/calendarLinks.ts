import { calendarSpan, googleCalendarUrl, yandexCalendarUrl, type Event } from '@city/contracts';
import type { AddToCalendarMenuProps } from '@city/design-system';
import { eventCalendarFileHref } from '../../../api/calendarFile';
import { CITY_TIME_ZONE } from './cityClock';
import { eventHref } from './eventLinks';

/**
 * docs/events.md#calendars: the event page's «Добавить в календарь» items. The page is served from
 * PUBLIC_URL, so its origin is the address the event's link in a calendar should carry.
 */
export function addToCalendarLinks(event: Event, origin: string = window.location.origin): AddToCalendarMenuProps | null {
  const span = calendarSpan(event.startDate, event.durationMinutes, CITY_TIME_ZONE);
  if (!span) return null;
  const details = {
    title: event.title,
    description: event.description,
    address: event.address,
    url: `${origin}${eventHref(event.id)}`,
    ...span,
  };
  return {
    icsHref: eventCalendarFileHref(event.id),
    icsFileName: `event-${event.id}.ics`,
    googleHref: googleCalendarUrl(details),
    yandexHref: yandexCalendarUrl(details),
  };
}
