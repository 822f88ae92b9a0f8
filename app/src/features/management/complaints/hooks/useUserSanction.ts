import { useState } from 'react';
import type { UserComplaint } from '@city/contracts';
import { showToast } from '@city/design-system';
import { updateManagedUser } from '../../../../api/management/complaints';
import { userComplaintsMessages } from '../../../../i18n/managementComplaints';
import { sanctionFailureText } from '../mappers/complaintFailure';
import { SANCTION_STATUS, type UserSanction } from '../mappers/userSanctions';

export interface PendingSanction {
  complaint: UserComplaint;
  sanction: UserSanction;
}

export interface UserSanctionState {
  /** The action waiting for confirmation; kept after closing for the dialog's exit. */
  pending: PendingSanction | null;
  isConfirming: boolean;
  ask(complaint: UserComplaint, sanction: UserSanction): void;
  setConfirming(open: boolean): void;
  confirm(): Promise<void>;
  /** The account being changed right now: its buttons wait. */
  busyUserId: number | null;
  /** docs/back-office.md#answers-and-errors: the red box of the last failed action, until the next one. */
  failure: string | null;
}

/**
 * docs/back-office.md#users: block, suspend or unblock a reported account (PUT /api/management/users/{id}),
 * each after a confirmation; the list reloads afterwards, so every complaint about the account
 * shows its new status.
 */
export function useUserSanction(reload: () => Promise<unknown>): UserSanctionState {
  const [pending, setPending] = useState<PendingSanction | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [busyUserId, setBusyUserId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { complaint, sanction } = pending;
    setFailure(null);
    setBusyUserId(complaint.user_id);
    try {
      await updateManagedUser(complaint.user_id, { status: SANCTION_STATUS[sanction] });
    } catch (error) {
      setFailure(sanctionFailureText(sanction, error));
      return;
    } finally {
      setBusyUserId(null);
    }
    showToast({ tone: 'success', title: userComplaintsMessages.done[sanction] });
    void reload();
  };

  return {
    pending,
    isConfirming,
    ask: (complaint, sanction) => {
      setPending({ complaint, sanction });
      setConfirming(true);
    },
    setConfirming,
    confirm,
    busyUserId,
    failure,
  };
}
