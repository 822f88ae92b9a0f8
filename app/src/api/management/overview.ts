/**
 * The dashboard's calls (docs/back-office.md#feedback): the platform totals and the feedback counts.
 * Answers are `{success, data}` (docs/back-office.md#answers-and-errors); callers get `data`.
 */
import {
  feedbackStatisticsResponseSchema,
  statisticsOverviewResponseSchema,
  type FeedbackStatistics,
  type StatisticsOverview,
} from '@city/contracts';
import { request } from '../request';
import { managementCall, managementPath, type ManagementCallOptions } from './index';

/**
 * GET /api/management/statistics/overview: totalUsers, totalEvents, totalClaims, pendingClaims,
 * blockedUsers, suspendedUsers and the job queue's counts (jobs.pending, jobs.failed).
 */
export async function getStatisticsOverview(options?: ManagementCallOptions): Promise<StatisticsOverview> {
  const { data } = await request(managementPath('statistics/overview'), {
    ...managementCall(options),
    schema: statisticsOverviewResponseSchema,
  });
  return data;
}

/** GET /api/management/feedback/statistics: total and the count of each status. */
export async function getFeedbackStatistics(options?: ManagementCallOptions): Promise<FeedbackStatistics> {
  const { data } = await request(managementPath('feedback/statistics'), {
    ...managementCall(options),
    schema: feedbackStatisticsResponseSchema,
  });
  return data;
}
