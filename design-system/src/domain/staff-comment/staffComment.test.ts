import { describe, expect, it } from 'vitest';
import { STAFF_COMMENT_COUNTER, staffCommentToSend } from './staffComment';

describe('staffCommentToSend', () => {
  it('sends the comment trimmed', () => {
    expect(staffCommentToSend('  Нарушение подтверждено \n')).toBe('Нарушение подтверждено');
  });

  it.each(['', '  ', '\n\t'])('sends null for a blank comment %j', (text) => {
    expect(staffCommentToSend(text)).toBeNull();
  });
});

describe('STAFF_COMMENT_COUNTER', () => {
  it('allows 1000 characters and warns above 900', () => {
    expect(STAFF_COMMENT_COUNTER).toEqual({ max: 1000, warnAt: 900 });
  });
});
