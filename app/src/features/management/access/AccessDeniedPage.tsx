import type { User } from '@city/contracts';
import { AccessDenied } from '@city/design-system';
import { accessDeniedMessages } from '../../../i18n/managementShell';
import { usePageTitle } from '../../../lib/usePageTitle';
import type { ManagementAccess } from './managementAccess';

type Denied = Extract<ManagementAccess, { allowed: false }>;

/** docs/back-office.md#access: the access-denied screen with the roles the page needs and the viewer's own. */
export function AccessDeniedPage({ access, viewer }: { access: Denied; viewer: Pick<User, 'role' | 'status'> }) {
  usePageTitle(accessDeniedMessages.pageTitle);
  return (
    <AccessDenied
      reason={access.reason}
      requiredRoles={access.requiredRoles}
      currentRole={viewer.role}
      currentStatus={viewer.status}
    />
  );
}
