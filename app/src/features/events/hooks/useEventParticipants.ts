import useSWR from 'swr';
import type { ParticipantListState } from '@city/design-system';
import { getEventParticipants } from '../../../api/eventParticipants';

/**
 * docs/events.md#who-joined: the participants of an event the viewer organizes, refreshed with the
 * event (`participantCount` in the key: a join or leave seen on the card reloads the names).
 * null when the viewer is not its organizer: nothing is asked.
 */
export function useEventParticipants(eventId: number, participantCount: number, isOrganizer: boolean): ParticipantListState | null {
  const { data, error } = useSWR(
    isOrganizer ? ['/api/events/:id/participants', eventId, participantCount] : null,
    ([, id]) => getEventParticipants(id),
    { shouldRetryOnError: false },
  );
  if (!isOrganizer) return null;
  if (data) return { kind: 'ready', participants: data.participants };
  return error ? { kind: 'failed' } : { kind: 'loading' };
}
