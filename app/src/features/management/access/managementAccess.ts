import { isStaff, type Role, type User } from '@city/contracts';
import type { AccessDeniedReason } from '@city/design-system';

export type ManagementAccess =
  | { allowed: true }
  | { allowed: false; reason: AccessDeniedReason; requiredRoles: readonly Role[] };

/**
 * docs/back-office.md#access: whether `viewer` may open a back-office page that
 * `requiredRoles` open. A plain user is told the role is missing. A staff account that is not
 * confirmed is told its status closes the panel, whatever page it asked for, because no page
 * would open for it (the server refuses every management call). A moderator on an admin page is
 * told the section is for administrators (the rest of the panel is theirs).
 */
export function managementAccess(viewer: Pick<User, 'role' | 'status'>, requiredRoles: readonly Role[]): ManagementAccess {
  if (!isStaff(viewer.role)) return { allowed: false, reason: 'role', requiredRoles };
  if (viewer.status !== 'confirmed') return { allowed: false, reason: viewer.status, requiredRoles };
  if (!requiredRoles.includes(viewer.role)) return { allowed: false, reason: 'section', requiredRoles };
  return { allowed: true };
}
