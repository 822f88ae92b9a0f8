import { ACCOUNT_STATUS_MESSAGES, type UserStatus } from '@city/contracts';

/**
 * docs/events.md#participation: why the participation buttons are disabled for this account, or undefined
 * when it may act. A suspended account sees them disabled with its message rather than hidden.
 */
export const actionRestriction = (status: UserStatus): string | undefined =>
  status === 'confirmed' ? undefined : ACCOUNT_STATUS_MESSAGES[status];
