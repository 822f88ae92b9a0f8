/**
 * Consumer contract of the back office's shell, dashboard and complaint calls (management-side §2,
 * §7, §8; platform §4, §6), exercised through the app's real API clients (app/src/api/auth.ts,
 * app/src/api/management/{overview,claims}.ts). Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, verified by bff/test/pact-provider.pact.test.ts.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCurrentUser } from '../../app/src/api/auth';
import { configureApi } from '../../app/src/api/client';
import { ApiError } from '../../app/src/api/errors';
import {
  decideEventClaim,
  decideUserClaim,
  getEventClaims,
  getUserClaims,
  updateManagedUser,
  type ClaimsQuery,
  type EventClaimSortColumn,
  type UserClaimSortColumn,
} from '../../app/src/api/management/claims';
import { getFeedbackStatistics, getStatisticsOverview } from '../../app/src/api/management/overview';
import { DEFAULT_PAGE_SIZE, MANAGEMENT_MESSAGES } from '../src';
import { createPact, errorBody, jsonHeaders, userBody } from './pactSetup';

const { boolean, datetime, decimal, eachLike, integer, regex, string } = MatchersV3;

const pact = createPact();
const useMock = (server: { url: string }) => configureApi({ baseUrl: server.url });
const UTC_TIMESTAMP = "yyyy-MM-dd'T'HH:mm:ss.SSSX";
const timestamp = () => datetime(UTC_TIMESTAMP, '2030-06-10T08:00:00.000Z');

const MODERATOR = { email: 'maria@example.com', displayName: 'Мария', role: 'moderator' };
const PLAIN_USER = { email: 'anna@example.com', displayName: 'Анна' };
/** 'another account' is made after 'a signed-in account' (user 1): user 2, the reported account. */
const OTHER_ACCOUNT = { displayName: 'Борис' };
const OTHER_ID = 2;
/** Each interaction starts from an empty database: the complaint a state files is complaint 1. */
const CLAIM_ID = 1;
const MISSING_ID = 999;

const firstEventPage: ClaimsQuery<EventClaimSortColumn> = { page: 1, limit: DEFAULT_PAGE_SIZE, sortBy: 'created_at', sortOrder: 'desc' };
const firstUserPage: ClaimsQuery<UserClaimSortColumn> = { page: 1, limit: DEFAULT_PAGE_SIZE, sortBy: 'created_at', sortOrder: 'desc' };
const pageQuery = { page: '1', limit: String(DEFAULT_PAGE_SIZE), sortBy: 'created_at', sortOrder: 'desc' };

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => configureApi({ baseUrl: '' }));

const envelope = <T>(data: T) => ({ success: true, data });
/** A one-page list of one row: page, limit, total, totalPages, hasMore (management-side §3). */
const onePage = { page: 1, limit: DEFAULT_PAGE_SIZE, total: integer(1), totalPages: integer(1), hasMore: boolean(false) };

/** An event complaint filed by a person; the fields an interaction is about are exact. */
const eventComplaintBody = (fields: Record<string, unknown> = {}) => ({
  id: CLAIM_ID,
  eventId: integer(1),
  eventTitle: string('Концерт в парке'),
  organizerName: string('Олег Организаторов'),
  reporterUserId: integer(3),
  reporterName: string('Ирина'),
  reason: string('Организатор просит предоплату на личную карту'),
  status: 'pending',
  createdAt: timestamp(),
  updatedAt: timestamp(),
  reviewedAt: null,
  moderatorName: null,
  resolutionComment: null,
  metadata: null,
  ...fields,
});

/** participant-side §3: the automatic moderation's complaint: no reporter, the model's findings. */
const systemComplaintBody = () =>
  eventComplaintBody({
    reporterUserId: null,
    reporterName: null,
    metadata: {
      autoModeration: true,
      systemGenerated: true,
      model: string('city-moderation-v1'),
      confidence: decimal(0.93),
      category: regex('^(extremism|hatred|rally|drugs|violence|pornography|disobedience|suicide)$', 'drugs'),
      lawReference: string('ст. 228 УК РФ'),
      checkedAt: timestamp(),
    },
  });

