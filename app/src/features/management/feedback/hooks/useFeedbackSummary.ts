import { useEffect } from 'react';
import useSWR from 'swr';
import type { FeedbackStatistics } from '@city/contracts';
import { getFeedbackStatistics } from '../../../../api/management/overview';
import { logFailure } from '../../../../api/failurePolicy';
import { managementFeedbackMessages as messages } from '../../../../i18n/managementFeedback';

export interface FeedbackSummary {
  /** null while loading or when the counts could not be read (the cards are left out then). */
  statistics: FeedbackStatistics | null;
  reload(): Promise<unknown>;
}

/** docs/back-office.md#feedback: total, new, read and resolved counts above the feedback table. */
export function useFeedbackSummary(): FeedbackSummary {
  const { data, error, mutate } = useSWR('/api/management/feedback/statistics', () => getFeedbackStatistics(), {
    shouldRetryOnError: false,
  });
  useEffect(() => {
    if (error) logFailure(messages.serviceFailures.statistics, error);
  }, [error]);
  return { statistics: data ?? null, reload: () => mutate() };
}
