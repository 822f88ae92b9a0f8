import { describe, expect, it } from 'vitest';
import { EVENT_IMAGE_MAX_BYTES, eventImageFileIssue } from '../src/eventImage';

describe('eventImageFileIssue', () => {
  it('accepts JPEG and PNG up to exactly 5 MB', () => {
    expect(eventImageFileIssue({ type: 'image/jpeg', size: 1024 })).toBeNull();
    expect(eventImageFileIssue({ type: 'image/png', size: EVENT_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, whatever their size', () => {
    expect(eventImageFileIssue({ type: 'image/gif', size: 10 })).toBe('Можно загрузить только изображение JPG или PNG');
    expect(eventImageFileIssue({ type: 'image/webp', size: 10 })).toBe('Можно загрузить только изображение JPG или PNG');
    expect(eventImageFileIssue({ type: '', size: 10 })).toBe('Можно загрузить только изображение JPG или PNG');
  });

  it('refuses a file one byte over 5 MB and an empty one', () => {
    expect(EVENT_IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(eventImageFileIssue({ type: 'image/jpeg', size: EVENT_IMAGE_MAX_BYTES + 1 })).toBe(
      'Изображение больше 5 МБ: выберите файл поменьше',
    );
    expect(eventImageFileIssue({ type: 'image/png', size: 0 })).toBe('Файл пуст: выберите другое изображение');
  });
});
