import { useState } from 'react';
import type { Role } from '@city/contracts';
import { useTableQuery, type TableQueryState } from '../../table';
import {
  DEFAULT_ORGANIZER_SORT,
  DEFAULT_PARTICIPANT_SORT,
  NO_FILTERS,
  organizersRequest,
  participantsRequest,
  type NoFilters,
} from '../mappers/statisticsQuery';
import { visibleStatisticsTabs, type StatisticsTab } from '../mappers/statisticsTabs';
import { useCategoryStats, useModeratorStats, useOrganizerStats, useParticipantStats } from './useStatisticsTable';

/**
 * docs/back-office.md#statistics: the statistics screen's state: which tabs the viewer has, the one shown, each
 * paged table's sort and page (kept while another tab is shown) and the shown tab's data. Only the
 * shown tab loads.
 */
export function useStatistics(role: Role | null) {
  const tabs = visibleStatisticsTabs(role);
  const [chosenTab, setTab] = useState<StatisticsTab>('organizers');
  // A tab that is not the viewer's (moderators for a moderator) is never shown or loaded.
  const tab: StatisticsTab = tabs.includes(chosenTab) ? chosenTab : 'organizers';

  const organizersTable: TableQueryState<NoFilters> = useTableQuery(NO_FILTERS, DEFAULT_ORGANIZER_SORT);
  const participantsTable: TableQueryState<NoFilters> = useTableQuery(NO_FILTERS, DEFAULT_PARTICIPANT_SORT);
  const organizers = useOrganizerStats(tab === 'organizers' ? organizersRequest(organizersTable.query) : null);
  const participants = useParticipantStats(tab === 'participants' ? participantsRequest(participantsTable.query) : null);
  const categories = useCategoryStats(tab === 'categories');
  const moderators = useModeratorStats(tab === 'moderators');
  const shown = { organizers, participants, categories, moderators }[tab];

  return {
    tabs,
    tab,
    setTab,
    organizers: { table: organizersTable, stats: organizers },
    participants: { table: participantsTable, stats: participants },
    categories,
    moderators,
    /** docs/back-office.md#answers-and-errors: a failed load replaces the whole screen with the red box. */
    hasFailed: shown.hasFailed,
    reload: shown.reload,
  };
}

export type Statistics = ReturnType<typeof useStatistics>;
