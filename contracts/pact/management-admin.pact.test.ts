/**
 * Consumer contract of the back office's users, feedback and statistics calls (management-side
 * §2, §3, §7; platform §4, §6), exercised through the app's real API clients
 * (app/src/api/management/{users,feedback,statistics}.ts). Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, verified by bff/test/pact-provider.pact.test.ts.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../app/src/api/client';
import { ApiError } from '../../app/src/api/errors';
import { getManagementFeedback, listManagementFeedback, updateFeedbackStatus } from '../../app/src/api/management/feedback';
import {
  getCategoryStats,
  getModeratorStats,
  getOrganizerStats,
  getParticipantStats,
} from '../../app/src/api/management/statistics';
import { listManagementUsers, updateUserRole, updateUserStatus, type ManagementUsersQuery } from '../../app/src/api/management/users';
import { DEFAULT_PAGE_SIZE, MANAGEMENT_MESSAGES } from '../src';
import { createPact, jsonHeaders } from './pactSetup';

const { boolean, datetime, eachLike, integer, number, regex, string } = MatchersV3;

const pact = createPact();
const useMock = (server: { url: string }) => configureApi({ baseUrl: server.url });
const UTC_TIMESTAMP = "yyyy-MM-dd'T'HH:mm:ss.SSSX";
const timestamp = () => datetime(UTC_TIMESTAMP, '2030-06-10T08:00:00.000Z');

const ADMIN = { email: 'alla@example.com', displayName: 'Алла Админова', role: 'admin' };
const MODERATOR = { email: 'maria@example.com', displayName: 'Мария', role: 'moderator' };
/** 'a signed-in account' is made first (user 1); 'another account' after it is user 2, boris@example.com. */
const ADMIN_ID = 1;
const OTHER_ACCOUNT = { displayName: 'Борис Борисов' };
const OTHER_ID = 2;
const OTHER_EMAIL = 'boris@example.com';
/** Each interaction starts from an empty database: the feedback a state creates is item 1. */
const FEEDBACK_ID = 1;
const MISSING_ID = 999;

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
const errorOf = (message: string) => ({ error: message });

/** A row of the users table; the fields an interaction is about are exact, the rest by type. */
const userRowBody = (fields: Record<string, unknown> = {}) => ({
  id: integer(OTHER_ID),
  name: string(OTHER_ACCOUNT.displayName),
  email: string(OTHER_EMAIL),
  role: regex('^(user|moderator|admin)$', 'user'),
  status: regex('^(confirmed|suspended|blocked)$', 'confirmed'),
  events_created: integer(0),
  events_participated: integer(0),
  createdAt: timestamp(),
  // Sessions made by a provider state are not logins: nobody here has logged in.
  last_login: null,
  ...fields,
});

const firstUsersPage: ManagementUsersQuery = { page: 1, limit: DEFAULT_PAGE_SIZE, sortBy: 'created_at', sortOrder: 'desc' };
const firstUsersPageQuery = { page: '1', limit: String(DEFAULT_PAGE_SIZE), sortBy: 'created_at', sortOrder: 'desc' };

