import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, type Profile } from '@city/contracts';
import {
  BIO_COUNTER,
  DISPLAY_NAME_COUNTER,
  profileFormValues,
  profileUpdateOf,
  sameFormValues,
  type ProfileFormValues,
} from './profileFormState';

const profile: Profile = {
  id: 42,
  email: 'anna@example.ru',
  status: 'confirmed',
  displayName: 'Анна Смирнова',
  birthDate: '1994-06-15',
  bio: 'Люблю джаз',
  city: 'Москва',
  showName: true,
  showBirthDate: false,
  showBio: true,
  remindEvents: true,
};

const values = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  ...profileFormValues(profile),
  ...overrides,
});

describe('profileFormValues', () => {
  it('fills the form from the profile, empty texts for null fields', () => {
    expect(profileFormValues({ ...profile, displayName: null, bio: null, birthDate: null })).toEqual({
      displayName: '',
      birthDate: null,
      bio: '',
      showName: true,
      showBirthDate: false,
      showBio: true,
      remindEvents: true,
    });
  });
});

describe('profileUpdateOf', () => {
  it('sends every filled field and the four switches, never the city or account fields', () => {
    expect(profileUpdateOf(values())).toEqual({
      displayName: 'Анна Смирнова',
      birthDate: '1994-06-15',
      bio: 'Люблю джаз',
      showName: true,
      showBirthDate: false,
      showBio: true,
      remindEvents: true,
    });
  });

  it('sends the reminder switch off as false, not omitted (omitted leaves it unchanged)', () => {
    expect(profileUpdateOf(values({ remindEvents: false }))).toMatchObject({ remindEvents: false });
  });

  it('omits empty and blank text fields and a missing birth date (docs/people.md#own-profile)', () => {
    const update = profileUpdateOf(values({ displayName: '', bio: '  \n ', birthDate: null }));
    expect(update).toEqual({ showName: true, showBirthDate: false, showBio: true, remindEvents: true });
    expect(Object.keys(update)).not.toContain('displayName');
    expect(Object.keys(update)).not.toContain('bio');
    expect(Object.keys(update)).not.toContain('birthDate');
  });

  it('trims the texts it sends', () => {
    expect(profileUpdateOf(values({ displayName: '  Аня ', bio: '\tО себе  ' }))).toMatchObject({
      displayName: 'Аня',
      bio: 'О себе',
    });
  });

  it('produces what the server accepts', () => {
    expect(profileUpdateSchema.safeParse(profileUpdateOf(values())).success).toBe(true);
    expect(profileUpdateSchema.safeParse(profileUpdateOf(values({ displayName: '', bio: '', birthDate: null }))).success).toBe(
      true,
    );
  });
});

describe('sameFormValues', () => {
  it('tells a reload with other data from a reload with the same data', () => {
    expect(sameFormValues(values(), profileFormValues({ ...profile }))).toBe(true);
    expect(sameFormValues(values(), values({ showBio: false }))).toBe(false);
    expect(sameFormValues(values(), values({ remindEvents: false }))).toBe(false);
    expect(sameFormValues(values(), values({ displayName: 'Аня' }))).toBe(false);
  });
});

describe('counters', () => {
  it('stop typing at the profile limits (docs/people.md#own-profile) and warn before them', () => {
    expect(DISPLAY_NAME_COUNTER).toEqual({ max: 100, warnAt: 90 });
    expect(BIO_COUNTER).toEqual({ max: 500, warnAt: 450 });
  });
});
