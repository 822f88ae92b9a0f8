/**
 * Consumer contract of the back office's users, feedback and statistics calls (docs/back-office.md#feedback), exercised through the app's real API clients
 * (app/src/api/management/{users,feedback,statistics}.ts). Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, verified by bff/test/pact-provider.pact.test.ts.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MANAGEMENT_MESSAGES } from '@city/contracts';
import { envelope, onePage, timestamp } from '@city/contracts/pact';
import { configureApi } from '../src/api/client';
import { getManagementFeedback, listManagementFeedback, updateFeedbackStatus } from '../src/api/management/feedback';
import {
  getCategoryStats,
  getModeratorStats,
  getOrganizerStats,
  getParticipantStats,
} from '../src/api/management/statistics';
import { listManagementUsers, updateUserRole, updateUserStatus, type ManagementUsersQuery } from '../src/api/management/users';
import { createPact, get, interactionsOf, put, type ProviderState } from './interactions';

const { eachLike, integer, number, regex, string } = MatchersV3;

const { expectAnswer, expectRefusal } = interactionsOf(createPact());

const ADMIN = { email: 'alla@example.com', displayName: 'Алла Админова', role: 'admin' };
const ADMINISTERING: ProviderState = ['a signed-in account', ADMIN];
const MODERATING: ProviderState = ['a signed-in account', { email: 'maria@example.com', displayName: 'Мария', role: 'moderator' }];
/** 'a signed-in account' is made first (user 1); 'another account' after it is user 2, boris@example.com. */
const ADMIN_ID = 1;
const OTHER_NAME = 'Борис Борисов';
const OTHER_ACCOUNT: ProviderState = ['another account', { displayName: OTHER_NAME }];
const OTHER_ID = 2;
const OTHER_EMAIL = 'boris@example.com';
/** Each interaction starts from an empty database: the feedback a state creates is item 1. */
const FEEDBACK_ID = 1;
const MISSING_ID = 999;
const WITH_NEW_FEEDBACK: ProviderState = ['a feedback item exists', { status: 'new' }];
const WITH_ACTIVITY: ProviderState = ['the platform has activity'];

beforeEach(() => configureApi({ baseUrl: '' }));

const errorOf = (message: string) => ({ error: message });

