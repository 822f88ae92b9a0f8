/**
 * Consumer contract of the back office's shell, dashboard and complaint calls (docs/back-office.md#dashboard,
 * docs/back-office.md#event-complaints; docs/back-office.md#event-complaints), exercised through the app's real API clients (app/src/api/auth.ts,
 * app/src/api/management/{overview,claims}.ts). Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, verified by bff/test/pact-provider.pact.test.ts.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MANAGEMENT_MESSAGES } from '@city/contracts';
import { envelope, onePage, timestamp, userBody } from '@city/contracts/pact';
import { getCurrentUser } from '../src/api/auth';
import { configureApi } from '../src/api/client';
import {
  decideEventComplaint,
  decideUserComplaint,
  getEventComplaints,
  getUserComplaints,
  updateManagedUser,
  type ComplaintsQuery,
  type EventComplaintSortColumn,
  type UserComplaintSortColumn,
} from '../src/api/management/complaints';
import { getFeedbackStatistics, getStatisticsOverview } from '../src/api/management/overview';
import { createPact, get, interactionsOf, put, type ProviderState } from './interactions';

const { decimal, eachLike, integer, regex, string } = MatchersV3;

const { expectAnswer, expectRefusal, expectSignInRequired, itRefuses } = interactionsOf(createPact());

const MODERATOR = { email: 'maria@example.com', displayName: 'Мария', role: 'moderator' };
const MODERATING: ProviderState = ['a signed-in account', MODERATOR];
const AS_PLAIN_USER: ProviderState = ['a signed-in account', { email: 'anna@example.com', displayName: 'Анна' }];
/** 'another account' is made after 'a signed-in account' (user 1): user 2, the reported account. */
const OTHER_NAME = 'Борис';
const OTHER_ACCOUNT: ProviderState = ['another account', { displayName: OTHER_NAME }];
const OTHER_ID = 2;
/** Each interaction starts from an empty database: the complaint a state files is complaint 1. */
const COMPLAINT_ID = 1;
const MISSING_ID = 999;

const firstEventPage: ComplaintsQuery<EventComplaintSortColumn> = { page: 1, limit: DEFAULT_PAGE_SIZE, sortBy: 'created_at', sortOrder: 'desc' };
const firstUserPage: ComplaintsQuery<UserComplaintSortColumn> = { page: 1, limit: DEFAULT_PAGE_SIZE, sortBy: 'created_at', sortOrder: 'desc' };
const pageQuery = { page: '1', limit: String(DEFAULT_PAGE_SIZE), sortBy: 'created_at', sortOrder: 'desc' };

beforeEach(() => configureApi({ baseUrl: '' }));

/** An event complaint filed by a person; the fields an interaction is about are exact. */
const eventComplaintBody = (fields: Record<string, unknown> = {}) => ({
  id: COMPLAINT_ID,
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

/** docs/moderation.md#the-automatic-complaint: the automatic moderation's complaint: no reporter, the model's findings. */
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
  id: COMPLAINT_ID,
  user_id: OTHER_ID,
  user_name: string(OTHER_NAME),
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
    expectAnswer({
      states: [MODERATING],
      description: 'a session check by a moderator',
      request: get('/api/auth/me'),
      body: { ...userBody(MODERATOR.email, MODERATOR.displayName), role: 'moderator', status: 'confirmed' },
      call: getCurrentUser,
      check: (user) => expect([user.role, user.status, user.displayName]).toEqual(['moderator', 'confirmed', MODERATOR.displayName]),
    }));
});

describe('GET /api/management/statistics/overview', () => {
  const overview = { request: get('/api/management/statistics/overview'), call: getStatisticsOverview };

  it('answers the six totals and the job queue’s counts to a moderator', () =>
    expectAnswer({
      ...overview,
      states: [MODERATING, ['the platform has activity']],
      description: 'a statistics overview request by a moderator',
      body: envelope({
        totalUsers: integer(6),
        totalEvents: integer(3),
        totalClaims: integer(2),
        pendingClaims: integer(1),
        blockedUsers: integer(0),
        suspendedUsers: integer(0),
        // docs/back-office.md#dashboard: what the queue holds depends on the mails the state sent.
        jobs: { pending: integer(0), failed: integer(0) },
      }),
      check: (totals) => {
        expect(Object.keys(totals).sort()).toEqual(
          ['blockedUsers', 'jobs', 'pendingClaims', 'suspendedUsers', 'totalClaims', 'totalEvents', 'totalUsers'].sort(),
        );
        expect(Object.keys(totals.jobs).sort()).toEqual(['failed', 'pending']);
      },
    }));

  it('refuses a plain user with 403 and the staff-only text (the access-denied screen, not a sign-out)', () =>
    expectRefusal({
      ...overview,
      states: [AS_PLAIN_USER],
      description: 'a statistics overview request by a plain user',
      status: 403,
      error: { error: MANAGEMENT_MESSAGES.staffOnly },
      message: MANAGEMENT_MESSAGES.staffOnly,
    }));

  it('answers 401 without a session', () =>
    expectSignInRequired({ ...overview, description: 'a statistics overview request without a session' }));
});

