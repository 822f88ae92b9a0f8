import useSWR from 'swr';
import type { Event } from '@city/contracts';
import { getMyWaitlist } from '../../../api/events';
import { logFailure } from '../../../api/failurePolicy';

export interface WaitlistEvents {
  /** The events whose line holds the viewer; empty while loading and after a failed load. */
  events: readonly Event[];
  /** docs/events.md#own-lists: the section exists only while the viewer waits somewhere (no empty state). */
  isShown: boolean;
  refresh(): Promise<unknown>;
}

/**
 * docs/events.md#own-lists: the waited events of /my-events. A secondary list: a failed load is
 * only logged and the section left out, so the participations above stay usable.
 */
export function useWaitlistEvents(): WaitlistEvents {
  const { data, error, mutate } = useSWR('/api/events/my-waitlist', () => getMyWaitlist({ kind: 'read' }), {
    revalidateOnMount: true,
    onError: (failure: unknown) => logFailure('Лист ожидания не загружен', failure),
  });
  const events = error === undefined ? (data ?? []) : [];
  return { events, isShown: events.length > 0, refresh: () => mutate() };
}
