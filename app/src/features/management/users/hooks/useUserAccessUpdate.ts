import { useRef, useState } from 'react';
import { ROLE_LABELS, type ManagementStatus, type ManagementUser, type Role } from '@city/contracts';
import { showToast } from '@city/design-system';
import { updateUserRole, updateUserStatus } from '../../../../api/management/users';
import { managementStatusLabel, managementStatusOf } from '../mappers/usersQuery';
import { managementUsersMessages as messages } from '../../../../i18n/managementUsers';
import { userUpdateFailureText } from '../mappers/updateFailure';
import { logFailure } from '../../../../api/failurePolicy';

/** The person as the table names them: the name, or the e-mail when there is none. */
const nameOf = (user: ManagementUser): string => user.name?.trim() || user.email;

export interface UserAccessUpdate {
  /** Rows whose change is on its way ('Обновление...'). */
  isUpdating(userId: number): boolean;
  changeRole(user: ManagementUser, role: Role): Promise<void>;
  changeStatus(user: ManagementUser, status: ManagementStatus): Promise<void>;
  /** The last failure's text, shown in the red box above the table; cleared by the next change. */
  failure: string | null;
}

/**
 * docs/back-office.md#users: an admin sets any role or status from the row's selectors (the client
 * imposes no restriction; the server refuses what docs/back-office.md#users forbids). After success the list
 * reloads, the row says 'Обновление...' until it has, and a toast names the person and the change.
 */
export function useUserAccessUpdate(reloadList: () => Promise<unknown>): UserAccessUpdate {
  const [updating, setUpdating] = useState<ReadonlySet<number>>(new Set());
  // A ref for the check (two choices in one frame both see the old state), state for the render.
  const updatingRef = useRef(new Set<number>());
  const [failure, setFailure] = useState<string | null>(null);

  const track = (userId: number, isOn: boolean) => {
    if (isOn) updatingRef.current.add(userId);
    else updatingRef.current.delete(userId);
    setUpdating(new Set(updatingRef.current));
  };

  async function update(userId: number, send: () => Promise<unknown>, success: string): Promise<void> {
    if (updatingRef.current.has(userId)) return;
    track(userId, true);
    setFailure(null);
    try {
      await send();
      showToast({ tone: 'success', title: success });
      await reloadList();
    } catch (error) {
      setFailure(userUpdateFailureText(error));
      logFailure('Пользователь не обновлён', error);
    } finally {
      track(userId, false);
    }
  }

  return {
    isUpdating: (userId) => updating.has(userId),
    changeRole: (user, role) =>
      role === user.role
        ? Promise.resolve()
        : update(user.id, () => updateUserRole(user.id, role), messages.roleChanged(nameOf(user), ROLE_LABELS[role])),
    changeStatus: (user, status) =>
      status === managementStatusOf(user.status)
        ? Promise.resolve()
        : update(user.id, () => updateUserStatus(user.id, status), messages.statusChanged(nameOf(user), managementStatusLabel(status))),
    failure,
  };
}
