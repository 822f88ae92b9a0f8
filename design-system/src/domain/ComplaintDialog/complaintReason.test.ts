import { describe, expect, it } from 'vitest';
import { COMPLAINT_REASON_COUNTER, complaintReasonToSend } from './complaintReason';

describe('reportReasonToSend', () => {
  it('sends the reason trimmed', () => {
    expect(complaintReasonToSend('  Продают алкоголь детям \n')).toBe('Продают алкоголь детям');
  });

  it.each(['', '   ', '\n\t '])('has nothing to send for a blank reason %j', (text) => {
    expect(complaintReasonToSend(text)).toBeNull();
  });

  it('keeps the inner line breaks of a longer reason', () => {
    expect(complaintReasonToSend('Первое.\nВторое.')).toBe('Первое.\nВторое.');
  });
});

describe('REPORT_REASON_COUNTER', () => {
  it('allows 500 characters and warns above 450 (docs/events.md#complaints)', () => {
    expect(COMPLAINT_REASON_COUNTER).toEqual({ max: 500, warnAt: 450 });
  });
});
