/** participant-side §3: roles and account statuses. */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['confirmed', 'suspended', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** management-side §3: the management calls also accept `active` as a synonym of `confirmed`. */
export const normalizeStatus = (status: UserStatus | 'active'): UserStatus =>
  status === 'active' ? 'confirmed' : status;

export const isStaff = (role: Role): boolean => role === 'moderator' || role === 'admin';

/** participant-side §4: suspended and blocked accounts may not perform active actions. */
export const canPerformActions = (status: UserStatus): boolean => status === 'confirmed';

/** management-side §4: the Russian labels of roles and statuses. */
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

/** management-side §4: an unknown role is shown as a plain user. */
export const roleOf = (value: string | null | undefined): Role => (value && isRole(value) ? value : 'user');

/** management-side §4: an unknown status (and the word `active`) is shown as confirmed. */
export const statusOf = (value: string | null | undefined): UserStatus =>
  value && isUserStatus(value) ? value : 'confirmed';
