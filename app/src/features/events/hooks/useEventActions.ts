import { useCallback, useRef, useState } from 'react';
import type { Event } from '@city/contracts';
import { favoriteEvent, joinEvent, joinWaitlist, leaveEvent, leaveWaitlist, unfavoriteEvent } from '../../../api/events';
import { announceFailure, logFailure } from '../../../api/failurePolicy';
import { eventActionMessages } from '../../../i18n/messages';
import { eventActionFailure } from '../mappers/actionFailure';

export interface EventActions {
  /** A request about this event is in flight: its card's buttons are disabled. */
  isPending(eventId: number): boolean;
  toggleFavorite(event: Event): void;
  join(event: Event): void;
  leave(event: Event): void;
  /** docs/events.md#waitlist: a place in line at a full event, and leaving it. */
  joinWaitlist(event: Event): void;
  leaveWaitlist(event: Event): void;
}

/**
 * docs/events.md#participation: favourite, join and leave (and the waitlist) from a card. One request per event at a
 * time (repeat presses are ignored); on success `onChanged` refreshes what shows the event;
 * a join or leave refusal is toasted with the server's text, a network exception only logged.
 */
export function useEventActions(onChanged: (changed: Event | null) => Promise<unknown> | void): EventActions {
  // A ref for the check (two presses in one frame both see the old state), state for the render.
  const inFlight = useRef(new Set<number>());
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());

  const run = useCallback(
    async (eventId: number, call: () => Promise<Event>, failureFallback: string | null) => {
      if (inFlight.current.has(eventId)) return;
      inFlight.current.add(eventId);
      setPendingIds(new Set(inFlight.current));
      try {
        // The card stays disabled until what shows it has the new state.
        await onChanged(await call());
      } catch (error) {
        const label = 'Действие с мероприятием не выполнено';
        if (failureFallback === null) logFailure(label, error);
        else announceFailure(error, { label, ...eventActionFailure(failureFallback) });
      } finally {
        inFlight.current.delete(eventId);
        setPendingIds(new Set(inFlight.current));
      }
    },
    [onChanged],
  );

  return {
    isPending: (eventId) => pendingIds.has(eventId),
    toggleFavorite: (event) =>
      void run(
        event.id,
        () => (event.isFavorite ? unfavoriteEvent(event.id, { kind: 'action' }) : favoriteEvent(event.id, { kind: 'action' })),
        // docs/events.md#favourites names no message for a refused favourite: it is only logged.
        null,
      ),
    join: (event) => void run(event.id, () => joinEvent(event.id, { kind: 'action' }), eventActionMessages.failed),
    leave: (event) => void run(event.id, () => leaveEvent(event.id, { kind: 'action' }), eventActionMessages.failed),
    joinWaitlist: (event) =>
      void run(event.id, () => joinWaitlist(event.id, { kind: 'action' }), eventActionMessages.failed),
    leaveWaitlist: (event) =>
      void run(event.id, () => leaveWaitlist(event.id, { kind: 'action' }), eventActionMessages.failed),
  };
}
