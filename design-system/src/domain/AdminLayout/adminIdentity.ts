import { ROLE_LABELS, roleOf, type Role } from '@city/contracts';

/** The signed-in staff member the layout names (docs/accounts.md#sessions user object, its relevant part). */
export interface AdminLayoutUser {
  displayName: string | null;
  email: string;
  role: Role | string;
}

/** docs/back-office.md#layout: the display name, or the e-mail when none is set. */
export const adminName = (user: Pick<AdminLayoutUser, 'displayName' | 'email'>): string => user.displayName?.trim() || user.email;

/** docs/back-office.md#layout: 'Администратор' or 'Модератор' (any other word as a plain user). */
export const adminRoleLabel = (role: AdminLayoutUser['role']): string => ROLE_LABELS[roleOf(role)];
