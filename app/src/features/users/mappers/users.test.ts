import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, RATE_LIMIT_TITLES, USER_CLAIM_MESSAGES } from '@city/contracts';
import { ApiError } from '../../../api/errors';
import { userClaimFailureText } from './claimFailure';
import { parseUserId } from './userId';

describe('parseUserId', () => {
  it('reads a positive whole number', () => {
    expect(parseUserId('2')).toBe(2);
    expect(parseUserId('123456')).toBe(123456);
  });

  it.each(['abc', '0', '-1', '1.5', '01', '2abc', ' 2', '99999999999999999999', '', undefined])(
    'gives null for %j (the not-found view)',
    (raw) => {
      expect(parseUserId(raw)).toBeNull();
    },
  );
});

describe('userClaimFailureText (docs/people.md#reporting-a-person)', () => {
  it('shows the server’s text of a refusal', () => {
    expect(userClaimFailureText(new ApiError(409, 'x', { error: USER_CLAIM_MESSAGES.alreadyPending }))).toBe(
      USER_CLAIM_MESSAGES.alreadyPending,
    );
    expect(userClaimFailureText(new ApiError(403, 'Доступ запрещен', { error: USER_CLAIM_MESSAGES.ownProfile }))).toBe(
      USER_CLAIM_MESSAGES.ownProfile,
    );
    expect(userClaimFailureText(new ApiError(400, 'x', { error: CLAIM_MESSAGES.reasonRequired }))).toBe(CLAIM_MESSAGES.reasonRequired);
  });

  it('names the rate limit in Russian instead of its English constant', () => {
    const limited = new ApiError(429, 'x', {
      error: 'Rate limit exceeded',
      rateLimitType: 'other',
      remainingTime: 1800,
      maxAttempts: 20,
      attemptsUsed: 20,
      resetTime: '2030-06-10T10:00:00.000Z',
    });
    expect(userClaimFailureText(limited)).toBe(RATE_LIMIT_TITLES.other);
  });

  it('falls back to «Произошла ошибка при подаче жалобы» for server and network failures', () => {
    expect(userClaimFailureText(new ApiError(500, 'x', { error: 'Internal' }))).toBe(USER_CLAIM_MESSAGES.failed);
    expect(userClaimFailureText(new ApiError(0, 'x'))).toBe(USER_CLAIM_MESSAGES.failed);
    expect(userClaimFailureText(new ApiError(409, 'x'))).toBe(USER_CLAIM_MESSAGES.failed);
  });

  it('says nothing for a lost session', () => {
    expect(userClaimFailureText(new ApiError(401, 'x', { error: 'Требуется авторизация' }))).toBeNull();
  });
});
