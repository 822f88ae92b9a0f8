/** docs/events.md#images: an event image is a JPEG or PNG of at most 5 MB. */
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const EVENT_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export const EVENT_IMAGE_MESSAGES = {
  hint: 'JPG или PNG, до 5 МБ',
  wrongType: 'Можно загрузить только изображение JPG или PNG',
  tooLarge: 'Изображение больше 5 МБ: выберите файл поменьше',
  empty: 'Файл пуст: выберите другое изображение',
} as const;

/**
 * What is wrong with a chosen file, judged by its declared type and size, or null. The server
 * judges by the content again (docs/events.md#images); this only spares a pointless upload.
 */
export function eventImageFileIssue(file: { type: string; size: number }): string | null {
  if (!(EVENT_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return EVENT_IMAGE_MESSAGES.wrongType;
  if (file.size === 0) return EVENT_IMAGE_MESSAGES.empty;
  if (file.size > EVENT_IMAGE_MAX_BYTES) return EVENT_IMAGE_MESSAGES.tooLarge;
  return null;
}
