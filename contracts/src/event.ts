import { z } from 'zod';
import { AGE_LIMITS, EVENT_CATEGORIES } from './events';
import { systemComplaintSchema } from './moderation';

/**
 * docs/events.md#dates-and-times: an event as the BFF answers it. `startDate` is the city's
 * wall-clock time without an offset (`2026-12-01T19:00:00`); every other timestamp is UTC with `Z`.
 */
export const eventSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  startDate: z.string(),
  durationMinutes: z.number().int().nullable(),
  address: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  category: z.enum(EVENT_CATEGORIES),
  ageLimit: z.literal(AGE_LIMITS),
  isPaid: z.boolean(),
  price: z.number().nullable(),
  maxParticipants: z.number().int().nullable(),
  participantCount: z.number().int().nonnegative(),
  isFavorite: z.boolean(),
  isParticipant: z.boolean(),
  /** docs/events.md#waitlist: how many people wait for a place. */
  waitlistCount: z.number().int().nonnegative(),
  /** The caller's place in the waitlist, from 1; null when not waiting or signed out. */
  waitlistPosition: z.number().int().positive().nullable(),
  organizerUserId: z.number().int().positive(),
  organizerName: z.string(),
  /** True while a complaint about the event is pending or approved. */
  claim: z.boolean(),
  systemClaim: systemComplaintSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventListResponseSchema = z.object({ events: z.array(eventSchema), hasMore: z.boolean() });
export type EventListResponse = z.infer<typeof eventListResponseSchema>;