const userComplaintBody = (fields: Record<string, unknown> = {}) => ({
  id: CLAIM_ID,
  user_id: OTHER_ID,
  user_name: string('Борис'),
  user_email: string('boris@example.com'),
  user_status: regex('^(confirmed|suspended|blocked)$', 'confirmed'),
  claimed_by_name: string('Ирина'),
  claim_reason: string('Оскорбляет участников'),
  status: 'pending',
  created_at: timestamp(),
  reviewed_at: null,
  reviewed_by_name: null,
  moderator_comment: null,
  ...fields,
});

describe('the admin layout', () => {
  it('GET /api/auth/me answers a moderator’s role, which the layout labels', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .uponReceiving('a session check by a moderator')
      .withRequest('GET', '/api/auth/me')
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody({ ...userBody(MODERATOR.email, MODERATOR.displayName), role: 'moderator', status: 'confirmed' }),
      )
      .executeTest(async (server) => {
        useMock(server);
        const user = await getCurrentUser();
        expect([user.role, user.status, user.displayName]).toEqual(['moderator', 'confirmed', MODERATOR.displayName]);
      }));
});

describe('GET /api/management/statistics/overview', () => {
  it('answers the six totals to a moderator', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('the platform has activity')
      .uponReceiving('a statistics overview request by a moderator')
      .withRequest('GET', '/api/management/statistics/overview')
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope({
            totalUsers: integer(6),
            totalEvents: integer(3),
            totalClaims: integer(2),
            pendingClaims: integer(1),
            blockedUsers: integer(0),
            suspendedUsers: integer(0),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const overview = await getStatisticsOverview();
        expect(Object.keys(overview).sort()).toEqual(
          ['blockedUsers', 'pendingClaims', 'suspendedUsers', 'totalClaims', 'totalEvents', 'totalUsers'].sort(),
        );
      }));

  it('refuses a plain user with 403 and the staff-only text (the access-denied screen, not a sign-out)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', PLAIN_USER)
      .uponReceiving('a statistics overview request by a plain user')
      .withRequest('GET', '/api/management/statistics/overview')
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody({ error: MANAGEMENT_MESSAGES.staffOnly }))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(getStatisticsOverview());
        expect([error.status, error.serverMessage]).toEqual([403, MANAGEMENT_MESSAGES.staffOnly]);
      }));

  it('answers 401 without a session', () =>
    pact
      .addInteraction()
      .given('no session')
      .uponReceiving('a statistics overview request without a session')
      .withRequest('GET', '/api/management/statistics/overview')
      .willRespondWith(401, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Требуется авторизация')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(getStatisticsOverview())).status).toBe(401);
      }));
});

describe('GET /api/management/feedback/statistics', () => {
  it('answers the total and the count of each status (the dashboard’s new-feedback card)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('a feedback item exists', { status: 'new' })
      .uponReceiving('a feedback statistics request by a moderator')
      .withRequest('GET', '/api/management/feedback/statistics')
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(envelope({ total: integer(1), byStatus: { new: integer(1), read: integer(0), resolved: integer(0) } })),
      )
      .executeTest(async (server) => {
        useMock(server);
        const statistics = await getFeedbackStatistics();
        expect(statistics.byStatus.new).toBeGreaterThanOrEqual(0);
        expect(statistics.total).toBe(statistics.byStatus.new + statistics.byStatus.read + statistics.byStatus.resolved);
      }));
});

