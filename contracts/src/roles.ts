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
