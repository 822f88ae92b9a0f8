import type { ParticipantStat } from '@city/contracts';
import { formatCount, formatRecordDate, type DataTableColumn } from '@city/design-system';
import type { ParticipantStatsPage } from '../../../../api/management/statistics';
import { managementStatisticsMessages } from '../../../../i18n/managementStatistics';
import type { TableQueryState } from '../../table';
import type { StatisticsTable } from '../hooks/useStatisticsTable';
import type { NoFilters } from '../mappers/statisticsQuery';
import { PagedStatisticsTable } from './PagedStatisticsTable';
import { PersonCell } from './PersonCell';

const messages = managementStatisticsMessages.participants;

/** Column ids are the API's sortBy names (contracts' PARTICIPANT_SORT_COLUMNS). */
const columns: DataTableColumn<ParticipantStat>[] = [
  {
    id: 'user_name',
    label: messages.participant,
    sortable: true,
    render: (row) => <PersonCell name={row.user_name} email={row.user_email} />,
  },
  {
    id: 'events_participated',
    label: messages.eventsParticipated,
    sortable: true,
    align: 'end',
    render: (row) => formatCount(row.events_participated),
  },
  {
    id: 'registration_date',
    label: messages.registrationDate,
    sortable: true,
    render: (row) => formatRecordDate(row.registration_date),
  },
];

/** docs/back-office.md#statistics 'Активные участники': name with e-mail, events joined, registration date (ru-RU); sorted and paged. */
export function ParticipantsTable({
  table,
  stats,
}: {
  table: TableQueryState<NoFilters>;
  stats: StatisticsTable<ParticipantStatsPage>;
}) {
  return (
    <PagedStatisticsTable
      label={messages.tableLabel}
      pagesLabel={messages.pagesLabel}
      emptyText={messages.empty}
      columns={columns}
      rows={stats.data?.participants}
      total={stats.data?.total}
      rowId={(row) => row.user_id}
      isLoading={stats.isLoading && !stats.data}
      table={table}
      minWidth="560px"
    />
  );
}
