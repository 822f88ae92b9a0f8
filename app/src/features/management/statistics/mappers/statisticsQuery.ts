/** docs/back-office.md#statistics: the statistics tables' queries and the cells that need words. */
import { ORGANIZER_SORT_COLUMNS, PARTICIPANT_SORT_COLUMNS } from '@city/contracts';
import type { TableSort } from '@city/design-system';
import type { OrganizerStatsQuery, ParticipantStatsQuery } from '../../../../api/management/statistics';
import { managementStatisticsMessages as messages } from '../../../../i18n/managementStatistics';
import { sortParams, type TableQuery } from '../../table';

/** The statistics tables filter nothing; they sort and page. */
export type NoFilters = Record<never, never>;
export const NO_FILTERS: NoFilters = {};

/** The busiest first: the contracts' default sort of each table. */
export const DEFAULT_ORGANIZER_SORT: TableSort = { column: 'events_count', direction: 'desc' };
export const DEFAULT_PARTICIPANT_SORT: TableSort = { column: 'events_participated', direction: 'desc' };

export function organizersRequest({ page, pageSize, sort }: TableQuery<NoFilters>): OrganizerStatsQuery {
  return { page, limit: pageSize, ...sortParams(sort, ORGANIZER_SORT_COLUMNS, 'events_count') };
}

export function participantsRequest({ page, pageSize, sort }: TableQuery<NoFilters>): ParticipantStatsQuery {
  return { page, limit: pageSize, ...sortParams(sort, PARTICIPANT_SORT_COLUMNS, 'events_participated') };
}

/** docs/back-office.md#statistics: a blank category is shown as 'Без категории'. */
export const categoryLabel = (category: string | null): string =>
  category === null || category.trim() === '' ? messages.categories.uncategorized : category;
