import type { Role } from '@city/contracts';
import { managementSectionLabels } from '../../../i18n/managementShell';

/** docs/back-office.md#layout: the sections of the back office. */
export type ManagementSectionId =
  | 'dashboard'
  | 'claims-events'
  | 'claims-users'
  | 'users'
  | 'feedback'
  | 'statistics'
  | 'moderation-sample';

export interface ManagementSection {
  id: ManagementSectionId;
  /** Below /management, as the nested route matches it. */
  path: string;
  href: string;
  label: string;
  /** docs/back-office.md#access: who may open it (the server checks the same, docs/back-office.md#layout). */
  roles: readonly Role[];
}

export const MANAGEMENT_ROOT = '/management';
export const STAFF_ROLES: readonly Role[] = ['moderator', 'admin'];
const ADMIN_ONLY: readonly Role[] = ['admin'];

const section = (id: ManagementSectionId, path: string, label: string, roles: readonly Role[] = STAFF_ROLES): ManagementSection => ({
  id,
  path,
  href: `${MANAGEMENT_ROOT}/${path}`,
  label,
  roles,
});

/**
 * The sidebar's order (docs/back-office.md#feedback: Dashboard, complaints, Users, Feedback, Statistics),
 * then the sample labelling (docs/moderation.md#sample-labelling).
 */
export const MANAGEMENT_SECTIONS: readonly ManagementSection[] = [
  section('dashboard', 'dashboard', managementSectionLabels.dashboard),
  section('claims-events', 'claims/events', managementSectionLabels.eventComplaints),
  section('claims-users', 'claims/users', managementSectionLabels.userComplaints),
  section('users', 'users', managementSectionLabels.users, ADMIN_ONLY),
  section('feedback', 'feedback', managementSectionLabels.feedback),
  section('statistics', 'statistics', managementSectionLabels.statistics),
  section('moderation-sample', 'moderation-sample', managementSectionLabels.moderationSample),
];

export const sectionById = (id: ManagementSectionId): ManagementSection => {
  const found = MANAGEMENT_SECTIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Нет раздела ${id}`);
  return found;
};

/** docs/back-office.md#access: the sections this role may open; Users only for an admin. */
export const sectionsFor = (role: Role): ManagementSection[] => MANAGEMENT_SECTIONS.filter((candidate) => candidate.roles.includes(role));

/**
 * The section a path belongs to: '/management' itself shows the dashboard (docs/back-office.md#dashboard),
 * deeper paths belong to the section they start with; null for a path of no section (the 404).
 */
export function sectionAt(pathname: string): ManagementSectionId | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === MANAGEMENT_ROOT) return 'dashboard';
  const found = MANAGEMENT_SECTIONS.find((candidate) => path === candidate.href || path.startsWith(`${candidate.href}/`));
  return found?.id ?? null;
}
