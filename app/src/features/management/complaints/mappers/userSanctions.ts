import type { ManagementStatus, UserComplaint } from '@city/contracts';

/** What a moderator can do to a reported account from its complaint (docs/back-office.md#event-complaints). */
export const USER_SANCTIONS = ['block', 'suspend', 'unblock'] as const;
export type UserSanction = (typeof USER_SANCTIONS)[number];

/** PUT /api/management/users/{id} {status}: unblocking makes the account active again (docs/back-office.md#users). */
export const SANCTION_STATUS: Record<UserSanction, ManagementStatus> = {
  block: 'blocked',
  suspend: 'suspended',
  unblock: 'active',
};

/**
 * docs/back-office.md#users: from a pending or approved complaint the account can be blocked or
 * suspended; a blocked or suspended account can be unblocked, whatever became of the complaint.
 * Decision: a suspended account can still be blocked from an open complaint (a harsher measure),
 * but not suspended again; a rejected complaint is no ground for a new sanction.
 */
export function sanctionsFor(complaint: Pick<UserComplaint, 'status' | 'user_status'>): UserSanction[] {
  const isGround = complaint.status === 'pending' || complaint.status === 'approved';
  const sanctions: UserSanction[] = [];
  if (isGround && complaint.user_status !== 'blocked') sanctions.push('block');
  if (isGround && complaint.user_status === 'confirmed') sanctions.push('suspend');
  if (complaint.user_status !== 'confirmed') sanctions.push('unblock');
  return sanctions;
}
