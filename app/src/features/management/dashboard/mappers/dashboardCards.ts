import type { FeedbackStatistics, Role, StatisticsOverview } from '@city/contracts';
import type { StatCardTone } from '@city/design-system';
import { dashboardMessages as messages } from '../../../../i18n/managementShell';
import { sectionById, sectionsFor, type ManagementSection } from '../../layout/sections';

export interface DashboardCard {
  id: Exclude<keyof StatisticsOverview, 'jobs'> | 'newFeedback' | 'pendingJobs' | 'failedJobs';
  label: string;
  value: number;
  tone: StatCardTone;
  link?: { href: string; label: string };
}

/** Something waiting for staff is highlighted; a count of zero stays neutral. */
const waitingTone = (count: number, tone: StatCardTone): StatCardTone => (count > 0 ? tone : 'neutral');

/**
 * docs/back-office.md#feedback: the six totals of the overview and the count of new feedback, with a way
 * to where the waiting items are handled; then the job queue (docs/back-office.md#dashboard), whose
 * waiting jobs are routine and whose failed ones are a fault to look into.
 */
export function dashboardCards(overview: StatisticsOverview, feedback: FeedbackStatistics): DashboardCard[] {
  return [
    { id: 'totalUsers', label: messages.totalUsers, value: overview.totalUsers, tone: 'neutral' },
    { id: 'totalEvents', label: messages.totalEvents, value: overview.totalEvents, tone: 'neutral' },
    { id: 'totalClaims', label: messages.totalClaims, value: overview.totalClaims, tone: 'neutral' },
    {
      id: 'pendingClaims',
      label: messages.pendingClaims,
      value: overview.pendingClaims,
      tone: waitingTone(overview.pendingClaims, 'warning'),
      link: { href: sectionById('claims-events').href, label: messages.toEventComplaints },
    },
    { id: 'blockedUsers', label: messages.blockedUsers, value: overview.blockedUsers, tone: waitingTone(overview.blockedUsers, 'danger') },
    {
      id: 'suspendedUsers',
      label: messages.suspendedUsers,
      value: overview.suspendedUsers,
      tone: waitingTone(overview.suspendedUsers, 'warning'),
    },
    {
      id: 'newFeedback',
      label: messages.newFeedback,
      value: feedback.byStatus.new,
      tone: waitingTone(feedback.byStatus.new, 'info'),
      link: { href: sectionById('feedback').href, label: messages.toFeedback },
    },
    { id: 'pendingJobs', label: messages.pendingJobs, value: overview.jobs.pending, tone: 'neutral' },
    { id: 'failedJobs', label: messages.failedJobs, value: overview.jobs.failed, tone: waitingTone(overview.jobs.failed, 'danger') },
  ];
}

/** docs/back-office.md#dashboard: quick links to every section but the dashboard itself; Users only for an admin. */
export const quickLinks = (role: Role): ManagementSection[] => sectionsFor(role).filter((section) => section.id !== 'dashboard');
