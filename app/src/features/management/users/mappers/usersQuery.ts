/**
 * docs/back-office.md#users: the users list's filters (search, role, status: all, active, suspended,
 * blocked) and the query they make (contracts' managementUsersQuerySchema).
 */
import {
  MANAGEMENT_USER_SORT_COLUMNS,
  ROLE_LABELS,
  ROLES,
  STATUS_LABELS,
  normalizeStatus,
  type ManagementStatus,
  type Role,
  type UserStatus,
} from '@city/contracts';
import type { SelectOption, TableSort } from '@city/design-system';
import type { ManagementUsersQuery } from '../../../../api/management/users';
import { managementUsersMessages as messages } from '../../../../i18n/managementUsers';
import { sortParams, type TableQuery } from '../../table';

export interface UserFilters {
  /** As applied: the debounced, trimmed text. */
  search: string;
  role: Role | null;
  status: ManagementStatus | null;
}

export const NO_USER_FILTERS: UserFilters = { search: '', role: null, status: null };

/** docs/back-office.md#users: newest accounts first. */
export const DEFAULT_USER_SORT: TableSort = { column: 'created_at', direction: 'desc' };

/** The Select key of "no filter". */
export const ALL = 'all';

/** The statuses an admin sets and filters by, in the management calls' words (`active` = confirmed). */
export const MANAGEMENT_STATUS_CHOICES = ['active', 'suspended', 'blocked'] as const satisfies readonly ManagementStatus[];

export const managementStatusLabel = (status: ManagementStatus): string => STATUS_LABELS[normalizeStatus(status)];

/** The row's status as the status selector names it. */
export const managementStatusOf = (status: UserStatus): ManagementStatus => (status === 'confirmed' ? 'active' : status);

export const roleOptions: SelectOption[] = ROLES.map((role) => ({ id: role, label: ROLE_LABELS[role] }));

export const statusOptions: SelectOption[] = MANAGEMENT_STATUS_CHOICES.map((status) => ({
  id: status,
  label: managementStatusLabel(status),
}));

export const roleFilterOptions: SelectOption[] = [{ id: ALL, label: messages.allRoles }, ...roleOptions];
export const statusFilterOptions: SelectOption[] = [{ id: ALL, label: messages.allStatuses }, ...statusOptions];

export const roleFromKey = (key: string): Role | null => ROLES.find((role) => role === key) ?? null;
export const statusFromKey = (key: string): ManagementStatus | null =>
  MANAGEMENT_STATUS_CHOICES.find((status) => status === key) ?? null;

/** The GET /api/management/users query of the table's state; absent filters are left out. */
export function usersRequest({ filters, page, pageSize, sort }: TableQuery<UserFilters>): ManagementUsersQuery {
  const search = filters.search.trim();
  return {
    page,
    limit: pageSize,
    ...sortParams(sort, MANAGEMENT_USER_SORT_COLUMNS, 'created_at'),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(search ? { search } : {}),
  };
}
