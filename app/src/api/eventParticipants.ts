/**
 * docs/events.md#who-joined: who joined the organizer's own event. Only its event page asks, so the
 * answer is checked by the contracts' zod schema, fetched once the answer is there.
 */
import type { EventParticipantsResponse } from '@city/contracts';
import { request, type RequestOptions } from './request';

export function getEventParticipants(eventId: number, options?: Pick<RequestOptions, 'signal'>): Promise<EventParticipantsResponse> {
  return request(`/api/events/${encodeURIComponent(String(eventId))}/participants`, {
    kind: 'read',
    ...options,
    schema: async () => (await import('./eventParticipantsSchema')).eventParticipantsResponseSchema,
  });
}
