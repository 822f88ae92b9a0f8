import { eventStartInstant, isEventPast, type Event } from '@city/contracts';

/** docs/events.md#timing: past = start plus duration before now, read in the city's zone. */
export const isPastEvent = (event: Pick<Event, 'startDate' | 'durationMinutes'>, now: number, timeZone: string): boolean =>
  isEventPast({ startsAt: eventStartInstant(event.startDate, timeZone), durationMinutes: event.durationMinutes }, now);

export interface OwnEventsView {
  /** What the list shows: past events only with the switch on (docs/events.md#timing: hidden by default). */
  shown: Event[];
  total: number;
  /** Every event is past and the switch is off: the list is empty for that reason alone. */
  hiddenPastOnly: boolean;
}

/** The 'Мои участия' and 'Я организатор' lists under the 'Показать прошедшие' switch. */
export function ownEventsView(events: readonly Event[], showPast: boolean, now: number, timeZone: string): OwnEventsView {
  const shown = showPast ? [...events] : events.filter((event) => !isPastEvent(event, now, timeZone));
  return { shown, total: events.length, hiddenPastOnly: shown.length === 0 && events.length > 0 };
}
