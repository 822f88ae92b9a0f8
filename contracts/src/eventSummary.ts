import { z } from 'zod';
import { EVENT_CATEGORIES } from './events';

/**
 * docs/events.md#ссылки-на-событие-превью: what a signed-out person may learn of an event whose
 * link they followed (the login page's teaser): no organizer, no description, no counts. The BFF
 * answers 404 for a missing, deleted or hidden event, exactly as for an unknown id.
 */
export const eventSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** The city's wall clock without an offset, as in the event itself. */
  startDate: z.string(),
  durationMinutes: z.number().int().nullable(),
  address: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  /** A path on this server (`/uploads/…`), or null when the organizer gave no image. */
  imageUrl: z.string().nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** The public summary of one event (no session read). */
export const eventSummaryPath = (eventId: number): string => `/api/public/events/${eventId}/summary`;

/** The generated 1200×630 picture link previews show for an event without an image. */
export const eventPreviewImagePath = (eventId: number): string => `/api/public/events/${eventId}/preview.png`;

/** The size link previews expect (Open Graph's large card). */
export const EVENT_PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The event a path of the app opens (`/events/42`, with or without a query), or null for any other page. */
export function eventIdOfPath(path: string): number | null {
  const match = /^\/events\/([0-9]{1,15})(?:[?#].*)?$/.exec(path);
  const id = match ? Number(match[1]) : 0;
  return id >= 1 ? id : null;
}
