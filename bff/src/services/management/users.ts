import {
  pagination,
  type ManagementUser,
  type ManagementUsersResponse,
  type Role,
  type UserStatus,
  type managementUsersQuerySchema,
} from '@city/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { SqlParams } from '../../db/sql-params';
import { containsPattern, displayName, isoOrNull, orderBy } from './sql';

export type ManagementUsersQuery = z.output<typeof managementUsersQuerySchema>;

interface ManagementUserRow {
  id: number;
  name: string | null;
  email: string;
  role: Role;
  status: UserStatus;
  events_created: number;
  events_participated: number;
  created_at: Date;
  last_login_at: Date | null;
}

/**
 * docs/back-office.md#users: events_created counts the events the person organizes that are not
 * deleted; events_participated the not-deleted events they joined (deleted ones are gone for
 * everyone, so they are gone from the counts too).
 */
const USER_COLUMNS = `
  u.id, ${displayName('u')} AS name, u.email, u.role, u.status, u.created_at, u.last_login_at,
  (SELECT count(*) FROM events e WHERE e.organizer_id = u.id AND e.deleted_at IS NULL)::int AS events_created,
  (SELECT count(*) FROM event_participants p JOIN events e ON e.id = p.event_id
    WHERE p.user_id = u.id AND e.deleted_at IS NULL)::int AS events_participated`;

const SORT_COLUMNS: Record<ManagementUsersQuery['sortBy'], string> = {
  created_at: 'u.created_at',
  id: 'u.id',
  name: `lower(${displayName('u')})`,
  email: 'u.email',
  role: 'u.role',
  status: 'u.status',
  last_login: 'u.last_login_at',
  // The output columns of USER_COLUMNS.
  events_created: 'events_created',
  events_participated: 'events_participated',
};

const toManagementUser = (row: ManagementUserRow): ManagementUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
  events_created: row.events_created,
  events_participated: row.events_participated,
  createdAt: row.created_at.toISOString(),
  last_login: isoOrNull(row.last_login_at),
});

/** One row of the users table, or null. */
export async function findManagementUser(db: Database, userId: number): Promise<ManagementUser | null> {
  const [row] = await db.query<ManagementUserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
  return row ? toManagementUser(row) : null;
}

/**
 * docs/back-office.md#users 'Управление пользователями': search is a case-insensitive substring of the
 * display name or the e-mail (wildcards typed by the admin are literal); role and status narrow it.
 */
export async function listManagementUsers(
  db: Database,
  { page, limit, sortBy, sortOrder, role, status, search }: ManagementUsersQuery,
): Promise<ManagementUsersResponse['data']> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (search !== undefined) {
    const pattern = params.add(containsPattern(search));
    conditions.push(`(u.display_name ILIKE ${pattern} ESCAPE '\\' OR u.email ILIKE ${pattern} ESCAPE '\\')`);
  }
  if (role !== undefined) conditions.push(`u.role = ${params.add(role)}`);
  if (status !== undefined) conditions.push(`u.status = ${params.add(status)}`);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${where}`, params.values);
  const rows = await db.query<ManagementUserRow>(
    `SELECT ${USER_COLUMNS} FROM users u ${where}
     ${orderBy(SORT_COLUMNS, sortBy, sortOrder, 'u.id')}
     LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`,
    params.values,
  );
  return { users: rows.map(toManagementUser), pagination: pagination(page, limit, counted?.total ?? 0) };
}
