import { z } from 'zod';
import { pagingQuerySchema, paginationSchema } from '../paging';
import { normalizeStatus, ROLES, USER_STATUSES, type UserStatus } from '../roles';
import { DEFAULT_PAGE_SIZE, managementEnvelope, MAX_PAGE_SIZE, sortedPageQuery } from './envelope';
import { optionalSearch } from './fields';
import { MANAGEMENT_MESSAGES } from './messages';

/** docs/back-office.md#users: statuses as the management calls take them (`active` = confirmed). */
export const MANAGEMENT_STATUSES = ['active', ...USER_STATUSES] as const;
export type ManagementStatus = (typeof MANAGEMENT_STATUSES)[number];

const statusInput = z
  .enum(MANAGEMENT_STATUSES, { error: 'Статус: active, suspended или blocked' })
  .transform((status): UserStatus => normalizeStatus(status));
const roleInput = z.enum(ROLES, { error: 'Роль: user, moderator или admin' });

export const MANAGEMENT_USER_SORT_COLUMNS = [
  'created_at',
  'id',
  'name',
  'email',
  'role',
  'status',
  'last_login',
  'events_created',
  'events_participated',
] as const;

/** GET /api/management/users: search in name or e-mail, role and status filters, sorting, paging. */
export const managementUsersQuerySchema = pagingQuerySchema({ limit: DEFAULT_PAGE_SIZE, maxLimit: MAX_PAGE_SIZE })
  .extend(sortedPageQuery(MANAGEMENT_USER_SORT_COLUMNS, 'created_at').shape)
  .extend({ role: roleInput.optional(), status: statusInput.optional(), search: optionalSearch });

/** docs/back-office.md#users: a row of the users table. */
export const managementUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  events_created: z.number().int().nonnegative(),
  events_participated: z.number().int().nonnegative(),
  createdAt: z.string(),
  last_login: z.string().nullable(),
});
export type ManagementUser = z.infer<typeof managementUserSchema>;

export const managementUsersResponseSchema = managementEnvelope(
  z.object({ users: z.array(managementUserSchema), pagination: paginationSchema }),
);
export type ManagementUsersResponse = z.infer<typeof managementUsersResponseSchema>;

/**
 * PUT /api/management/users/{id}: block, suspend or unblock from a complaint; a role may come
 * too. docs/back-office.md#users: one of them is required.
 */
export const managementUserUpdateSchema = z
  .object({ status: statusInput.optional(), role: roleInput.optional() })
  .refine((update) => update.status !== undefined || update.role !== undefined, MANAGEMENT_MESSAGES.nothingToUpdate);
export type ManagementUserUpdate = z.input<typeof managementUserUpdateSchema>;

/** PUT /api/management/users/{id}/role */
export const roleUpdateSchema = z.object({ role: roleInput });
/** PUT /api/management/users/{id}/status */
export const statusUpdateSchema = z.object({ status: statusInput });

/** Every user update answers the row as it now is. */
export const managementUserResponseSchema = managementEnvelope(managementUserSchema);
