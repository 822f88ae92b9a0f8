import { ROLE_LABELS, type Role } from '@city/contracts';

/**
 * Why the back office is closed to the person (docs/back-office.md#access): their role is not enough, or
 * their staff account is suspended or blocked. `section`: a moderator on a page for administrators
 * only; the rest of the admin panel is theirs, so they are not told they lack access to it.
 */
export type AccessDeniedReason = 'role' | 'section' | 'suspended' | 'blocked';

export const ACCESS_DENIED_TITLE = 'Доступ запрещен';

/** docs/back-office.md#access, the English lines in natural Russian (docs/accounts.md#interface-language). */
export const ACCESS_DENIED_DESCRIPTIONS: Record<AccessDeniedReason, string> = {
  role: 'У вас недостаточно прав для доступа к админ-панели',
  section: 'Этот раздел доступен только администраторам. Остальные разделы админ-панели открыты для вас.',
  suspended: 'Ваш аккаунт приостановлен, поэтому доступ к админ-панели невозможен',
  blocked: 'Ваш аккаунт заблокирован, поэтому доступ к админ-панели невозможен',
};

/** 'Модератор или Администратор': the roles that open the page, in the order given. */
export const requiredRolesText = (roles: readonly Role[]): string => roles.map((role) => ROLE_LABELS[role]).join(' или ');
