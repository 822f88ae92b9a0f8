import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { ManagementFeedback } from '@city/contracts';
import { listManagementFeedback, type ManagementFeedbackPage } from '../../../../api/management/feedback';
import { logFailure } from '../../../../api/failurePolicy';
import { managementFeedbackMessages as messages } from '../../../../i18n/managementFeedback';
import { useDebouncedValue, useTableQuery, type TableQueryState } from '../../table';
import { feedbackListFailureText } from '../mappers/failures';
import { FEEDBACK_ORDER, NO_FEEDBACK_FILTERS, feedbackRequest, type FeedbackFilters } from '../mappers/feedbackQuery';

export interface FeedbackList extends TableQueryState<FeedbackFilters> {
  /** What the search box shows; applied to the list 500 ms after the last keystroke. */
  searchText: string;
  setSearchText(text: string): void;
  resetFilters(): void;
  /** The page shown: empty after a failure (docs/back-office.md#answers-and-errors). */
  page: ManagementFeedbackPage | null;
  isLoading: boolean;
  /** 'Ошибка при загрузке отзывов: {http status}', or null. */
  failure: string | null;
  reload(): Promise<unknown>;
  /** docs/back-office.md#feedback: after a status change the row updates in place, without a reload. */
  replaceItem(item: ManagementFeedback): void;
}

/** docs/back-office.md#feedback: the feedback table with its filters and paging. */
export function useFeedbackList(): FeedbackList {
  const table = useTableQuery<FeedbackFilters>(NO_FEEDBACK_FILTERS, FEEDBACK_ORDER);
  const [searchText, setSearchText] = useState('');
  const appliedSearch = useDebouncedValue(searchText.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ search: appliedSearch }), [appliedSearch, setFilters]);

  const request = feedbackRequest(table.query);
  const { data, error, isLoading, mutate } = useSWR(
    ['/api/management/feedback', request] as const,
    ([, query]) => listManagementFeedback(query),
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
  useEffect(() => {
    if (error) logFailure(messages.serviceFailures.list, error);
  }, [error]);

  return {
    ...table,
    searchText,
    setSearchText,
    resetFilters: () => {
      setSearchText('');
      setFilters(NO_FEEDBACK_FILTERS);
    },
    page: error ? null : (data ?? null),
    isLoading,
    failure: error ? feedbackListFailureText(error) : null,
    reload: () => mutate(),
    replaceItem: (item) =>
      void mutate(
        (current) => current && { ...current, feedback: current.feedback.map((row) => (row.id === item.id ? item : row)) },
        { revalidate: false },
      ),
  };
}
