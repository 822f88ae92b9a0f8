/**
 * Consumer contract of the people calls (participant-side §2, §7, §8; platform §4, §6): the own
 * profile, other people's public profiles and events, and reporting a user, exercised through the
 * app's real API clients (app/src/api/profile.ts, users.ts). Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, verified by bff/test/pact-provider.pact.test.ts.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../app/src/api/client';
import { ApiError } from '../../app/src/api/errors';
import { getProfile, updateProfile } from '../../app/src/api/profile';
import { claimUser, getPublicProfile, getUserEvents } from '../../app/src/api/users';
import {
  ACCOUNT_STATUS_MESSAGES,
  CLAIM_MESSAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  USER_CLAIM_MESSAGES,
  type ProfileUpdate,
  type UserStatus,
} from '../src';
import { createPact, errorBody, eventCollectionBody, jsonHeaders, rateLimitBody, rateLimitHeaders } from './pactSetup';

const { boolean, datetime, integer, regex, string } = MatchersV3;

const pact = createPact();
const EMAIL = 'anna@example.com';
const VIEWER = { email: EMAIL, displayName: 'Анна' };
/** 'a signed-in account' is created first, so it is user 1 and the other account user 2. */
const VIEWER_ID = 1;
const OTHER_ID = 2;
const MISSING_ID = 999;
const useMock = (server: { url: string }) => configureApi({ baseUrl: server.url });

const UTC_TIMESTAMP = "yyyy-MM-dd'T'HH:mm:ss.SSSX";
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

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => configureApi({ baseUrl: '' }));

/** GET /api/profile's answer: the fields a test is about are exact, the account info by type. */
const ownProfileBody = (status: UserStatus, fields: Partial<Record<keyof typeof annaProfile, unknown>> = {}) => ({
  id: integer(VIEWER_ID),
  email: string(EMAIL),
  status,
  displayName: 'Анна',
  birthDate: null,
  bio: null,
  // platform §2: the launch city (CITY), read only.
  city: string('Москва'),
  showName: boolean(true),
  showBirthDate: boolean(true),
  showBio: boolean(true),
  ...fields,
});

describe('GET /api/profile', () => {
  it('answers the signed-in account’s profile with its account info', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('the signed-in account has a profile', annaProfile)
      .uponReceiving('an own profile request')
      .withRequest('GET', '/api/profile')
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(ownProfileBody('confirmed', annaProfile)))
      .executeTest(async (server) => {
        useMock(server);
        const profile = await getProfile();
        expect(profile).toMatchObject({ email: EMAIL, status: 'confirmed', ...annaProfile });
      }));

  it('answers a blocked account too (platform §4: the only page it may see)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', { ...VIEWER, status: 'blocked' })
      .uponReceiving('an own profile request from a blocked account')
      .withRequest('GET', '/api/profile')
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(ownProfileBody('blocked')))
      .executeTest(async (server) => {
        useMock(server);
        const profile = await getProfile();
        expect([profile.status, profile.displayName, profile.birthDate]).toEqual(['blocked', 'Анна', null]);
      }));

  it('answers 401 without a session', () =>
    pact
      .addInteraction()
      .given('no session')
      .uponReceiving('an own profile request without a session')
      .withRequest('GET', '/api/profile')
      .willRespondWith(401, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Требуется авторизация')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(getProfile())).status).toBe(401);
      }));
});

describe('PUT /api/profile', () => {
  /** As ProfileForm sends it: the empty bio is omitted, which clears it (participant-side §7). */
  const update: ProfileUpdate = {
    displayName: 'Анна Иванова',
    birthDate: '1990-04-12',
    showName: true,
    showBirthDate: false,
    showBio: false,
  };

  it('saves the profile and answers it as saved', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('the signed-in account has a profile', annaProfile)
      .uponReceiving('an own profile update')
      .withRequest('PUT', '/api/profile', (req) => req.headers(jsonHeaders).jsonBody(update))
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          ownProfileBody('confirmed', {
            displayName: 'Анна Иванова',
            birthDate: '1990-04-12',
            bio: null,
            showName: true,
            showBirthDate: false,
            showBio: false,
          }),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const saved = await updateProfile(update);
        expect([saved.displayName, saved.bio, saved.showBirthDate]).toEqual(['Анна Иванова', null, false]);
      }));

  it('refuses a display name over the limit with 400 and the field’s message', () => {
    const tooLong = { ...update, displayName: 'А'.repeat(PROFILE_LIMITS.displayNameMax + 1) };
    return pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('an own profile update with a display name over 100 characters')
      .withRequest('PUT', '/api/profile', (req) => req.headers(jsonHeaders).jsonBody(tooLong))
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody(errorBody(PROFILE_MESSAGES.displayNameTooLong)))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(updateProfile(tooLong));
        expect([error.status, error.serverMessage]).toEqual([400, PROFILE_MESSAGES.displayNameTooLong]);
      });
  });

  it('refuses a suspended account with 403 and the status message', () =>
    pact
      .addInteraction()
      .given('a signed-in account', { ...VIEWER, status: 'suspended' })
      .uponReceiving('an own profile update from a suspended account')
      .withRequest('PUT', '/api/profile', (req) => req.headers(jsonHeaders).jsonBody(update))
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody(errorBody(ACCOUNT_STATUS_MESSAGES.suspended)))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(updateProfile(update, { notify: false }));
        expect([error.status, error.serverMessage]).toEqual([403, ACCOUNT_STATUS_MESSAGES.suspended]);
      }));
});