describe('GET /api/management/claims/events', () => {
  it('lists a pending complaint filed by a person, newest first, with its paging', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('an event complaint is pending')
      .uponReceiving('an event complaints list request')
      .withRequest('GET', '/api/management/claims/events', (req) => req.query(pageQuery))
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(envelope({ claims: eachLike(eventComplaintBody(), 1), ...onePage })))
      .executeTest(async (server) => {
        useMock(server);
        const page = await getEventClaims(firstEventPage);
        expect(page.claims.map((claim) => [claim.id, claim.status, claim.metadata])).toEqual([[CLAIM_ID, 'pending', null]]);
        expect([page.page, page.limit]).toEqual([1, DEFAULT_PAGE_SIZE]);
      }));

  it('lists an automatic-moderation complaint with its model, confidence, category and law', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('a system complaint is pending')
      .uponReceiving('an event complaints list request with a system complaint, pending only')
      .withRequest('GET', '/api/management/claims/events', (req) => req.query({ ...pageQuery, status: 'pending' }))
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(envelope({ claims: eachLike(systemComplaintBody(), 1), ...onePage })))
      .executeTest(async (server) => {
        useMock(server);
        const [claim] = (await getEventClaims({ ...firstEventPage, status: 'pending' })).claims;
        expect(claim?.reporterName).toBeNull();
        expect(claim?.metadata?.systemGenerated).toBe(true);
        expect(claim?.metadata?.confidence).toEqual(expect.any(Number));
      }));
});

describe('PUT /api/management/claims/events/{id}', () => {
  const comment = 'Нарушение подтверждено';

  it('approves a pending complaint and answers it decided, with the reviewer and the comment', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('an event complaint is pending')
      .uponReceiving('an approval of a pending event complaint')
      .withRequest('PUT', `/api/management/claims/events/${CLAIM_ID}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'approved', resolutionComment: comment }),
      )
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope(
            eventComplaintBody({
              status: 'approved',
              reviewedAt: timestamp(),
              moderatorName: MODERATOR.displayName,
              resolutionComment: comment,
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const decided = await decideEventClaim(CLAIM_ID, { status: 'approved', comment });
        expect([decided.status, decided.moderatorName, decided.resolutionComment]).toEqual(['approved', MODERATOR.displayName, comment]);
      }));

  it('answers 409 for a complaint that was decided already', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('an event complaint was decided')
      .uponReceiving('a rejection of an event complaint that was decided already')
      .withRequest('PUT', `/api/management/claims/events/${CLAIM_ID}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'rejected', resolutionComment: null }),
      )
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody({ error: MANAGEMENT_MESSAGES.claimAlreadyDecided }))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(decideEventClaim(CLAIM_ID, { status: 'rejected', comment: null }));
        expect([error.status, error.serverMessage]).toEqual([409, MANAGEMENT_MESSAGES.claimAlreadyDecided]);
      }));

  it('answers 404 for a complaint that does not exist', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .uponReceiving('a decision on a missing event complaint')
      .withRequest('PUT', `/api/management/claims/events/${MISSING_ID}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'approved', resolutionComment: null }),
      )
      .willRespondWith(404, (res) => res.headers(jsonHeaders).jsonBody({ error: MANAGEMENT_MESSAGES.claimNotFound }))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(decideEventClaim(MISSING_ID, { status: 'approved', comment: null }));
        expect([error.status, error.serverMessage]).toEqual([404, MANAGEMENT_MESSAGES.claimNotFound]);
      }));
});

describe('GET /api/management/claims/users', () => {
  it('lists a pending complaint about an account with that account’s current status', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('another account', OTHER_ACCOUNT)
      .given('a user complaint is pending')
      .uponReceiving('a user complaints list request')
      .withRequest('GET', '/api/management/claims/users', (req) => req.query(pageQuery))
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(envelope({ claims: eachLike(userComplaintBody(), 1), ...onePage })))
      .executeTest(async (server) => {
        useMock(server);
        const page = await getUserClaims(firstUserPage);
        expect(page.claims.map((claim) => [claim.id, claim.user_id, claim.status])).toEqual([[CLAIM_ID, OTHER_ID, 'pending']]);
      }));
});

describe('PUT /api/management/claims/users/{id}', () => {
  it('rejects a pending complaint with a comment', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('another account', OTHER_ACCOUNT)
      .given('a user complaint is pending')
      .uponReceiving('a rejection of a pending user complaint')
      .withRequest('PUT', `/api/management/claims/users/${CLAIM_ID}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'rejected', moderator_comment: 'Нарушений нет' }),
      )
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope(
            userComplaintBody({
              status: 'rejected',
              reviewed_at: timestamp(),
              reviewed_by_name: MODERATOR.displayName,
              moderator_comment: 'Нарушений нет',
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const decided = await decideUserClaim(CLAIM_ID, { status: 'rejected', comment: 'Нарушений нет' });
        expect([decided.status, decided.reviewed_by_name]).toEqual(['rejected', MODERATOR.displayName]);
      }));

  it('answers 409 for a complaint that was decided already', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('another account', OTHER_ACCOUNT)
      .given('a user complaint was decided')
      .uponReceiving('an approval of a user complaint that was decided already')
      .withRequest('PUT', `/api/management/claims/users/${CLAIM_ID}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'approved', moderator_comment: null }),
      )
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody({ error: MANAGEMENT_MESSAGES.claimAlreadyDecided }))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(decideUserClaim(CLAIM_ID, { status: 'approved', comment: null }));
        expect([error.status, error.serverMessage]).toEqual([409, MANAGEMENT_MESSAGES.claimAlreadyDecided]);
      }));

  it('answers 404 for a complaint that does not exist', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .uponReceiving('a decision on a missing user complaint')
      .withRequest('PUT', `/api/management/claims/users/${MISSING_ID}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'approved', moderator_comment: null }),
      )
      .willRespondWith(404, (res) => res.headers(jsonHeaders).jsonBody({ error: MANAGEMENT_MESSAGES.claimNotFound }))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(decideUserClaim(MISSING_ID, { status: 'approved', comment: null }));
        expect([error.status, error.serverMessage]).toEqual([404, MANAGEMENT_MESSAGES.claimNotFound]);
      }));
});

