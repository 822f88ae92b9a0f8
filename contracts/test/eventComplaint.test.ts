import { describe, expect, it } from 'vitest';
import { COMPLAINT_MESSAGES, eventComplaintRequestSchema } from '../src/eventComplaint';

const firstMessage = (input: unknown): string | null => {
  const result = eventComplaintRequestSchema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('eventClaimRequestSchema (docs/events.md#complaints)', () => {
  it('trims the reason', () => {
    expect(eventComplaintRequestSchema.parse({ reason: '  Мошенничество  ' })).toEqual({ reason: 'Мошенничество' });
  });

  it.each([[{}], [{ reason: '' }], [{ reason: '   \n ' }], [{ reason: 42 }]])('requires a non-blank reason: %j', (input) => {
    expect(firstMessage(input)).toBe(COMPLAINT_MESSAGES.reasonRequired);
  });

  it('allows exactly 500 characters after trimming and refuses 501', () => {
    expect(firstMessage({ reason: ` ${'ж'.repeat(500)} ` })).toBeNull();
    expect(firstMessage({ reason: 'ж'.repeat(501) })).toBe(COMPLAINT_MESSAGES.reasonTooLong);
  });
});
