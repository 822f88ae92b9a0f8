import { MANAGEMENT_MESSAGES, PROFILE_MESSAGES, type ManagementUser, type Role, type UserStatus } from '@city/contracts';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { Account } from '../users';
import { findManagementUser } from './users';

export interface UserChange {
  role?: Role;
  status?: UserStatus;
}

interface LockedUser {
  id: number;
  role: Role;
  status: UserStatus;
}

const isConfirmedAdmin = (user: LockedUser): boolean => user.role === 'admin' && user.status === 'confirmed';

/**
 * docs/back-office.md#users: who may change whom. Admins change anyone's role and status; moderators (from a
 * complaint) only the status of plain users; nobody their own account; the last confirmed admin
 * is never demoted, suspended or blocked. The route table already let only staff in, and only
 * admins into the /role and /status calls.
 *
 * Nothing else changes: sessions stay, and the access policy reads the status on every
 * request, so a blocked or suspended person is refused from their next call on.
 */
export async function changeUser(db: Database, actor: Account, targetId: number, change: UserChange): Promise<ManagementUser> {
  if (targetId === actor.id) throw new ForbiddenError(MANAGEMENT_MESSAGES.ownAccount);
  if (change.role !== undefined && actor.role !== 'admin') throw new ForbiddenError(MANAGEMENT_MESSAGES.adminOnly);

  await db.transaction(async (tx) => {
    // Every confirmed admin and the target, locked in id order (one order for every caller, so
    // two changes never deadlock). Two admins demoting each other at once: the second waits,
    // then sees the first's result and finds its target is the last admin (409).
    const locked = await tx.query<LockedUser>(
      `SELECT id, role, status FROM users
        WHERE id = $1 OR (role = 'admin' AND status = 'confirmed')
        ORDER BY id
        FOR UPDATE`,
      [targetId],
    );
    const target = locked.find((user) => user.id === targetId);
    if (!target) throw new NotFoundError(PROFILE_MESSAGES.userNotFound);
    if (actor.role !== 'admin' && target.role !== 'user') {
      throw new ForbiddenError(MANAGEMENT_MESSAGES.moderatorActsOnUsersOnly);
    }
    const next: LockedUser = { id: target.id, role: change.role ?? target.role, status: change.status ?? target.status };
    const otherAdmins = locked.filter((user) => user.id !== targetId && isConfirmedAdmin(user));
    if (isConfirmedAdmin(target) && !isConfirmedAdmin(next) && otherAdmins.length === 0) {
      throw new ConflictError(MANAGEMENT_MESSAGES.lastAdmin);
    }
    await tx.query('UPDATE users SET role = $2, status = $3, updated_at = now() WHERE id = $1', [
      targetId,
      next.role,
      next.status,
    ]);
  });

  const changed = await findManagementUser(db, targetId);
  if (!changed) throw new NotFoundError(PROFILE_MESSAGES.userNotFound);
  return changed;
}
