import useSWR from 'swr';
import type { Event } from '@city/contracts';
import { getEvent } from '../../../api/events';

export interface EventState {
  event: Event | null;
  isLoading: boolean;
  /** The event could not be loaded: 404 or any failure (docs/events.md#the-event-page, 'Мероприятие не найдено'). */
  isMissing: boolean;
  /** Puts the server's fresh copy in place, or asks again without one. */
  refresh(changed?: Event | null): Promise<unknown>;
}

export const eventKey = (eventId: number) => ['/api/events/:id', eventId] as const;

/** One event for its page and its editor. The not-found view is the message, so no toast. */
export function useEvent(eventId: number | null): EventState {
  const { data, error, isLoading, mutate } = useSWR(
    eventId === null ? null : eventKey(eventId),
    ([, id]) => getEvent(id, { kind: 'read' }),
    { shouldRetryOnError: false },
  );
  return {
    event: data ?? null,
    isLoading,
    isMissing: eventId === null || (error !== undefined && data === undefined),
    refresh: (changed) => (changed ? mutate(changed, { revalidate: false }) : mutate()),
  };
}