describe('GET /api/management/feedback/statistics', () => {
  it('answers the total and the count of each status (the dashboard’s new-feedback card)', () =>
    expectAnswer({
      states: [MODERATING, ['a feedback item exists', { status: 'new' }]],
      description: 'a feedback statistics request by a moderator',
      request: get('/api/management/feedback/statistics'),
      body: envelope({ total: integer(1), byStatus: { new: integer(1), read: integer(0), resolved: integer(0) } }),
      call: getFeedbackStatistics,
      check: (statistics) => {
        expect(statistics.byStatus.new).toBeGreaterThanOrEqual(0);
        expect(statistics.total).toBe(statistics.byStatus.new + statistics.byStatus.read + statistics.byStatus.resolved);
      },
    }));
});

describe('GET /api/management/claims/events', () => {
  it('lists a pending complaint filed by a person, newest first, with its paging', () =>
    expectAnswer({
      states: [MODERATING, ['an event complaint is pending']],
      description: 'an event complaints list request',
      request: get('/api/management/claims/events', pageQuery),
      body: envelope({ claims: eachLike(eventComplaintBody(), 1), ...onePage }),
      call: () => getEventComplaints(firstEventPage),
      check: (page) => {
        expect(page.claims.map((claim) => [claim.id, claim.status, claim.metadata])).toEqual([[COMPLAINT_ID, 'pending', null]]);
        expect([page.page, page.limit]).toEqual([1, DEFAULT_PAGE_SIZE]);
      },
    }));

  it('lists an automatic-moderation complaint with its model, confidence, category and law', () =>
    expectAnswer({
      states: [MODERATING, ['a system complaint is pending']],
      description: 'an event complaints list request with a system complaint, pending only',
      request: get('/api/management/claims/events', { ...pageQuery, status: 'pending' }),
      body: envelope({ claims: eachLike(systemComplaintBody(), 1), ...onePage }),
      call: () => getEventComplaints({ ...firstEventPage, status: 'pending' }),
      check: ({ claims: [claim] }) => {
        expect(claim?.reporterName).toBeNull();
        expect(claim?.metadata?.systemGenerated).toBe(true);
        expect(claim?.metadata?.confidence).toEqual(expect.any(Number));
      },
    }));
});

describe('PUT /api/management/claims/events/{id}', () => {
  const comment = 'Нарушение подтверждено';

  it('approves a pending complaint and answers it decided, with the reviewer and the comment', () =>
    expectAnswer({
      states: [MODERATING, ['an event complaint is pending']],
      description: 'an approval of a pending event complaint',
      request: put(`/api/management/claims/events/${COMPLAINT_ID}`, { status: 'approved', resolutionComment: comment }),
      body: envelope(
        eventComplaintBody({ status: 'approved', reviewedAt: timestamp(), moderatorName: MODERATOR.displayName, resolutionComment: comment }),
      ),
      call: () => decideEventComplaint(COMPLAINT_ID, { status: 'approved', comment }),
      check: (decided) =>
        expect([decided.status, decided.moderatorName, decided.resolutionComment]).toEqual(['approved', MODERATOR.displayName, comment]),
    }));

  itRefuses([
    {
      name: 'answers 409 for a complaint that was decided already',
      states: [MODERATING, ['an event complaint was decided']],
      description: 'a rejection of an event complaint that was decided already',
      request: put(`/api/management/claims/events/${COMPLAINT_ID}`, { status: 'rejected', resolutionComment: null }),
      status: 409,
      error: { error: MANAGEMENT_MESSAGES.complaintAlreadyDecided },
      call: () => decideEventComplaint(COMPLAINT_ID, { status: 'rejected', comment: null }),
      message: MANAGEMENT_MESSAGES.complaintAlreadyDecided,
    },
    {
      name: 'answers 404 for a complaint that does not exist',
      states: [MODERATING],
      description: 'a decision on a missing event complaint',
      request: put(`/api/management/claims/events/${MISSING_ID}`, { status: 'approved', resolutionComment: null }),
      status: 404,
      error: { error: MANAGEMENT_MESSAGES.complaintNotFound },
      call: () => decideEventComplaint(MISSING_ID, { status: 'approved', comment: null }),
      message: MANAGEMENT_MESSAGES.complaintNotFound,
    },
  ]);
});

