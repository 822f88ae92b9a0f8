import type { OrganizerStat } from '@city/contracts';
import { ClaimsCountCell, DataTable, Pagination, Stack, formatCount, formatOneDecimal, type DataTableColumn } from '@city/design-system';
import type { OrganizerStatsPage } from '../../../../api/management/statistics';
import { managementStatisticsMessages } from '../../../../i18n/managementStatistics';
import type { TableQueryState } from '../../table';
import type { StatisticsTable } from '../hooks/useStatisticsTable';
import type { NoFilters } from '../mappers/statisticsQuery';
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
    render: (row) => <ClaimsCountCell total={row.total_claims} approved={row.approved_claims} />,
  },
];

/**
 * management-side §2 'Топ организаторы': name with e-mail, events, participants, the average with
 * one decimal and the claims cell coloured by the approved ones; sorted and paged.
 */
export function OrganizersTable({ table, stats }: { table: TableQueryState<NoFilters>; stats: StatisticsTable<OrganizerStatsPage> }) {
  return (
    <Stack gap="lg">
      <DataTable
        label={messages.tableLabel}
        columns={columns}
        rows={stats.data?.organizers ?? []}
        rowId={(row) => row.user_id}
        sort={table.query.sort}
        onSortChange={table.setSort}
        isLoading={stats.isLoading && !stats.data}
        emptyText={messages.empty}
        minWidth="760px"
      />
      <Pagination
        label={messages.pagesLabel}
        page={table.query.page}
        pageSize={table.query.pageSize}
        total={stats.data?.total ?? 0}
        onPageChange={table.setPage}
        onPageSizeChange={table.setPageSize}
      />
    </Stack>
  );
}
