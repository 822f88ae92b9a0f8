import { describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES, pagination, type EventComplaint, type ManagementUser, type UserComplaint } from '@city/contracts';
import { useApiHarness } from '../../testing/apiHarness';
import { ApiError } from '../errors';
import { decideEventComplaint, decideUserComplaint, getEventComplaints, getUserComplaints, updateManagedUser } from './complaints';

const harness = useApiHarness();
const { notices, authStatuses } = harness;

const eventComplaint: EventComplaint = {
  id: 3,
  eventId: 12,
  eventTitle: 'Ночной забег',
  organizerName: 'Олег',
  reporterUserId: 5,
  reporterName: 'Анна',
  reason: 'Просят предоплату на личную карту',
  status: 'pending',
  createdAt: '2030-06-10T08:00:00.000Z',
  updatedAt: '2030-06-10T08:00:00.000Z',
  reviewedAt: null,
  moderatorName: null,
  resolutionComment: null,
  metadata: null,
};

const userComplaint: UserComplaint = {
  id: 4,
  user_id: 2,
  user_name: 'Борис',
  user_email: 'boris@example.com',
  user_status: 'confirmed',
  claimed_by_name: 'Анна',
  claim_reason: 'Грубит в комментариях',
  status: 'pending',
  created_at: '2030-06-10T08:00:00.000Z',
  reviewed_at: null,
  reviewed_by_name: null,
  moderator_comment: null,
};

const managedUser: ManagementUser = {
  id: 2,
  name: 'Борис',
  email: 'boris@example.com',
  role: 'user',
  status: 'suspended',
  events_created: 1,
  events_participated: 0,
  createdAt: '2030-06-01T08:00:00.000Z',
  last_login: null,
};

const onlyRequest = () => {
  expect(harness.server.requests).toHaveLength(1);
  return harness.server.requests[0]!;
};

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const reason = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(ApiError);
  return reason as ApiError;
}

describe('getEventClaims', () => {
  it('asks with page, limit, sort and status and returns the data of the envelope', async () => {
    const page = { claims: [eventComplaint], ...pagination(2, 10, 11) };
    harness.server.answer(() => ({ status: 200, body: { success: true, data: page } }));
    const answer = await getEventComplaints({ page: 2, limit: 10, sortBy: 'event_title', sortOrder: 'asc', status: 'pending' });
    expect(answer).toEqual(page);
    expect(onlyRequest().path).toBe('/api/management/claims/events?page=2&limit=10&sortBy=event_title&sortOrder=asc&status=pending');
  });

  it('leaves the status out when every status is wanted', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: { claims: [], ...pagination(1, 25, 0) } } }));
    await getEventComplaints({ page: 1, limit: 25, sortBy: 'created_at', sortOrder: 'desc' });
    expect(onlyRequest().path).toBe('/api/management/claims/events?page=1&limit=25&sortBy=created_at&sortOrder=desc');
  });

  it('a failure shows no toast: the page shows its own red box (docs/back-office.md#answers-and-errors)', async () => {
    harness.server.answer(() => ({ status: 500, body: { error: 'Внутренняя ошибка сервера' } }));
    expect((await failureOf(getEventComplaints({ page: 1, limit: 25, sortBy: 'created_at', sortOrder: 'desc' }))).status).toBe(500);
    expect(notices).toEqual([]);
  });

  it('a 403 is the caller’s to explain and does not sign out; a 401 goes to the auth handler', async () => {
    harness.server.answer(() => ({ status: 403, body: { error: MANAGEMENT_MESSAGES.staffOnly } }));
    const refused = await failureOf(getEventComplaints({ page: 1, limit: 25, sortBy: 'created_at', sortOrder: 'desc' }));
    expect(refused.serverMessage).toBe(MANAGEMENT_MESSAGES.staffOnly);
    expect(authStatuses).toEqual([]);
    harness.server.answer(() => ({ status: 401, body: { error: 'Требуется авторизация' } }));
    await failureOf(getEventComplaints({ page: 1, limit: 25, sortBy: 'created_at', sortOrder: 'desc' }));
    expect(authStatuses).toEqual([401]);
    expect(notices).toEqual([]);
  });

  it('an answer outside the contract is a failure, not data', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: { claims: [{ ...eventComplaint, status: 'maybe' }] } } }));
    await failureOf(getEventComplaints({ page: 1, limit: 25, sortBy: 'created_at', sortOrder: 'desc' }));
  });
});