describe('GET /api/management/users', () => {
  it('lists every account to an admin, newest first, with the paging', () =>
    pact
      .addInteraction()
      .given('a signed-in account', ADMIN)
      .given('another account', OTHER_ACCOUNT)
      .uponReceiving('a users list request by an admin')
      .withRequest('GET', '/api/management/users', (req) => req.query(firstUsersPageQuery))
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope({
            users: [
              userRowBody(),
              userRowBody({ id: ADMIN_ID, name: ADMIN.displayName, email: ADMIN.email, role: 'admin', status: 'confirmed' }),
            ],
            pagination: { page: 1, limit: DEFAULT_PAGE_SIZE, total: 2, totalPages: 1, hasMore: false },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const { users, pagination } = await listManagementUsers(firstUsersPage);
        expect(users.map((user) => [user.id, user.email, user.role])).toEqual([
          [OTHER_ID, OTHER_EMAIL, 'user'],
          [ADMIN_ID, ADMIN.email, 'admin'],
        ]);
        expect(pagination.total).toBe(2);
      }));

  it('narrows the list by a search in name or e-mail, the role and the status (`active`)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', ADMIN)
      .given('another account', OTHER_ACCOUNT)
      .uponReceiving('a filtered users list request by an admin')
      .withRequest('GET', '/api/management/users', (req) =>
        req.query({ ...firstUsersPageQuery, role: 'user', status: 'active', search: 'БОРИС' }),
      )
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope({
            users: [userRowBody({ id: OTHER_ID, email: OTHER_EMAIL, role: 'user', status: 'confirmed' })],
            pagination: { page: 1, limit: DEFAULT_PAGE_SIZE, total: 1, totalPages: 1, hasMore: false },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const { users } = await listManagementUsers({ ...firstUsersPage, role: 'user', status: 'active', search: 'БОРИС' });
        expect(users.map((user) => user.email)).toEqual([OTHER_EMAIL]);
      }));

  it('answers 403 «Доступно только администраторам» to a moderator', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .uponReceiving('a users list request by a moderator')
      .withRequest('GET', '/api/management/users', (req) => req.query(firstUsersPageQuery))
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody(errorOf(MANAGEMENT_MESSAGES.adminOnly)))
      .executeTest(async (server) => {
        useMock(server);
        const failure = await failureOf(listManagementUsers(firstUsersPage));
        expect([failure.status, failure.serverMessage]).toEqual([403, MANAGEMENT_MESSAGES.adminOnly]);
      }));
});

describe('PUT /api/management/users/{id}/role and /status', () => {
  it('an admin makes another account a moderator (200, the row as it now is)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', ADMIN)
      .given('another account', OTHER_ACCOUNT)
      .uponReceiving('a role change to moderator by an admin')
      .withRequest('PUT', `/api/management/users/${OTHER_ID}/role`, (req) => req.headers(jsonHeaders).jsonBody({ role: 'moderator' }))
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(envelope(userRowBody({ id: OTHER_ID, role: 'moderator' }))))
      .executeTest(async (server) => {
        useMock(server);
        const updated = await updateUserRole(OTHER_ID, 'moderator');
        expect([updated.id, updated.role]).toEqual([OTHER_ID, 'moderator']);
      }));

  // The last-admin rule (409) cannot be reached by one request: the caller is a confirmed admin
  // other than any target, and their own account is refused first (403 below). The BFF's own
  // concurrency test covers it; app/src/api/management/users.test.ts shows its text reaching the page.
  it('refuses an admin’s change of their own role with 403', () =>
    pact
      .addInteraction()
      .given('a signed-in account', ADMIN)
      .uponReceiving('a change of the admin’s own role')
      .withRequest('PUT', `/api/management/users/${ADMIN_ID}/role`, (req) => req.headers(jsonHeaders).jsonBody({ role: 'moderator' }))
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody(errorOf(MANAGEMENT_MESSAGES.ownAccount)))
      .executeTest(async (server) => {
        useMock(server);
        const failure = await failureOf(updateUserRole(ADMIN_ID, 'moderator'));
        expect([failure.status, failure.serverMessage]).toEqual([403, MANAGEMENT_MESSAGES.ownAccount]);
      }));

  it('an admin suspends another account (200, the row as it now is)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', ADMIN)
      .given('another account', OTHER_ACCOUNT)
      .uponReceiving('a status change to suspended by an admin')
      .withRequest('PUT', `/api/management/users/${OTHER_ID}/status`, (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'suspended' }),
      )
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(envelope(userRowBody({ id: OTHER_ID, status: 'suspended' }))))
      .executeTest(async (server) => {
        useMock(server);
        const updated = await updateUserStatus(OTHER_ID, 'suspended');
        expect([updated.id, updated.status]).toEqual([OTHER_ID, 'suspended']);
      }));
});

/** A feedback item as staff see it; the fields an interaction is about are exact, the rest by type. */
const feedbackItemBody = (fields: Record<string, unknown> = {}) => ({
  id: FEEDBACK_ID,
  userId: integer(OTHER_ID),
  userName: string(OTHER_ACCOUNT.displayName),
  email: string(OTHER_EMAIL),
  subject: string('Отзыв 1'),
  message: string('Сообщение номер 1'),
  category: regex('^(general|bug|improvement)$', 'general'),
  status: 'new',
  adminComment: null,
  createdAt: timestamp(),
  updatedAt: timestamp(),
  resolverName: null,
  resolvedAt: null,
  ...fields,
});