/** A row of the users table; the fields an interaction is about are exact, the rest by type. */
const userRowBody = (fields: Record<string, unknown> = {}) => ({
  id: integer(OTHER_ID),
  name: string(OTHER_NAME),
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
/** The users list pages with exact counts in `pagination` (docs/back-office.md#users). */
const usersPagination = (total: number) => ({ page: 1, limit: DEFAULT_PAGE_SIZE, total, totalPages: 1, hasMore: false });

describe('GET /api/management/users', () => {
  it('lists every account to an admin, newest first, with the paging', () =>
    expectAnswer({
      states: [ADMINISTERING, OTHER_ACCOUNT],
      description: 'a users list request by an admin',
      request: get('/api/management/users', firstUsersPageQuery),
      body: envelope({
        users: [
          userRowBody(),
          userRowBody({ id: ADMIN_ID, name: ADMIN.displayName, email: ADMIN.email, role: 'admin', status: 'confirmed' }),
        ],
        pagination: usersPagination(2),
      }),
      call: () => listManagementUsers(firstUsersPage),
      check: ({ users, pagination }) => {
        expect(users.map((user) => [user.id, user.email, user.role])).toEqual([
          [OTHER_ID, OTHER_EMAIL, 'user'],
          [ADMIN_ID, ADMIN.email, 'admin'],
        ]);
        expect(pagination.total).toBe(2);
      },
    }));

  it('narrows the list by a search in name or e-mail, the role and the status (`active`)', () =>
    expectAnswer({
      states: [ADMINISTERING, OTHER_ACCOUNT],
      description: 'a filtered users list request by an admin',
      request: get('/api/management/users', { ...firstUsersPageQuery, role: 'user', status: 'active', search: 'БОРИС' }),
      body: envelope({
        users: [userRowBody({ id: OTHER_ID, email: OTHER_EMAIL, role: 'user', status: 'confirmed' })],
        pagination: usersPagination(1),
      }),
      call: () => listManagementUsers({ ...firstUsersPage, role: 'user', status: 'active', search: 'БОРИС' }),
      check: ({ users }) => expect(users.map((user) => user.email)).toEqual([OTHER_EMAIL]),
    }));

  it('answers 403 «Доступно только администраторам» to a moderator', () =>
    expectRefusal({
      states: [MODERATING],
      description: 'a users list request by a moderator',
      request: get('/api/management/users', firstUsersPageQuery),
      status: 403,
      error: errorOf(MANAGEMENT_MESSAGES.adminOnly),
      call: () => listManagementUsers(firstUsersPage),
      message: MANAGEMENT_MESSAGES.adminOnly,
    }));
});

describe('PUT /api/management/users/{id}/role and /status', () => {
  it('an admin makes another account a moderator (200, the row as it now is)', () =>
    expectAnswer({
      states: [ADMINISTERING, OTHER_ACCOUNT],
      description: 'a role change to moderator by an admin',
      request: put(`/api/management/users/${OTHER_ID}/role`, { role: 'moderator' }),
      body: envelope(userRowBody({ id: OTHER_ID, role: 'moderator' })),
      call: () => updateUserRole(OTHER_ID, 'moderator'),
      check: (updated) => expect([updated.id, updated.role]).toEqual([OTHER_ID, 'moderator']),
    }));

  // The last-admin rule (409) cannot be reached by one request: the caller is a confirmed admin
  // other than any target, and their own account is refused first (403 below). The BFF's own
  // concurrency test covers it; app/src/api/management/users.test.ts shows its text reaching the page.
  it('refuses an admin’s change of their own role with 403', () =>
    expectRefusal({
      states: [ADMINISTERING],
      description: 'a change of the admin’s own role',
      request: put(`/api/management/users/${ADMIN_ID}/role`, { role: 'moderator' }),
      status: 403,
      error: errorOf(MANAGEMENT_MESSAGES.ownAccount),
      call: () => updateUserRole(ADMIN_ID, 'moderator'),
      message: MANAGEMENT_MESSAGES.ownAccount,
    }));

  it('an admin suspends another account (200, the row as it now is)', () =>
    expectAnswer({
      states: [ADMINISTERING, OTHER_ACCOUNT],
      description: 'a status change to suspended by an admin',
      request: put(`/api/management/users/${OTHER_ID}/status`, { status: 'suspended' }),
      body: envelope(userRowBody({ id: OTHER_ID, status: 'suspended' })),
      call: () => updateUserStatus(OTHER_ID, 'suspended'),
      check: (updated) => expect([updated.id, updated.status]).toEqual([OTHER_ID, 'suspended']),
    }));
});

/** A feedback item as staff see it; the fields an interaction is about are exact, the rest by type. */
const feedbackItemBody = (fields: Record<string, unknown> = {}) => ({
  id: FEEDBACK_ID,
  userId: integer(OTHER_ID),
  userName: string(OTHER_NAME),
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
    expectAnswer({
      states: [MODERATING, OTHER_ACCOUNT, WITH_NEW_FEEDBACK],
      description: 'a feedback list request filtered by status and dates',
      request: get('/api/management/feedback', { ...feedbackPageQuery, status: 'new', ...WIDE_RANGE }),
      body: envelope({ feedback: eachLike(feedbackItemBody(), 1), ...onePage }),
      call: () => listManagementFeedback({ page: 1, limit: DEFAULT_PAGE_SIZE, status: 'new', ...WIDE_RANGE }),
      check: (page) => expect(page.feedback.map((item) => [item.id, item.status])).toEqual([[FEEDBACK_ID, 'new']]),
    }));

  it('answers an empty page when nothing matches the status', () =>
    expectAnswer({
      states: [MODERATING, OTHER_ACCOUNT, WITH_NEW_FEEDBACK],
      description: 'a feedback list request for a status nobody has',
      request: get('/api/management/feedback', { ...feedbackPageQuery, status: 'resolved' }),
      body: envelope({ feedback: [], page: 1, limit: DEFAULT_PAGE_SIZE, total: 0, totalPages: 0, hasMore: false }),
      call: () => listManagementFeedback({ page: 1, limit: DEFAULT_PAGE_SIZE, status: 'resolved' }),
      check: (page) => expect([page.feedback, page.total]).toEqual([[], 0]),
    }));
});

describe('one feedback item', () => {
  it('GET /api/management/feedback/{id} answers the item in full', () =>
    expectAnswer({
      states: [MODERATING, OTHER_ACCOUNT, WITH_NEW_FEEDBACK],
      description: 'a feedback detail request',
      request: get(`/api/management/feedback/${FEEDBACK_ID}`),
      body: envelope(feedbackItemBody()),
      call: () => getManagementFeedback(FEEDBACK_ID),
      check: (item) => expect([item.id, item.status, item.resolverName]).toEqual([FEEDBACK_ID, 'new', null]),
    }));

  it('GET /api/management/feedback/{id} answers 404 «Отзыв не найден» for a missing item', () =>
    expectRefusal({
      states: [MODERATING],
      description: 'a detail request for missing feedback',
      request: get(`/api/management/feedback/${MISSING_ID}`),
      status: 404,
      error: errorOf(MANAGEMENT_MESSAGES.feedbackNotFound),
      call: () => getManagementFeedback(MISSING_ID),
      message: MANAGEMENT_MESSAGES.feedbackNotFound,
    }));

  it('PUT resolves the item with a comment and records who resolved it and when', () => {
    const resolution = { status: 'resolved', adminComment: 'Исправлено в новой версии' } as const;
    return expectAnswer({
      states: [ADMINISTERING, OTHER_ACCOUNT, WITH_NEW_FEEDBACK],
      description: 'a feedback status update to resolved',
      request: put(`/api/management/feedback/${FEEDBACK_ID}`, resolution),
      body: envelope(feedbackItemBody({ ...resolution, resolverName: ADMIN.displayName, resolvedAt: timestamp() })),
      call: () => updateFeedbackStatus(FEEDBACK_ID, resolution),
      check: (saved) => {
        expect([saved.status, saved.adminComment, saved.resolverName]).toEqual(['resolved', resolution.adminComment, ADMIN.displayName]);
        expect(saved.resolvedAt).not.toBeNull();
      },
    });
  });
});

describe('GET /api/management/statistics/*', () => {
  it('organizers: name with e-mail, counts, the average and the claims, sorted and paged', () => {
    const sorting = { sortBy: 'events_count', sortOrder: 'desc' } as const;
    return expectAnswer({
      states: [ADMINISTERING, WITH_ACTIVITY],
      description: 'an organizers statistics request',
      request: get('/api/management/statistics/organizers', { page: '1', limit: String(DEFAULT_PAGE_SIZE), ...sorting }),
      body: envelope({
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
        ...onePage,
      }),
      call: () => getOrganizerStats({ page: 1, limit: DEFAULT_PAGE_SIZE, ...sorting }),
      check: ({ organizers }) => expect(organizers.length).toBeGreaterThan(0),
    });
  });

  it('participants: name with e-mail, events joined and the registration date, sorted and paged', () => {
    const sorting = { sortBy: 'registration_date', sortOrder: 'asc' } as const;
    return expectAnswer({
      states: [ADMINISTERING, WITH_ACTIVITY],
      description: 'a participants statistics request',
      request: get('/api/management/statistics/participants', { page: '1', limit: String(DEFAULT_PAGE_SIZE), ...sorting }),
      body: envelope({
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
        ...onePage,
      }),
      call: () => getParticipantStats({ page: 1, limit: DEFAULT_PAGE_SIZE, ...sorting }),
      check: ({ participants }) => expect(participants.length).toBeGreaterThan(0),
    });
  });

  it('categories: every category with its counts and average, not paged', () =>
    expectAnswer({
      states: [ADMINISTERING, WITH_ACTIVITY],
      description: 'a categories statistics request',
      request: get('/api/management/statistics/categories'),
      body: envelope({
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
      call: getCategoryStats,
      check: (categories) => expect(categories.length).toBeGreaterThan(0),
    }));

  it('moderators: reviewed, approved, rejected and the approval rate in percent, for an admin', () =>
    expectAnswer({
      states: [ADMINISTERING, WITH_ACTIVITY],
      description: 'a moderators statistics request by an admin',
      request: get('/api/management/statistics/moderators'),
      body: envelope({
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
      call: getModeratorStats,
      check: ([first]) => expect(first?.approval_rate).toBe(50),
    }));

  it('moderators: 403 «Доступно только администраторам» for a moderator', () =>
    expectRefusal({
      states: [MODERATING],
      description: 'a moderators statistics request by a moderator',
      request: get('/api/management/statistics/moderators'),
      status: 403,
      error: errorOf(MANAGEMENT_MESSAGES.adminOnly),
      call: getModeratorStats,
      message: MANAGEMENT_MESSAGES.adminOnly,
    }));
});