describe('PUT /api/management/users/{id}', () => {
  it('lets a moderator suspend a plain user and answers the row as it now is', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('another account', OTHER_ACCOUNT)
      .uponReceiving('a moderator suspending a plain user')
      .withRequest('PUT', `/api/management/users/${OTHER_ID}`, (req) => req.headers(jsonHeaders).jsonBody({ status: 'suspended' }))
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope({
            id: OTHER_ID,
            name: string(OTHER_ACCOUNT.displayName),
            email: string('boris@example.com'),
            role: 'user',
            status: 'suspended',
            events_created: integer(0),
            events_participated: integer(0),
            createdAt: timestamp(),
            last_login: null,
          }),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const user = await updateManagedUser(OTHER_ID, { status: 'suspended' });
        expect([user.id, user.role, user.status]).toEqual([OTHER_ID, 'user', 'suspended']);
      }));

  it('refuses a plain user with 403', () =>
    pact
      .addInteraction()
      .given('a signed-in account', PLAIN_USER)
      .given('another account', OTHER_ACCOUNT)
      .uponReceiving('a plain user trying to block another account')
      .withRequest('PUT', `/api/management/users/${OTHER_ID}`, (req) => req.headers(jsonHeaders).jsonBody({ status: 'blocked' }))
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody({ error: MANAGEMENT_MESSAGES.staffOnly }))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(updateManagedUser(OTHER_ID, { status: 'blocked' }));
        expect([error.status, error.serverMessage]).toEqual([403, MANAGEMENT_MESSAGES.staffOnly]);
      }));

  it('refuses an update with neither status nor role with 400 (management-side §5)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('another account', OTHER_ACCOUNT)
      .uponReceiving('an account update with an empty body')
      .withRequest('PUT', `/api/management/users/${OTHER_ID}`, (req) => req.headers(jsonHeaders).jsonBody({}))
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody({ error: MANAGEMENT_MESSAGES.nothingToUpdate }))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(updateManagedUser(OTHER_ID, {}));
        expect([error.status, error.serverMessage]).toEqual([400, MANAGEMENT_MESSAGES.nothingToUpdate]);
      }));
});
