import { isStaff, type Role } from '@city/contracts';

export interface UserMenuUser {
  displayName: string | null;
  email: string;
  role: Role;
}

export type UserMenuEntryId = 'profile' | 'management' | 'feedback' | 'about' | 'logout';

export interface UserMenuEntry {
  id: UserMenuEntryId;
  label: string;
  /** Entries without an href are actions the caller handles (feedback dialog, logout). */
  href?: string;
  tone?: 'danger';
}

/** docs/accounts.md#site-frame: the user menu; only staff see the admin panel. */
export function userMenuEntries(role: Role): UserMenuEntry[] {
  return [
    { id: 'profile', label: 'Профиль', href: '/profile' },
    ...(isStaff(role) ? [{ id: 'management', label: 'Админ-панель', href: '/management' } as const] : []),
    { id: 'feedback', label: 'Обратная связь' },
    { id: 'about', label: 'О проекте', href: '/about' },
    { id: 'logout', label: 'Выйти', tone: 'danger' },
  ];
}

/** The name shown for the user: the display name, or the e-mail when none is set. */
export const userDisplayName = (user: Pick<UserMenuUser, 'displayName' | 'email'>): string =>
  user.displayName?.trim() || user.email;