describe('GET /api/management/claims/users', () => {
  it('lists a pending complaint about an account with that account’s current status', () =>
    expectAnswer({
      states: [MODERATING, OTHER_ACCOUNT, ['a user complaint is pending']],
      description: 'a user complaints list request',
      request: get('/api/management/claims/users', pageQuery),
      body: envelope({ claims: eachLike(userComplaintBody(), 1), ...onePage }),
      call: () => getUserComplaints(firstUserPage),
      check: (page) =>
        expect(page.claims.map((claim) => [claim.id, claim.user_id, claim.status])).toEqual([[COMPLAINT_ID, OTHER_ID, 'pending']]),
    }));
});

describe('PUT /api/management/claims/users/{id}', () => {
  it('rejects a pending complaint with a comment', () =>
    expectAnswer({
      states: [MODERATING, OTHER_ACCOUNT, ['a user complaint is pending']],
      description: 'a rejection of a pending user complaint',
      request: put(`/api/management/claims/users/${COMPLAINT_ID}`, { status: 'rejected', moderator_comment: 'Нарушений нет' }),
      body: envelope(
        userComplaintBody({
          status: 'rejected',
          reviewed_at: timestamp(),
          reviewed_by_name: MODERATOR.displayName,
          moderator_comment: 'Нарушений нет',
        }),
      ),
      call: () => decideUserComplaint(COMPLAINT_ID, { status: 'rejected', comment: 'Нарушений нет' }),
      check: (decided) => expect([decided.status, decided.reviewed_by_name]).toEqual(['rejected', MODERATOR.displayName]),
    }));

  itRefuses([
    {
      name: 'answers 409 for a complaint that was decided already',
      states: [MODERATING, OTHER_ACCOUNT, ['a user complaint was decided']],
      description: 'an approval of a user complaint that was decided already',
      request: put(`/api/management/claims/users/${COMPLAINT_ID}`, { status: 'approved', moderator_comment: null }),
      status: 409,
      error: { error: MANAGEMENT_MESSAGES.complaintAlreadyDecided },
      call: () => decideUserComplaint(COMPLAINT_ID, { status: 'approved', comment: null }),
      message: MANAGEMENT_MESSAGES.complaintAlreadyDecided,
    },
    {
      name: 'answers 404 for a complaint that does not exist',
      states: [MODERATING],
      description: 'a decision on a missing user complaint',
      request: put(`/api/management/claims/users/${MISSING_ID}`, { status: 'approved', moderator_comment: null }),
      status: 404,
      error: { error: MANAGEMENT_MESSAGES.complaintNotFound },
      call: () => decideUserComplaint(MISSING_ID, { status: 'approved', comment: null }),
      message: MANAGEMENT_MESSAGES.complaintNotFound,
    },
  ]);
});

describe('PUT /api/management/users/{id}', () => {
  it('lets a moderator suspend a plain user and answers the row as it now is', () =>
    expectAnswer({
      states: [MODERATING, OTHER_ACCOUNT],
      description: 'a moderator suspending a plain user',
      request: put(`/api/management/users/${OTHER_ID}`, { status: 'suspended' }),
      body: envelope({
        id: OTHER_ID,
        name: string(OTHER_NAME),
        email: string('boris@example.com'),
        role: 'user',
        status: 'suspended',
        events_created: integer(0),
        events_participated: integer(0),
        createdAt: timestamp(),
        last_login: null,
      }),
      call: () => updateManagedUser(OTHER_ID, { status: 'suspended' }),
      check: (user) => expect([user.id, user.role, user.status]).toEqual([OTHER_ID, 'user', 'suspended']),
    }));

  itRefuses([
    {
      name: 'refuses a plain user with 403',
      states: [AS_PLAIN_USER, OTHER_ACCOUNT],
      description: 'a plain user trying to block another account',
      request: put(`/api/management/users/${OTHER_ID}`, { status: 'blocked' }),
      status: 403,
      error: { error: MANAGEMENT_MESSAGES.staffOnly },
      call: () => updateManagedUser(OTHER_ID, { status: 'blocked' }),
      message: MANAGEMENT_MESSAGES.staffOnly,
    },
    {
      name: 'refuses an update with neither status nor role with 400 (docs/back-office.md#users)',
      states: [MODERATING, OTHER_ACCOUNT],
      description: 'an account update with an empty body',
      request: put(`/api/management/users/${OTHER_ID}`, {}),
      status: 400,
      error: { error: MANAGEMENT_MESSAGES.nothingToUpdate },
      call: () => updateManagedUser(OTHER_ID, {}),
      message: MANAGEMENT_MESSAGES.nothingToUpdate,
    },
  ]);
});
