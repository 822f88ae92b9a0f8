import { z } from 'zod';
import { pagingQuerySchema, paginationSchema } from '../paging';
import { DEFAULT_PAGE_SIZE, managementEnvelope, MAX_PAGE_SIZE, sortedPageQuery } from './envelope';

const count = z.number().int().nonnegative();

/** docs/back-office.md#dashboard: the dashboard totals, from live data. */
export const statisticsOverviewResponseSchema = managementEnvelope(
  z.object({
    totalUsers: count,
    totalEvents: count,
    totalClaims: count,
    pendingClaims: count,
    blockedUsers: count,
    suspendedUsers: count,
    /**
     * docs/back-office.md#dashboard: the job queue (mails, reminders): jobs retrying or waiting for
     * more than a moment, and jobs that gave up after every retry within the last week.
     */
    jobs: z.object({ pending: count, failed: count }),
  }),
);
export type StatisticsOverview = z.infer<typeof statisticsOverviewResponseSchema>['data'];

export const ORGANIZER_SORT_COLUMNS = [
  'events_count',
  'total_participants',
  'avg_participants_per_event',
  'total_claims',
  'approved_claims',
  'user_name',
] as const;
export const PARTICIPANT_SORT_COLUMNS = ['events_participated', 'registration_date', 'user_name'] as const;

export const organizerStatsQuerySchema = pagingQuerySchema({ limit: DEFAULT_PAGE_SIZE, maxLimit: MAX_PAGE_SIZE }).extend(
  sortedPageQuery(ORGANIZER_SORT_COLUMNS, 'events_count').shape,
);
export const participantStatsQuerySchema = pagingQuerySchema({ limit: DEFAULT_PAGE_SIZE, maxLimit: MAX_PAGE_SIZE }).extend(
  sortedPageQuery(PARTICIPANT_SORT_COLUMNS, 'events_participated').shape,
);

/** docs/back-office.md#statistics: one organizer (any user with a non-deleted event). */
export const organizerStatSchema = z.object({
  user_id: z.number().int().positive(),
  user_name: z.string(),
  user_email: z.string(),
  events_count: count,
  total_participants: count,
  avg_participants_per_event: z.number().nonnegative(),
  total_claims: count,
  approved_claims: count,
});
export type OrganizerStat = z.infer<typeof organizerStatSchema>;

export const participantStatSchema = z.object({
  user_id: z.number().int().positive(),
  user_name: z.string(),
  user_email: z.string(),
  events_participated: count,
  registration_date: z.string(),
});
export type ParticipantStat = z.infer<typeof participantStatSchema>;

export const categoryStatSchema = z.object({
  category: z.string().nullable(),
  events_count: count,
  total_participants: count,
  avg_participants: z.number().nonnegative(),
});
export type CategoryStat = z.infer<typeof categoryStatSchema>;

export const moderatorStatSchema = z.object({
  moderator_id: z.number().int().positive(),
  moderator_name: z.string(),
  total_claims_reviewed: count,
  claims_approved: count,
  claims_rejected: count,
  /** Approved share of reviewed, in percent (0–100). */
  approval_rate: z.number().min(0).max(100),
});
export type ModeratorStat = z.infer<typeof moderatorStatSchema>;

export const organizerStatsResponseSchema = managementEnvelope(
  z.object({ organizers: z.array(organizerStatSchema) }).extend(paginationSchema.shape),
);
export const participantStatsResponseSchema = managementEnvelope(
  z.object({ participants: z.array(participantStatSchema) }).extend(paginationSchema.shape),
);
export const categoryStatsResponseSchema = managementEnvelope(z.object({ categories: z.array(categoryStatSchema) }));
export const moderatorStatsResponseSchema = managementEnvelope(z.object({ moderators: z.array(moderatorStatSchema) }));

export type ComplaintsTone = 'success' | 'warning' | 'danger';

/** docs/back-office.md#statistics: the organizer's claims cell: 0 approved green, 1–2 yellow, more red. */
export function approvedComplaintsTone(approvedComplaints: number): ComplaintsTone {
  if (approvedComplaints === 0) return 'success';
  return approvedComplaints <= 2 ? 'warning' : 'danger';
}
