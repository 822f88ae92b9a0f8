import type { UserStatus } from '@city/contracts';
import { Alert } from '@city/design-system';
import { sessionMessages } from '../../i18n/messages';

/** docs/accounts.md#statuses: suspended and blocked accounts are told what they may still do. */
export function AccountStatusNotice({ status }: { status: UserStatus }) {
  if (status === 'suspended') {
    return (
      <Alert tone="warning" title={sessionMessages.suspendedTitle}>
        {sessionMessages.suspended}
      </Alert>
    );
  }
  if (status === 'blocked') {
    return (
      <Alert tone="error" title={sessionMessages.blockedTitle}>
        {sessionMessages.blocked}
      </Alert>
    );
  }
  return null;
}
