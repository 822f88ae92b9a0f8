import { describe, expect, it } from 'vitest';
import { COMPLAINT_MESSAGES, RATE_LIMIT_TITLES, USER_COMPLAINT_MESSAGES } from '@city/contracts';
import { ApiError } from '../../../api/errors';
import { failureText } from '../../../api/failurePolicy';
import { userComplaintFailure } from './complaintFailure';
import { parseUserId } from './userId';

const userComplaintFailureText = (error: unknown) => failureText(error, userComplaintFailure);

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

describe('the user complaint failure rule (docs/people.md#reporting-a-person)', () => {
  it('shows the server’s text of a refusal', () => {
    expect(userComplaintFailureText(new ApiError(409, 'x', { error: USER_COMPLAINT_MESSAGES.alreadyPending }))).toBe(
      USER_COMPLAINT_MESSAGES.alreadyPending,
    );
    expect(userComplaintFailureText(new ApiError(403, 'Доступ запрещен', { error: USER_COMPLAINT_MESSAGES.ownProfile }))).toBe(
      USER_COMPLAINT_MESSAGES.ownProfile,
    );
    expect(userComplaintFailureText(new ApiError(400, 'x', { error: COMPLAINT_MESSAGES.reasonRequired }))).toBe(COMPLAINT_MESSAGES.reasonRequired);
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
    expect(userComplaintFailureText(limited)).toBe(RATE_LIMIT_TITLES.other);
  });

  it('falls back to «Произошла ошибка при подаче жалобы» for server and network failures', () => {
    expect(userComplaintFailureText(new ApiError(500, 'x', { error: 'Internal' }))).toBe(USER_COMPLAINT_MESSAGES.failed);
    expect(userComplaintFailureText(new ApiError(0, 'x'))).toBe(USER_COMPLAINT_MESSAGES.failed);
    expect(userComplaintFailureText(new ApiError(409, 'x'))).toBe(USER_COMPLAINT_MESSAGES.failed);
  });

  it('says nothing for a lost session', () => {
    expect(userComplaintFailureText(new ApiError(401, 'x', { error: 'Требуется авторизация' }))).toBeNull();
  });
});
