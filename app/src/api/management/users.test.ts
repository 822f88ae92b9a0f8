import { describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES, type ManagementUser } from '@city/contracts';
import { useApiHarness } from '../../testing/apiHarness';
import { ApiError } from '../errors';
import { listManagementUsers, updateUserRole, updateUserStatus, type ManagementUsersQuery } from './users';

const harness = useApiHarness();
const { notices, authStatuses } = harness;


const boris: ManagementUser = {
  id: 2,
  name: 'Борис Борисов',
  email: 'boris@example.com',
  role: 'user',
  status: 'confirmed',
  events_created: 3,
  events_participated: 5,
  createdAt: '2030-06-01T08:00:00.000Z',
  last_login: null,
};

const firstPage: ManagementUsersQuery = { page: 1, limit: 25, sortBy: 'created_at', sortOrder: 'desc' };

async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const reason = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(ApiError);
  return reason as ApiError;
}

describe('listManagementUsers', () => {
  const page = { users: [boris], pagination: { page: 1, limit: 25, total: 1, totalPages: 1, hasMore: false } };

  it('sends paging, sorting and the filters given, and unwraps {success, data}', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: page } }));
    await expect(listManagementUsers(firstPage)).resolves.toEqual(page);
    await listManagementUsers({ ...firstPage, page: 2, limit: 10, sortBy: 'name', sortOrder: 'asc', role: 'moderator', status: 'active', search: 'анна' });
    expect(harness.calls()).toEqual([
      'GET /api/management/users?page=1&limit=25&sortBy=created_at&sortOrder=desc',
      `GET /api/management/users?page=2&limit=10&sortBy=name&sortOrder=asc&role=moderator&status=active&search=${encodeURIComponent('анна')}`,
    ]);
  });

  it('a refusal is the page’s to show: no toast, and a 403 does not sign the admin out', async () => {
    harness.server.answer(() => ({ status: 403, body: { error: MANAGEMENT_MESSAGES.adminOnly } }));
    const error = await apiErrorOf(listManagementUsers(firstPage));
    expect([error.status, error.serverMessage]).toEqual([403, MANAGEMENT_MESSAGES.adminOnly]);
    expect(notices).toEqual([]);
    expect(authStatuses).toEqual([]);
  });

  it('a lost session (401) goes to the auth error handler', async () => {
    harness.server.answer(() => ({ status: 401, body: { error: 'Требуется авторизация' } }));
    await apiErrorOf(listManagementUsers(firstPage));
    expect(authStatuses).toEqual([401]);
  });

  it('an answer that breaks the contract is a failure, not data', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: { users: [{ ...boris, role: 'owner' }], pagination: page.pagination } } }));
    await apiErrorOf(listManagementUsers(firstPage));
    expect(notices).toEqual([]);
  });
});

describe('role and status updates', () => {
  it('PUT …/role sends {role} and reads the row as it now is', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: { ...boris, role: 'moderator' } } }));
    const updated = await updateUserRole(2, 'moderator');
    expect(updated.role).toBe('moderator');
    const [recorded] = harness.server.requests;
    expect(`${recorded?.method} ${recorded?.path}`).toBe('PUT /api/management/users/2/role');
    expect(JSON.parse(recorded?.body ?? '')).toEqual({ role: 'moderator' });
  });

  it('PUT …/status sends the word chosen, `active` included', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: boris } }));
    await updateUserStatus(2, 'active');
    await updateUserStatus(2, 'blocked');
    expect(harness.calls()).toEqual(['PUT /api/management/users/2/status', 'PUT /api/management/users/2/status']);
    expect(harness.server.requests.map((recorded) => JSON.parse(recorded.body) as unknown)).toEqual([{ status: 'active' }, { status: 'blocked' }]);
  });

  it('keeps the server’s refusal text (own account 403, last admin 409) without toasts or sign-out', async () => {
    harness.server.answer(() => ({ status: 403, body: { error: MANAGEMENT_MESSAGES.ownAccount } }));
    expect((await apiErrorOf(updateUserRole(1, 'user'))).serverMessage).toBe(MANAGEMENT_MESSAGES.ownAccount);
    harness.server.answer(() => ({ status: 409, body: { error: MANAGEMENT_MESSAGES.lastAdmin } }));
    expect((await apiErrorOf(updateUserStatus(1, 'blocked'))).serverMessage).toBe(MANAGEMENT_MESSAGES.lastAdmin);
    expect(notices).toEqual([]);
    expect(authStatuses).toEqual([]);
  });
});
