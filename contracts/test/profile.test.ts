import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_MESSAGES } from '../src/birthDate';
import { PROFILE_MESSAGES, profileUpdateSchema } from '../src/profile';

const switches = { showName: true, showBirthDate: false, showBio: true };
const firstMessage = (input: unknown): string | null => {
  const result = profileUpdateSchema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('profileUpdateSchema (docs/people.md#own-profile)', () => {
  it('trims the texts and keeps the switches', () => {
    expect(
      profileUpdateSchema.parse({ displayName: '  Анна ', bio: ' Люблю джаз ', birthDate: '1990-05-17', ...switches }),
    ).toEqual({ displayName: 'Анна', bio: 'Люблю джаз', birthDate: '1990-05-17', ...switches });
  });

  it('clears what the page omitted or left blank', () => {
    expect(profileUpdateSchema.parse({ displayName: '   ', ...switches })).toEqual({
      displayName: null,
      bio: null,
      birthDate: null,
      ...switches,
    });
  });

  it('ignores the read-only city and account fields', () => {
    const parsed = profileUpdateSchema.parse({ city: 'Казань', email: 'x@example.com', ...switches });
    expect(parsed).not.toHaveProperty('city');
    expect(parsed).not.toHaveProperty('email');
  });

  it('allows 100 and 500 characters and refuses one more', () => {
    expect(firstMessage({ displayName: 'а'.repeat(100), bio: 'б'.repeat(500), ...switches })).toBeNull();
    expect(firstMessage({ displayName: 'а'.repeat(101), ...switches })).toBe(PROFILE_MESSAGES.displayNameTooLong);
    expect(firstMessage({ bio: 'б'.repeat(501), ...switches })).toBe(PROFILE_MESSAGES.bioTooLong);
  });

  it('refuses impossible and pre-1930 birth dates', () => {
    expect(firstMessage({ birthDate: '2023-02-29', ...switches })).toBe(BIRTH_DATE_MESSAGES.invalid);
    expect(firstMessage({ birthDate: '1929-06-01', ...switches })).toBe(BIRTH_DATE_MESSAGES.tooEarly);
  });

  it('requires every visibility switch as a boolean', () => {
    expect(firstMessage({ showName: true, showBirthDate: 'yes', showBio: true })).toBe(PROFILE_MESSAGES.switchRequired);
    expect(firstMessage({ showName: true, showBio: true })).toBe(PROFILE_MESSAGES.switchRequired);
  });
});