describe('GET /api/users/{id}/profile', () => {
  it('answers what the other account shows, with the age', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('another account', olegProfile)
      .uponReceiving('a public profile request')
      .withRequest('GET', `/api/users/${OTHER_ID}/profile`)
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody({
          id: OTHER_ID,
          displayName: olegProfile.displayName,
          birthDate: regex(CALENDAR_DATE, olegProfile.birthDate),
          // 44 on the provider's 2030-06-10.
          age: integer(44),
          bio: olegProfile.bio,
          city: string('Москва'),
          status: 'confirmed',
          createdAt: datetime(UTC_TIMESTAMP, '2030-06-10T08:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        useMock(server);
        const profile = await getPublicProfile(OTHER_ID);
        expect(profile).toMatchObject({ id: OTHER_ID, displayName: 'Олег', bio: olegProfile.bio, status: 'confirmed' });
        expect(profile.age).toEqual(expect.any(Number));
      }));

  it('answers 404 with the spec’s text for a missing account', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('a public profile request for a missing account')
      .withRequest('GET', `/api/users/${MISSING_ID}/profile`)
      .willRespondWith(404, (res) => res.headers(jsonHeaders).jsonBody(errorBody(PROFILE_MESSAGES.userNotFound)))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(getPublicProfile(MISSING_ID));
        expect([error.status, error.serverMessage]).toEqual([404, PROFILE_MESSAGES.userNotFound]);
      }));
});

describe('GET /api/users/{id}/events', () => {
  it('answers the events the account organizes', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      // The organizer this state creates is the second account: user 2.
      .given('an upcoming event by another organizer', { title: 'Концерт в парке' })
      .uponReceiving('a request for another account’s events')
      .withRequest('GET', `/api/users/${OTHER_ID}/events`)
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(eventCollectionBody({ title: 'Концерт в парке' })),
      )
      .executeTest(async (server) => {
        useMock(server);
        const events = await getUserEvents(OTHER_ID);
        expect(events.map((event) => [event.title, event.organizerUserId])).toEqual([['Концерт в парке', OTHER_ID]]);
      }));
});

describe('POST /api/users/{id}/claim', () => {
  const reason = 'Оскорбляет участников в описаниях событий';
  const withOther = () => pact.addInteraction().given('a signed-in account', VIEWER).given('another account', olegProfile);

  it('files a pending complaint about the account (201)', () =>
    withOther()
      .uponReceiving('a complaint about another account')
      .withRequest('POST', `/api/users/${OTHER_ID}/claim`, (req) => req.headers(jsonHeaders).jsonBody({ reason }))
      .willRespondWith(201, (res) =>
        res.headers(jsonHeaders).jsonBody({
          id: integer(1),
          userId: OTHER_ID,
          reason,
          status: 'pending',
          createdAt: datetime(UTC_TIMESTAMP, '2030-06-10T09:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        useMock(server);
        const claim = await claimUser(OTHER_ID, `  ${reason}\n`);
        expect([claim.userId, claim.status, claim.reason]).toEqual([OTHER_ID, 'pending', reason]);
      }));

  it('refuses a blank reason with 400', () =>
    withOther()
      .uponReceiving('a complaint about another account with a blank reason')
      .withRequest('POST', `/api/users/${OTHER_ID}/claim`, (req) => req.headers(jsonHeaders).jsonBody({ reason: '' }))
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody(errorBody(CLAIM_MESSAGES.reasonRequired)))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(claimUser(OTHER_ID, '   '));
        expect([error.status, error.serverMessage]).toEqual([400, CLAIM_MESSAGES.reasonRequired]);
      }));

  it('refuses a complaint about oneself with 403', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('a complaint about the signed-in account itself')
      .withRequest('POST', `/api/users/${VIEWER_ID}/claim`, (req) => req.headers(jsonHeaders).jsonBody({ reason }))
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody(errorBody(USER_CLAIM_MESSAGES.ownProfile)))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(claimUser(VIEWER_ID, reason, { notify: false }));
        expect([error.status, error.serverMessage]).toEqual([403, USER_CLAIM_MESSAGES.ownProfile]);
      }));

  it('refuses a second pending complaint with 409', () =>
    withOther()
      .given('the signed-in account already reported the other account')
      .uponReceiving('a second complaint about the same account')
      .withRequest('POST', `/api/users/${OTHER_ID}/claim`, (req) => req.headers(jsonHeaders).jsonBody({ reason }))
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(USER_CLAIM_MESSAGES.alreadyPending)))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(claimUser(OTHER_ID, reason));
        expect([error.status, error.serverMessage]).toEqual([409, USER_CLAIM_MESSAGES.alreadyPending]);
      }));

  it('answers 429 with the rate-limit shape once complaints are exhausted', () =>
    withOther()
      .given('complaints are exhausted for the signed-in account')
      .uponReceiving('a complaint about an account over the limit')
      .withRequest('POST', `/api/users/${OTHER_ID}/claim`, (req) => req.headers(jsonHeaders).jsonBody({ reason }))
      .willRespondWith(429, (res) => res.headers({ ...jsonHeaders, ...rateLimitHeaders }).jsonBody(rateLimitBody('other', 20)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(claimUser(OTHER_ID, reason))).rateLimit?.maxAttempts).toBe(20);
      }));
});
