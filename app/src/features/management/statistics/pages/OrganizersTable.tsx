import type { OrganizerStat } from '@city/contracts';
import { ComplaintsCountCell, formatCount, formatOneDecimal, type DataTableColumn } from '@city/design-system';
import type { OrganizerStatsPage } from '../../../../api/management/statistics';
import { managementStatisticsMessages } from '../../../../i18n/managementStatistics';
import type { TableQueryState } from '../../table';
import type { StatisticsTable } from '../hooks/useStatisticsTable';
import type { NoFilters } from '../mappers/statisticsQuery';
import { PagedStatisticsTable } from './PagedStatisticsTable';
import { PersonCell } from './PersonCell';

const messages = managementStatisticsMessages.organizers;

/** Column ids are the API's sortBy names (contracts' ORGANIZER_SORT_COLUMNS). */
const columns: DataTableColumn<OrganizerStat>[] = [
  {
    id: 'user_name',
    label: messages.organizer,
    sortable: true,
    render: (row) => <PersonCell name={row.user_name} email={row.user_email} />,
  },
  { id: 'events_count', label: messages.eventsCount, sortable: true, align: 'end', render: (row) => formatCount(row.events_count) },
  {
    id: 'total_participants',
    label: messages.totalParticipants,
    sortable: true,
    align: 'end',
    render: (row) => formatCount(row.total_participants),
  },
  {
    id: 'avg_participants_per_event',
    label: messages.averageParticipants,
    sortable: true,
    align: 'end',
    render: (row) => formatOneDecimal(row.avg_participants_per_event),
  },
  {
    id: 'approved_claims',
    label: messages.claims,
    sortable: true,
    render: (row) => <ComplaintsCountCell total={row.total_claims} approved={row.approved_claims} />,
  },
];

/**
 * docs/back-office.md#statistics 'Топ организаторы': name with e-mail, events, participants, the average with
 * one decimal and the claims cell coloured by the approved ones; sorted and paged.
 */
export function OrganizersTable({ table, stats }: { table: TableQueryState<NoFilters>; stats: StatisticsTable<OrganizerStatsPage> }) {
  return (
    <PagedStatisticsTable
      label={messages.tableLabel}
      pagesLabel={messages.pagesLabel}
      emptyText={messages.empty}
      columns={columns}
      rows={stats.data?.organizers}
      total={stats.data?.total}
      rowId={(row) => row.user_id}
      isLoading={stats.isLoading && !stats.data}
      table={table}
      minWidth="760px"
    />
  );
}
