import { describe, expect, it } from 'vitest';
import { canSendFeedback, FEEDBACK_MESSAGES, feedbackRequestSchema, myFeedbackQuerySchema } from '../src/feedback';

const firstMessage = (input: unknown): string | null => {
  const result = feedbackRequestSchema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('feedback (docs/people.md#feedback)', () => {
  it('enables Send only for a trimmed non-empty subject and message within limits', () => {
    expect(canSendFeedback('Тема', 'Сообщение')).toBe(true);
    expect(canSendFeedback('   ', 'Сообщение')).toBe(false);
    expect(canSendFeedback('Тема', ' \n ')).toBe(false);
    expect(canSendFeedback(` ${'т'.repeat(256)} `, 'Сообщение')).toBe(true);
    expect(canSendFeedback('т'.repeat(257), 'Сообщение')).toBe(false);
    expect(canSendFeedback('Тема', 'с'.repeat(3000))).toBe(true);
    expect(canSendFeedback('Тема', 'с'.repeat(3001))).toBe(false);
  });

  it('trims what it sends', () => {
    expect(feedbackRequestSchema.parse({ subject: ' Ошибка ', message: ' Не грузится \n', category: 'bug' })).toEqual({
      subject: 'Ошибка',
      message: 'Не грузится',
      category: 'bug',
    });
  });

  it('names the field that is wrong', () => {
    expect(firstMessage({ subject: ' ', message: 'м', category: 'general' })).toBe(FEEDBACK_MESSAGES.subjectRequired);
    expect(firstMessage({ subject: 'т', message: '', category: 'general' })).toBe(FEEDBACK_MESSAGES.messageRequired);
    expect(firstMessage({ subject: 'т'.repeat(257), message: 'м', category: 'general' })).toBe(
      FEEDBACK_MESSAGES.subjectTooLong,
    );
    expect(firstMessage({ subject: 'т', message: 'м'.repeat(3001), category: 'general' })).toBe(
      FEEDBACK_MESSAGES.messageTooLong,
    );
    expect(firstMessage({ subject: 'т', message: 'м', category: 'praise' })).toBe(FEEDBACK_MESSAGES.categoryInvalid);
  });

  it('pages the own list from 1 by 10 unless asked otherwise', () => {
    expect(myFeedbackQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(myFeedbackQuerySchema.parse({ page: '3', limit: '25' })).toEqual({ page: 3, limit: 25 });
    expect(myFeedbackQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(myFeedbackQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
