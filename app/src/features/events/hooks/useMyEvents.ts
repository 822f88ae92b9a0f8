import { useEventActions, type EventActions } from './useEventActions';
import { useOwnEvents, type OwnEvents } from './useOwnEvents';
import { useWaitlistEvents, type WaitlistEvents } from './useWaitlistEvents';

export interface MyEvents {
  participations: OwnEvents;
  waitlist: WaitlistEvents;
  actions: EventActions;
}

/**
 * docs/events.md#own-lists: the two lists of /my-events. An action on any card refreshes both:
 * leaving a line, joining or a promotion moves an event from one list to the other.
 */
export function useMyEvents(now: number): MyEvents {
  const participations = useOwnEvents('participations', now);
  const waitlist = useWaitlistEvents();
  const actions = useEventActions(() => Promise.all([participations.refresh(), waitlist.refresh()]));
  return { participations, waitlist, actions };
}
