/**
 * Consumer contract of the people calls (docs/people.md#reporting-a-person, docs/accounts.md#statuses): the own
 * profile, other people's public profiles and events, and reporting a user, exercised through the
 * app's real API clients (app/src/api/profile.ts, users.ts). Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, verified by bff/test/pact-provider.pact.test.ts.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS_MESSAGES,
  COMPLAINT_MESSAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  USER_COMPLAINT_MESSAGES,
  type ProfileUpdate,
  type UserStatus,
} from '@city/contracts';
import { errorBody, eventCollectionBody, timestamp } from '@city/contracts/pact';
import { configureApi } from '../src/api/client';
import { getProfile, updateProfile } from '../src/api/profile';
import { complainAboutUser, getPublicProfile, getUserEvents } from '../src/api/users';
import { createPact, get, interactionsOf, post, put, type ProviderState } from './interactions';

const { boolean, integer, regex, string } = MatchersV3;

const { expectAnswer, expectRateLimit, expectRefusal, expectSignInRequired, itRefuses } = interactionsOf(createPact());
const EMAIL = 'anna@example.com';
const VIEWER = { email: EMAIL, displayName: 'Анна' };
const VIEWING: ProviderState = ['a signed-in account', VIEWER];
/** 'a signed-in account' is created first, so it is user 1 and the other account user 2. */
const VIEWER_ID = 1;
const OTHER_ID = 2;
const MISSING_ID = 999;

const CALENDAR_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** What 'the signed-in account has a profile' and 'another account' fill in. */
const annaProfile = {
  displayName: 'Анна',
  birthDate: '1990-04-12',
  bio: 'Люблю джаз и длинные прогулки по набережной',
  showName: true,
  showBirthDate: true,
  showBio: true,
};
const olegProfile = {
  displayName: 'Олег',
  birthDate: '1985-09-30',
  bio: 'Организую велопрогулки по выходным',
  showName: true,
  showBirthDate: true,
  showBio: true,
};
const WITH_PROFILE: ProviderState = ['the signed-in account has a profile', annaProfile];
const OTHER_ACCOUNT: ProviderState = ['another account', olegProfile];

beforeEach(() => configureApi({ baseUrl: '' }));

/** GET /api/profile's answer: the fields a test is about are exact, the account info by type. */
const ownProfileBody = (
  status: UserStatus,
  fields: Partial<Record<keyof typeof annaProfile | 'remindEvents', unknown>> = {},
) => ({
  id: integer(VIEWER_ID),
  email: string(EMAIL),
  status,
  displayName: 'Анна',
  birthDate: null,
  bio: null,
  // docs/operations.md#configuration: the launch city (CITY), read only.
  city: string('Москва'),
  showName: boolean(true),
  showBirthDate: boolean(true),
  showBio: boolean(true),
  // docs/events.md#reminders: on by default.
  remindEvents: boolean(true),
  ...fields,
});

describe('GET /api/profile', () => {
  it('answers the signed-in account’s profile with its account info', () =>
    expectAnswer({
      states: [VIEWING, WITH_PROFILE],
      description: 'an own profile request',
      request: get('/api/profile'),
      body: ownProfileBody('confirmed', annaProfile),
      call: () => getProfile(),
      check: (profile) => expect(profile).toMatchObject({ email: EMAIL, status: 'confirmed', ...annaProfile }),
    }));

  it('answers the reminder switch as saved: off (docs/events.md#reminders)', () =>
    expectAnswer({
      states: [VIEWING, ['the signed-in account has a profile', { ...annaProfile, remindEvents: false }]],
      description: 'an own profile request with reminders turned off',
      request: get('/api/profile'),
      body: ownProfileBody('confirmed', { ...annaProfile, remindEvents: false }),
      call: () => getProfile(),
      check: (profile) => expect(profile.remindEvents).toBe(false),
    }));

  it('answers a blocked account too (docs/accounts.md#statuses: the only page it may see)', () =>
    expectAnswer({
      states: [['a signed-in account', { ...VIEWER, status: 'blocked' }]],
      description: 'an own profile request from a blocked account',
      request: get('/api/profile'),
      body: ownProfileBody('blocked'),
      call: () => getProfile(),
      check: (profile) => expect([profile.status, profile.displayName, profile.birthDate]).toEqual(['blocked', 'Анна', null]),
    }));

  it('answers 401 without a session', () =>
    expectSignInRequired({ description: 'an own profile request without a session', request: get('/api/profile'), call: () => getProfile() }));
});

describe('PUT /api/profile', () => {
  /** As ProfileForm sends it: the empty bio is omitted, which clears it (docs/people.md#own-profile). */
  const update: ProfileUpdate = {
    displayName: 'Анна Иванова',
    birthDate: '1990-04-12',
    showName: true,
    showBirthDate: false,
    showBio: false,
    remindEvents: false,
  };
  const tooLong = { ...update, displayName: 'А'.repeat(PROFILE_LIMITS.displayNameMax + 1) };

  it('saves the profile and answers it as saved', () =>
    expectAnswer({
      states: [VIEWING, WITH_PROFILE],
      description: 'an own profile update',
      request: put('/api/profile', update),
      body: ownProfileBody('confirmed', {
        displayName: 'Анна Иванова',
        birthDate: '1990-04-12',
        bio: null,
        showName: true,
        showBirthDate: false,
        showBio: false,
        remindEvents: false,
      }),
      call: () => updateProfile(update),
      check: (saved) =>
        expect([saved.displayName, saved.bio, saved.showBirthDate, saved.remindEvents]).toEqual(['Анна Иванова', null, false, false]),
    }));

  itRefuses([
    {
      name: 'refuses a display name over the limit with 400 and the field’s message',
      states: [VIEWING],
      description: 'an own profile update with a display name over 100 characters',
      request: put('/api/profile', tooLong),
      status: 400,
      error: errorBody(PROFILE_MESSAGES.displayNameTooLong),
      call: () => updateProfile(tooLong),
      message: PROFILE_MESSAGES.displayNameTooLong,
    },
    {
      name: 'refuses a suspended account with 403 and the status message',
      states: [['a signed-in account', { ...VIEWER, status: 'suspended' }]],
      description: 'an own profile update from a suspended account',
      request: put('/api/profile', update),
      status: 403,
      error: errorBody(ACCOUNT_STATUS_MESSAGES.suspended),
      call: () => updateProfile(update, { notify: false }),
      message: ACCOUNT_STATUS_MESSAGES.suspended,
    },
  ]);
});