/** A wide range of city dates: the filter is sent and honoured, whatever the day the state runs. */
const WIDE_RANGE = { dateFrom: '2020-01-01', dateTo: '2099-12-31' };
const feedbackPageQuery = { page: '1', limit: String(DEFAULT_PAGE_SIZE) };

describe('GET /api/management/feedback', () => {
  it('lists the feedback that matches the status and the date range', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('another account', OTHER_ACCOUNT)
      .given('a feedback item exists', { status: 'new' })
      .uponReceiving('a feedback list request filtered by status and dates')
      .withRequest('GET', '/api/management/feedback', (req) => req.query({ ...feedbackPageQuery, status: 'new', ...WIDE_RANGE }))
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope({
            feedback: eachLike(feedbackItemBody(), 1),
            page: 1,
            limit: DEFAULT_PAGE_SIZE,
            total: integer(1),
            totalPages: integer(1),
            hasMore: boolean(false),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const page = await listManagementFeedback({ page: 1, limit: DEFAULT_PAGE_SIZE, status: 'new', ...WIDE_RANGE });
        expect(page.feedback.map((item) => [item.id, item.status])).toEqual([[FEEDBACK_ID, 'new']]);
      }));

  it('answers an empty page when nothing matches the status', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('another account', OTHER_ACCOUNT)
      .given('a feedback item exists', { status: 'new' })
      .uponReceiving('a feedback list request for a status nobody has')
      .withRequest('GET', '/api/management/feedback', (req) => req.query({ ...feedbackPageQuery, status: 'resolved' }))
      .willRespondWith(200, (res) =>
        res
          .headers(jsonHeaders)
          .jsonBody(envelope({ feedback: [], page: 1, limit: DEFAULT_PAGE_SIZE, total: 0, totalPages: 0, hasMore: false })),
      )
      .executeTest(async (server) => {
        useMock(server);
        const page = await listManagementFeedback({ page: 1, limit: DEFAULT_PAGE_SIZE, status: 'resolved' });
        expect([page.feedback, page.total]).toEqual([[], 0]);
      }));
});

