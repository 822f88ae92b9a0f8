import { describe, expect, it } from 'vitest';
import { feedbackRequestSchema } from '@city/contracts';
import { CATEGORY_OPTIONS, EMPTY_FEEDBACK_DRAFT, categoryFromKey, feedbackToSend } from './feedbackDraft';

describe('feedbackToSend', () => {
  it('sends the subject and message trimmed, with the chosen category', () => {
    const request = feedbackToSend({ subject: '  Ошибка в фильтре \n', message: '\tНе работает поиск  ', category: 'bug' });
    expect(request).toEqual({ subject: 'Ошибка в фильтре', message: 'Не работает поиск', category: 'bug' });
    expect(feedbackRequestSchema.parse(request)).toEqual(request);
  });

  it.each([
    ['', 'Сообщение'],
    ['Тема', ''],
    ['   ', 'Сообщение'],
    ['Тема', ' \n\t '],
  ])('has nothing to send for subject %j and message %j', (subject, message) => {
    expect(feedbackToSend({ subject, message, category: 'general' })).toBeNull();
  });

  it('refuses a subject over 256 characters but not 256 surrounded by spaces', () => {
    expect(feedbackToSend({ subject: 'т'.repeat(257), message: 'м', category: 'general' })).toBeNull();
    expect(feedbackToSend({ subject: ` ${'т'.repeat(256)} `, message: 'м', category: 'general' })?.subject).toHaveLength(256);
  });

  it('refuses a message over 3000 characters', () => {
    expect(feedbackToSend({ subject: 'т', message: 'м'.repeat(3001), category: 'general' })).toBeNull();
    expect(feedbackToSend({ subject: 'т', message: 'м'.repeat(3000), category: 'general' })).not.toBeNull();
  });
});

describe('the form', () => {
  it('opens empty with the general category', () => {
    expect(EMPTY_FEEDBACK_DRAFT).toEqual({ subject: '', message: '', category: 'general' });
  });

  it('offers the three categories with their Russian labels, general first', () => {
    expect(CATEGORY_OPTIONS).toEqual([
      { id: 'general', label: 'Общее' },
      { id: 'bug', label: 'Ошибка' },
      { id: 'improvement', label: 'Улучшение' },
    ]);
  });

  it('reads a category back from its key and nothing else', () => {
    expect(categoryFromKey('improvement')).toBe('improvement');
    expect(categoryFromKey('praise')).toBeNull();
  });
});
