import { z } from 'zod';
import { eventSchema } from './event';

/**
 * GET /api/events/my-participations and /my-organized: every one, past included, start ascending;
 * GET /api/events/my-waitlist: the waited ones that have not started, start ascending.
 */
export const eventCollectionResponseSchema = z.object({ events: z.array(eventSchema) });
export type EventCollectionResponse = z.infer<typeof eventCollectionResponseSchema>;

/**
 * docs/events.md#images: the only image URLs an event may carry are the ones POST /api/upload/image issued:
 * '/uploads/' + a random UUID + the extension of the re-encoded format.
 */
export const UPLOADED_IMAGE_URL_PATTERN = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png)$/;

export const imageUploadResponseSchema = z.object({ imageUrl: z.string().regex(UPLOADED_IMAGE_URL_PATTERN) });
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/**
 * docs/events.md#images: an upload is decoded only up to this many pixels (a small file can claim a huge
 * canvas) and stored at most this wide.
 */
export const UPLOADED_IMAGE_LIMITS = { maxInputPixels: 40_000_000, maxWidth: 1600 } as const;

/** docs/events.md#images: what the server says about an upload it refuses (besides EVENT_IMAGE_MESSAGES). */
export const IMAGE_UPLOAD_MESSAGES = {
  missingFile: 'Выберите изображение: файл передаётся в поле image',
  tooManyPixels: `Изображение слишком большое: не более ${UPLOADED_IMAGE_LIMITS.maxInputPixels / 1_000_000} мегапикселей`,
  unreadable: 'Не удалось прочитать изображение: файл повреждён',
} as const;
