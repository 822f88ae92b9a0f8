/** docs/accounts.md#statuses: roles and account statuses. */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['confirmed', 'suspended', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** docs/accounts.md#statuses: the management calls also accept `active` as a synonym of `confirmed`. */
export const normalizeStatus = (status: UserStatus | 'active'): UserStatus =>
  status === 'active' ? 'confirmed' : status;

export const isStaff = (role: Role): boolean => role === 'moderator' || role === 'admin';

/** docs/accounts.md#statuses: suspended and blocked accounts may not perform active actions. */
export const canPerformActions = (status: UserStatus): boolean => status === 'confirmed';

/** docs/accounts.md#statuses: the Russian labels of roles and statuses. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'Пользователь',
  moderator: 'Модератор',
  admin: 'Администратор',
};

export const STATUS_LABELS: Record<UserStatus, string> = {
  confirmed: 'Активен',
  suspended: 'Приостановлен',
  blocked: 'Заблокирован',
};

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
const isUserStatus = (value: string): value is UserStatus => (USER_STATUSES as readonly string[]).includes(value);

/** docs/accounts.md#roles: an unknown role is shown as a plain user. */
export const roleOf = (value: string | null | undefined): Role => (value && isRole(value) ? value : 'user');

/** docs/accounts.md#statuses: an unknown status (and the word `active`) is shown as confirmed. */
export const statusOf = (value: string | null | undefined): UserStatus =>
  value && isUserStatus(value) ? value : 'confirmed';
