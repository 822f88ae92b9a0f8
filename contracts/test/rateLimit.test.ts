import { describe, expect, it } from 'vitest';
import { isRateLimitResponse, rateLimitResponseSchema } from '../src/rateLimit';

const answer = {
  error: 'Rate limit exceeded',
  rateLimitType: 'password_reset',
  remainingTime: 120,
  maxAttempts: 3,
  attemptsUsed: 3,
  resetTime: '2026-11-22T10:00:00.000Z',
};

const bodies: Array<[string, unknown]> = [
  ['the rate-limit answer', answer],
  ['with an extra field', { ...answer, retryAfter: 5 }],
  ['no time left', { ...answer, remainingTime: 0, attemptsUsed: 0 }],
  ['another error text', { ...answer, error: 'Слишком много запросов' }],
  ['an unknown type', { ...answer, rateLimitType: 'login' }],
  ['a fractional time', { ...answer, remainingTime: 1.5 }],
  ['a negative time', { ...answer, remainingTime: -1 }],
  ['no attempts allowed', { ...answer, maxAttempts: 0 }],
  ['a time as text', { ...answer, remainingTime: '120' }],
  ['no reset time', { ...answer, resetTime: undefined }],
  ['a numeric reset time', { ...answer, resetTime: 1_700_000_000 }],
  ['only the error field', { error: 'Rate limit exceeded' }],
  ['null', null],
  ['text', 'Rate limit exceeded'],
  ['nothing', undefined],
];

describe('isRateLimitResponse (docs/operations.md#rate-limits)', () => {
  it.each(bodies)('agrees with the schema on %s', (_name, body) => {
    expect(isRateLimitResponse(body)).toBe(rateLimitResponseSchema.safeParse(body).success);
  });
});
