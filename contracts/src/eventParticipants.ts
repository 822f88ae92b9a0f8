import { z } from 'zod';

/**
 * docs/events.md#who-joined: a participant as the organizer sees them on their own event's page:
 * the id (for the link to /users/{id}) and the name the public profile shows (the display name,
 * or «Пользователь №id» when the person hid it or never set one). Nothing else leaves the server.
 */
export const eventParticipantSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
});
export type EventParticipant = z.infer<typeof eventParticipantSchema>;

/** GET /api/events/{id}/participants: in the order they joined. */
export const eventParticipantsResponseSchema = z.object({ participants: z.array(eventParticipantSchema) });
export type EventParticipantsResponse = z.infer<typeof eventParticipantsResponseSchema>;

export const EVENT_PARTICIPANTS_MESSAGES = {
  onlyOrganizer: 'Список участников видит только организатор мероприятия',
} as const;