describe('one feedback item', () => {
  it('GET /api/management/feedback/{id} answers the item in full', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .given('another account', OTHER_ACCOUNT)
      .given('a feedback item exists', { status: 'new' })
      .uponReceiving('a feedback detail request')
      .withRequest('GET', `/api/management/feedback/${FEEDBACK_ID}`)
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(envelope(feedbackItemBody())))
      .executeTest(async (server) => {
        useMock(server);
        const item = await getManagementFeedback(FEEDBACK_ID);
        expect([item.id, item.status, item.resolverName]).toEqual([FEEDBACK_ID, 'new', null]);
      }));

  it('GET /api/management/feedback/{id} answers 404 «Отзыв не найден» for a missing item', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .uponReceiving('a detail request for missing feedback')
      .withRequest('GET', `/api/management/feedback/${MISSING_ID}`)
      .willRespondWith(404, (res) => res.headers(jsonHeaders).jsonBody(errorOf(MANAGEMENT_MESSAGES.feedbackNotFound)))
      .executeTest(async (server) => {
        useMock(server);
        const failure = await failureOf(getManagementFeedback(MISSING_ID));
        expect([failure.status, failure.serverMessage]).toEqual([404, MANAGEMENT_MESSAGES.feedbackNotFound]);
      }));

  it('PUT resolves the item with a comment and records who resolved it and when', () =>
    pact
      .addInteraction()
      .given('a signed-in account', ADMIN)
      .given('another account', OTHER_ACCOUNT)
      .given('a feedback item exists', { status: 'new' })
      .uponReceiving('a feedback status update to resolved')
      .withRequest('PUT', `/api/management/feedback/${FEEDBACK_ID}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'resolved', adminComment: 'Исправлено в новой версии' }),
      )
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope(
            feedbackItemBody({
              status: 'resolved',
              adminComment: 'Исправлено в новой версии',
              resolverName: ADMIN.displayName,
              resolvedAt: timestamp(),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const saved = await updateFeedbackStatus(FEEDBACK_ID, { status: 'resolved', adminComment: 'Исправлено в новой версии' });
        expect([saved.status, saved.adminComment, saved.resolverName]).toEqual(['resolved', 'Исправлено в новой версии', ADMIN.displayName]);
        expect(saved.resolvedAt).not.toBeNull();
      }));
});

const statsPage = { page: 1, limit: DEFAULT_PAGE_SIZE, total: integer(1), totalPages: integer(1), hasMore: boolean(false) };

describe('GET /api/management/statistics/*', () => {
  it('organizers: name with e-mail, counts, the average and the claims, sorted and paged', () =>
    pact
      .addInteraction()
      .given('a signed-in account', ADMIN)
      .given('the platform has activity')
      .uponReceiving('an organizers statistics request')
      .withRequest('GET', '/api/management/statistics/organizers', (req) =>
        req.query({ page: '1', limit: String(DEFAULT_PAGE_SIZE), sortBy: 'events_count', sortOrder: 'desc' }),
      )
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope({
            organizers: eachLike(
              {
                user_id: integer(2),
                user_name: string('Олег Организаторов'),
                user_email: string('organizer@example.com'),
                events_count: integer(2),
                total_participants: integer(4),
                avg_participants_per_event: number(2),
                total_claims: integer(3),
                approved_claims: integer(1),
              },
              1,
            ),
            ...statsPage,
          }),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const { organizers } = await getOrganizerStats({ page: 1, limit: DEFAULT_PAGE_SIZE, sortBy: 'events_count', sortOrder: 'desc' });
        expect(organizers.length).toBeGreaterThan(0);
      }));

  it('participants: name with e-mail, events joined and the registration date, sorted and paged', () =>
    pact
      .addInteraction()
      .given('a signed-in account', ADMIN)
      .given('the platform has activity')
      .uponReceiving('a participants statistics request')
      .withRequest('GET', '/api/management/statistics/participants', (req) =>
        req.query({ page: '1', limit: String(DEFAULT_PAGE_SIZE), sortBy: 'registration_date', sortOrder: 'asc' }),
      )
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope({
            participants: eachLike(
              {
                user_id: integer(3),
                user_name: string('Участник 1'),
                user_email: string('active1@example.com'),
                events_participated: integer(2),
                registration_date: timestamp(),
              },
              1,
            ),
            ...statsPage,
          }),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const { participants } = await getParticipantStats({
          page: 1,
          limit: DEFAULT_PAGE_SIZE,
          sortBy: 'registration_date',
          sortOrder: 'asc',
        });
        expect(participants.length).toBeGreaterThan(0);
      }));

  it('categories: every category with its counts and average, not paged', () =>
    pact
      .addInteraction()
      .given('a signed-in account', ADMIN)
      .given('the platform has activity')
      .uponReceiving('a categories statistics request')
      .withRequest('GET', '/api/management/statistics/categories')
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope({
            categories: eachLike(
              {
                category: string('культура и искусство'),
                events_count: integer(1),
                total_participants: integer(3),
                avg_participants: number(3),
              },
              1,
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        expect((await getCategoryStats()).length).toBeGreaterThan(0);
      }));

  it('moderators: reviewed, approved, rejected and the approval rate in percent, for an admin', () =>
    pact
      .addInteraction()
      .given('a signed-in account', ADMIN)
      .given('the platform has activity')
      .uponReceiving('a moderators statistics request by an admin')
      .withRequest('GET', '/api/management/statistics/moderators')
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(
          envelope({
            moderators: eachLike(
              {
                moderator_id: integer(ADMIN_ID),
                moderator_name: string(ADMIN.displayName),
                total_claims_reviewed: integer(2),
                claims_approved: integer(1),
                claims_rejected: integer(1),
                approval_rate: number(50),
              },
              1,
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMock(server);
        const [first] = await getModeratorStats();
        expect(first?.approval_rate).toBe(50);
      }));

  it('moderators: 403 «Доступно только администраторам» for a moderator', () =>
    pact
      .addInteraction()
      .given('a signed-in account', MODERATOR)
      .uponReceiving('a moderators statistics request by a moderator')
      .withRequest('GET', '/api/management/statistics/moderators')
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody(errorOf(MANAGEMENT_MESSAGES.adminOnly)))
      .executeTest(async (server) => {
        useMock(server);
        const failure = await failureOf(getModeratorStats());
        expect([failure.status, failure.serverMessage]).toEqual([403, MANAGEMENT_MESSAGES.adminOnly]);
      }));
});
