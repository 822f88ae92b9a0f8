import { describe, expect, it } from 'vitest';
import { COMPLAINT_TEXT_PREVIEW } from '@city/contracts';
import { truncateText } from './truncateText';

describe('truncateText', () => {
  it('keeps a text of at most the limit whole', () => {
    expect(truncateText('Спам', 100)).toEqual({ preview: 'Спам', isTruncated: false });
    const exactly = 'ж'.repeat(COMPLAINT_TEXT_PREVIEW);
    expect(truncateText(exactly, COMPLAINT_TEXT_PREVIEW)).toEqual({ preview: exactly, isTruncated: false });
  });

  it('cuts a longer text at the limit and adds an ellipsis', () => {
    const text = 'ж'.repeat(COMPLAINT_TEXT_PREVIEW + 1);
    const { preview, isTruncated } = truncateText(text, COMPLAINT_TEXT_PREVIEW);
    expect(isTruncated).toBe(true);
    expect(preview).toBe(`${'ж'.repeat(COMPLAINT_TEXT_PREVIEW)}…`);
  });

  it('drops the spaces the cut leaves before the ellipsis', () => {
    expect(truncateText('Очень громкая музыка ночью', 14).preview).toBe('Очень громкая…');
  });

  it('never splits an emoji', () => {
    expect(truncateText('Ок👍👍', 3)).toEqual({ preview: 'Ок👍…', isTruncated: true });
  });
});
