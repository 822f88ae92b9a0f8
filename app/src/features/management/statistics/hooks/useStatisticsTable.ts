import { useEffect } from 'react';
import useSWR from 'swr';
import {
  getCategoryStats,
  getModeratorStats,
  getOrganizerStats,
  getParticipantStats,
  type OrganizerStatsPage,
  type OrganizerStatsQuery,
  type ParticipantStatsPage,
  type ParticipantStatsQuery,
} from '../../../../api/management/statistics';
import { logFailure } from '../../../../api/failurePolicy';
import type { CategoryStat, ModeratorStat } from '@city/contracts';

export interface StatisticsTable<T> {
  data: T | null;
  isLoading: boolean;
  hasFailed: boolean;
  reload(): Promise<unknown>;
}

/**
 * One statistics table's data; a null key loads nothing (the tab is not shown). docs/back-office.md#answers-and-errors: a failure is logged; the page replaces the screen with the red box.
 */
function useStatisticsData<Key extends readonly unknown[], T>(key: Key | null, load: (key: Key) => Promise<T>): StatisticsTable<T> {
  const { data, error, isLoading, mutate } = useSWR(key, load, {
    keepPreviousData: true,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  useEffect(() => {
    if (error) logFailure(`Не удалось загрузить статистику ${String(key?.[0])}`, error);
  }, [error, key]);
  return { data: data ?? null, isLoading, hasFailed: error !== undefined, reload: () => mutate() };
}

export const useOrganizerStats = (query: OrganizerStatsQuery | null): StatisticsTable<OrganizerStatsPage> =>
  useStatisticsData(query && (['/api/management/statistics/organizers', query] as const), ([, q]) => getOrganizerStats(q));

export const useParticipantStats = (query: ParticipantStatsQuery | null): StatisticsTable<ParticipantStatsPage> =>
  useStatisticsData(query && (['/api/management/statistics/participants', query] as const), ([, q]) => getParticipantStats(q));

export const useCategoryStats = (isShown: boolean): StatisticsTable<CategoryStat[]> =>
  useStatisticsData(isShown ? (['/api/management/statistics/categories'] as const) : null, () => getCategoryStats());

export const useModeratorStats = (isShown: boolean): StatisticsTable<ModeratorStat[]> =>
  useStatisticsData(isShown ? (['/api/management/statistics/moderators'] as const) : null, () => getModeratorStats());
