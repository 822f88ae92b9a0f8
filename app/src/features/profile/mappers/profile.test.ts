import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_MESSAGES, PROFILE_MESSAGES, type Profile, type User } from '@city/contracts';
import { ApiError } from '../../../api/errors';
import { cityYear } from './cityYear';
import { profileReadOnlyMessage, sessionUserAfterSave } from './profileAccess';
import { profileSaveFailureText } from './saveFailure';

describe('profileReadOnlyMessage (docs/people.md#feedback)', () => {
  it('leaves a confirmed account’s profile editable', () => {
    expect(profileReadOnlyMessage('confirmed')).toBeUndefined();
  });

  it('says why a suspended or blocked account may only look', () => {
    // The app's wording is the server's refusal text (docs/accounts.md#statuses) letter for letter.
    expect(profileReadOnlyMessage('suspended')).toBe(ACCOUNT_STATUS_MESSAGES.suspended);
    expect(profileReadOnlyMessage('blocked')).toBe(ACCOUNT_STATUS_MESSAGES.blocked);
  });
});

describe('sessionUserAfterSave', () => {
  const user: User = { id: 1, email: 'anna@example.com', displayName: 'Анна', role: 'moderator', status: 'confirmed' };
  const saved: Profile = {
    id: 1,
    email: 'anna@example.com',
    status: 'confirmed',
    displayName: null,
    birthDate: null,
    bio: null,
    city: 'Москва',
    showName: true,
    showBirthDate: true,
    showBio: true,
    remindEvents: true,
  };

  it('takes the saved display name, even a cleared one, and keeps the role', () => {
    expect(sessionUserAfterSave(user, saved)).toEqual({ ...user, displayName: null });
    expect(sessionUserAfterSave(user, { ...saved, displayName: 'Анна Иванова' }).displayName).toBe('Анна Иванова');
  });
});

describe('profileSaveFailureText (docs/people.md#own-profile)', () => {
  it('shows the server’s text of a refusal', () => {
    const refused = new ApiError(400, 'x', { error: PROFILE_MESSAGES.displayNameTooLong });
    expect(profileSaveFailureText(refused)).toBe(PROFILE_MESSAGES.displayNameTooLong);
    const suspended = new ApiError(403, 'Доступ запрещен', { error: ACCOUNT_STATUS_MESSAGES.suspended });
    expect(profileSaveFailureText(suspended)).toBe(ACCOUNT_STATUS_MESSAGES.suspended);
  });

  it('falls back to the spec’s message for a server or network failure and a bare 4xx', () => {
    expect(profileSaveFailureText(new ApiError(500, 'x', { error: 'Internal' }))).toBe(PROFILE_MESSAGES.saveFailed);
    expect(profileSaveFailureText(new ApiError(0, 'x'))).toBe(PROFILE_MESSAGES.saveFailed);
    expect(profileSaveFailureText(new ApiError(400, 'x'))).toBe(PROFILE_MESSAGES.saveFailed);
    expect(profileSaveFailureText(new TypeError('boom'))).toBe(PROFILE_MESSAGES.saveFailed);
  });

  it('says nothing for a lost session: the auth error handler does', () => {
    expect(profileSaveFailureText(new ApiError(401, 'x', { error: 'Требуется авторизация' }))).toBeNull();
  });
});

describe('cityYear', () => {
  it('is the year in the city’s zone, not the browser’s', () => {
    // 31 December 2029, 22:30 UTC is already 2030 in Moscow (UTC+3).
    expect(cityYear(Date.parse('2029-12-31T22:30:00Z'), 'Europe/Moscow')).toBe(2030);
    expect(cityYear(Date.parse('2029-12-31T22:30:00Z'), 'UTC')).toBe(2029);
  });
});
