import type { CategoryStat } from '@city/contracts';
import { DataTable, formatCount, formatOneDecimal, type DataTableColumn } from '@city/design-system';
import { managementStatisticsMessages } from '../../../../i18n/managementStatistics';
import type { StatisticsTable } from '../hooks/useStatisticsTable';
import { categoryLabel } from '../mappers/statisticsQuery';

const messages = managementStatisticsMessages.categories;

const columns: DataTableColumn<CategoryStat>[] = [
  { id: 'category', label: messages.category, render: (row) => categoryLabel(row.category) },
  { id: 'events_count', label: messages.eventsCount, align: 'end', render: (row) => formatCount(row.events_count) },
  { id: 'total_participants', label: messages.totalParticipants, align: 'end', render: (row) => formatCount(row.total_participants) },
  { id: 'avg_participants', label: messages.averageParticipants, align: 'end', render: (row) => formatOneDecimal(row.avg_participants) },
];

/** docs/back-office.md#statistics 'По категориям': every category (blank as 'Без категории'), the average with one decimal; no paging. */
export function CategoriesTable({ stats }: { stats: StatisticsTable<CategoryStat[]> }) {
  return (
    <DataTable
      label={messages.tableLabel}
      columns={columns}
      rows={stats.data ?? []}
      rowId={(row) => row.category ?? ''}
      isLoading={stats.isLoading && !stats.data}
      emptyText={messages.empty}
      minWidth="560px"
    />
  );
}
