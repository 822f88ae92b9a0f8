/**
 * The users section's calls (docs/back-office.md#access), admin only. Answers are
 * `{success, data}` (docs/back-office.md#access); callers get `data`. The server's refusals (own account 403,
 * last admin 409) reach the page with their text; see `managementCall` for toasts and 401/403.
 */
import {
  managementUserResponseSchema,
  managementUsersResponseSchema,
  type MANAGEMENT_USER_SORT_COLUMNS,
  type ManagementStatus,
  type ManagementUser,
  type ManagementUsersResponse,
  type Role,
  type SortOrder,
} from '@city/contracts';
import { request } from '../request';
import { managementCall, managementPath, type ManagementCallOptions } from './index';

export type ManagementUserSortColumn = (typeof MANAGEMENT_USER_SORT_COLUMNS)[number];

/** The list query (contracts' managementUsersQuerySchema); absent filters mean all. */
export type ManagementUsersQuery = {
  page: number;
  limit: number;
  sortBy: ManagementUserSortColumn;
  sortOrder: SortOrder;
  role?: Role;
  /** The management calls' word `active` for confirmed (docs/back-office.md#users). */
  status?: ManagementStatus;
  /** Name or e-mail. */
  search?: string;
};

export type ManagementUsersPage = ManagementUsersResponse['data'];

/** GET /api/management/users: search in name or e-mail, role and status filters, sorting, paging. */
export async function listManagementUsers(
  query: ManagementUsersQuery,
  options?: ManagementCallOptions,
): Promise<ManagementUsersPage> {
  const { data } = await request(managementPath('users'), {
    ...managementCall(options),
    query,
    schema: managementUsersResponseSchema,
  });
  return data;
}

/** PUT /api/management/users/{id}/role: answers the row as it now is. */
export async function updateUserRole(userId: number, role: Role, options?: ManagementCallOptions): Promise<ManagementUser> {
  const { data } = await request(`${managementPath('users', userId)}/role`, {
    ...managementCall(options),
    method: 'PUT',
    body: { role },
    schema: managementUserResponseSchema,
  });
  return data;
}

/** PUT /api/management/users/{id}/status: `active` unblocks (docs/back-office.md#users). */
export async function updateUserStatus(
  userId: number,
  status: ManagementStatus,
  options?: ManagementCallOptions,
): Promise<ManagementUser> {
  const { data } = await request(`${managementPath('users', userId)}/status`, {
    ...managementCall(options),
    method: 'PUT',
    body: { status },
    schema: managementUserResponseSchema,
  });
  return data;
}