describe('decideEventClaim', () => {
  it('puts the decision with the comment as resolutionComment', async () => {
    const decided = { ...eventComplaint, status: 'approved', moderatorName: 'Модератор', resolutionComment: 'Подтверждено' };
    harness.server.answer(() => ({ status: 200, body: { success: true, data: decided } }));
    await expect(decideEventComplaint(3, { status: 'approved', comment: 'Подтверждено' })).resolves.toEqual(decided);
    const recorded = onlyRequest();
    expect(`${recorded.method} ${recorded.path}`).toBe('PUT /api/management/claims/events/3');
    expect(JSON.parse(recorded.body)).toEqual({ status: 'approved', resolutionComment: 'Подтверждено' });
  });

  it('sends a missing comment as null', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: { ...eventComplaint, status: 'rejected' } } }));
    await decideEventComplaint(3, { status: 'rejected', comment: null });
    expect(JSON.parse(onlyRequest().body)).toEqual({ status: 'rejected', resolutionComment: null });
  });

  it('keeps the server’s reason of a 409 on the error', async () => {
    harness.server.answer(() => ({ status: 409, body: { error: MANAGEMENT_MESSAGES.complaintAlreadyDecided } }));
    const error = await failureOf(decideEventComplaint(3, { status: 'approved', comment: null }));
    expect([error.status, error.serverMessage]).toEqual([409, MANAGEMENT_MESSAGES.complaintAlreadyDecided]);
    expect(notices).toEqual([]);
  });
});

describe('user complaints', () => {
  it('lists them with the user sort columns', async () => {
    const page = { claims: [userComplaint], ...pagination(1, 50, 1) };
    harness.server.answer(() => ({ status: 200, body: { success: true, data: page } }));
    await expect(getUserComplaints({ page: 1, limit: 50, sortBy: 'user_name', sortOrder: 'asc' })).resolves.toEqual(page);
    expect(onlyRequest().path).toBe('/api/management/claims/users?page=1&limit=50&sortBy=user_name&sortOrder=asc');
  });

  it('puts the decision with the comment as moderator_comment', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: { ...userComplaint, status: 'rejected' } } }));
    await decideUserComplaint(4, { status: 'rejected', comment: 'Нарушений нет' });
    const recorded = onlyRequest();
    expect(`${recorded.method} ${recorded.path}`).toBe('PUT /api/management/claims/users/4');
    expect(JSON.parse(recorded.body)).toEqual({ status: 'rejected', moderator_comment: 'Нарушений нет' });
  });
});

describe('updateManagedUser', () => {
  it('puts the status to /api/management/users/{id} and returns the row as it now is', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: managedUser } }));
    await expect(updateManagedUser(2, { status: 'suspended' })).resolves.toEqual(managedUser);
    const recorded = onlyRequest();
    expect(`${recorded.method} ${recorded.path}`).toBe('PUT /api/management/users/2');
    expect(JSON.parse(recorded.body)).toEqual({ status: 'suspended' });
  });

  it('a moderator refused for a staff account gets the server’s text, still signed in', async () => {
    harness.server.answer(() => ({ status: 403, body: { error: MANAGEMENT_MESSAGES.moderatorActsOnUsersOnly } }));
    const error = await failureOf(updateManagedUser(2, { status: 'blocked' }));
    expect(error.serverMessage).toBe(MANAGEMENT_MESSAGES.moderatorActsOnUsersOnly);
    expect(authStatuses).toEqual([]);
  });
});
