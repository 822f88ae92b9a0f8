import type { ReactNode } from 'react';
import type { ManagementSection } from '../layout/sections';
import { useManagementViewer } from '../layout/viewer';
import { AccessDeniedPage } from './AccessDeniedPage';
import { managementAccess } from './managementAccess';

/**
 * docs/back-office.md#access: a section with stricter roles than the back office (Users: admin only)
 * shows the access-denied screen, inside the admin layout, to anyone else.
 */
export function RequireSection({ section, children }: { section: ManagementSection; children: ReactNode }) {
  const viewer = useManagementViewer();
  const access = managementAccess(viewer, section.roles);
  return access.allowed ? children : <AccessDeniedPage access={access} viewer={viewer} />;
}