describe('GET /api/users/{id}/profile', () => {
  it('answers what the other account shows, with the age', () =>
    expectAnswer({
      states: [VIEWING, OTHER_ACCOUNT],
      description: 'a public profile request',
      request: get(`/api/users/${OTHER_ID}/profile`),
      body: {
        id: OTHER_ID,
        displayName: olegProfile.displayName,
        birthDate: regex(CALENDAR_DATE, olegProfile.birthDate),
        // 44 on the provider's 2030-06-10.
        age: integer(44),
        bio: olegProfile.bio,
        city: string('Москва'),
        status: 'confirmed',
        createdAt: timestamp(),
      },
      call: () => getPublicProfile(OTHER_ID),
      check: (profile) => {
        expect(profile).toMatchObject({ id: OTHER_ID, displayName: 'Олег', bio: olegProfile.bio, status: 'confirmed' });
        expect(profile.age).toEqual(expect.any(Number));
      },
    }));

  it('answers 404 with the spec’s text for a missing account', () =>
    expectRefusal({
      states: [VIEWING],
      description: 'a public profile request for a missing account',
      request: get(`/api/users/${MISSING_ID}/profile`),
      status: 404,
      error: errorBody(PROFILE_MESSAGES.userNotFound),
      call: () => getPublicProfile(MISSING_ID),
      message: PROFILE_MESSAGES.userNotFound,
    }));
});

describe('GET /api/users/{id}/events', () => {
  it('answers the events the account organizes', () =>
    expectAnswer({
      // The organizer this state creates is the second account: user 2.
      states: [VIEWING, ['an upcoming event by another organizer', { title: 'Концерт в парке' }]],
      description: 'a request for another account’s events',
      request: get(`/api/users/${OTHER_ID}/events`),
      body: eventCollectionBody({ title: 'Концерт в парке' }),
      call: () => getUserEvents(OTHER_ID),
      check: (events) => expect(events.map((event) => [event.title, event.organizerUserId])).toEqual([['Концерт в парке', OTHER_ID]]),
    }));
});

describe('POST /api/users/{id}/claim', () => {
  const reason = 'Оскорбляет участников в описаниях событий';
  const complaintingOther = { request: post(`/api/users/${OTHER_ID}/claim`, { reason }), call: () => complainAboutUser(OTHER_ID, reason) };

  it('files a pending complaint about the account (201)', () =>
    expectAnswer({
      states: [VIEWING, OTHER_ACCOUNT],
      description: 'a complaint about another account',
      request: complaintingOther.request,
      status: 201,
      body: {
        id: integer(1),
        userId: OTHER_ID,
        reason,
        status: 'pending',
        createdAt: timestamp('2030-06-10T09:00:00.000Z'),
      },
      // The client trims the reason before sending it.
      call: () => complainAboutUser(OTHER_ID, `  ${reason}\n`),
      check: (claim) => expect([claim.userId, claim.status, claim.reason]).toEqual([OTHER_ID, 'pending', reason]),
    }));

  itRefuses([
    {
      name: 'refuses a blank reason with 400',
      states: [VIEWING, OTHER_ACCOUNT],
      description: 'a complaint about another account with a blank reason',
      request: post(`/api/users/${OTHER_ID}/claim`, { reason: '' }),
      status: 400,
      error: errorBody(COMPLAINT_MESSAGES.reasonRequired),
      call: () => complainAboutUser(OTHER_ID, '   '),
      message: COMPLAINT_MESSAGES.reasonRequired,
    },
    {
      name: 'refuses a complaint about oneself with 403',
      states: [VIEWING],
      description: 'a complaint about the signed-in account itself',
      request: post(`/api/users/${VIEWER_ID}/claim`, { reason }),
      status: 403,
      error: errorBody(USER_COMPLAINT_MESSAGES.ownProfile),
      call: () => complainAboutUser(VIEWER_ID, reason, { notify: false }),
      message: USER_COMPLAINT_MESSAGES.ownProfile,
    },
    {
      ...complaintingOther,
      name: 'refuses a second pending complaint with 409',
      states: [VIEWING, OTHER_ACCOUNT, ['the signed-in account already reported the other account']],
      description: 'a second complaint about the same account',
      status: 409,
      error: errorBody(USER_COMPLAINT_MESSAGES.alreadyPending),
      message: USER_COMPLAINT_MESSAGES.alreadyPending,
    },
  ]);

  it('answers 429 with the rate-limit shape once complaints are exhausted', () =>
    expectRateLimit({
      ...complaintingOther,
      states: [VIEWING, OTHER_ACCOUNT, ['complaints are exhausted for the signed-in account']],
      description: 'a complaint about an account over the limit',
      limit: { type: 'other', maxAttempts: 20 },
    }));
});
