import { useCallback } from 'react';
import { uploadEventImage } from '../../../api/events';

/**
 * EventForm's onUploadImage: resolves to the new imageUrl. A failure rejects, and the form shows
 * 'Ошибка загрузки изображения' under the picker (docs/events.md#images), so no toast here.
 */
export function useEventImageUpload(): (file: File) => Promise<string> {
  return useCallback(async (file: File) => {
    const { imageUrl } = await uploadEventImage(file, { kind: 'action' });
    return imageUrl;
  }, []);
}
