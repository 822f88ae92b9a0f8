import useSWR from 'swr';
import type { FeedbackStatistics, StatisticsOverview } from '@city/contracts';
import { getFeedbackStatistics, getStatisticsOverview } from '../../../../api/management/overview';

/** The swr keys: the calls they mirror, so a page that changes the counts can revalidate them. */
export const OVERVIEW_KEY = '/api/management/statistics/overview';
export const FEEDBACK_STATISTICS_KEY = '/api/management/feedback/statistics';

export interface DashboardData {
  overview: StatisticsOverview | null;
  feedback: FeedbackStatistics | null;
  isLoading: boolean;
  /** docs/back-office.md#dashboard: either call failed; the page shows 'Не удалось загрузить данные'. */
  failed: boolean;
  retry(): void;
}

/** docs/back-office.md#feedback: the totals and the feedback counts, asked for together. */
export function useDashboard(): DashboardData {
  const overview = useSWR(OVERVIEW_KEY, () => getStatisticsOverview(), { shouldRetryOnError: false });
  const feedback = useSWR(FEEDBACK_STATISTICS_KEY, () => getFeedbackStatistics(), { shouldRetryOnError: false });
  return {
    overview: overview.data ?? null,
    feedback: feedback.data ?? null,
    isLoading: overview.isLoading || feedback.isLoading,
    failed: overview.error !== undefined || feedback.error !== undefined,
    retry: () => {
      void overview.mutate();
      void feedback.mutate();
    },
  };
}
