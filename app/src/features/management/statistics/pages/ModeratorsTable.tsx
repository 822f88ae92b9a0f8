import type { ModeratorStat } from '@city/contracts';
import { DataTable, formatCount, formatPercent, type DataTableColumn } from '@city/design-system';
import { managementStatisticsMessages } from '../../../../i18n/managementStatistics';
import type { StatisticsTable } from '../hooks/useStatisticsTable';

const messages = managementStatisticsMessages.moderators;

const columns: DataTableColumn<ModeratorStat>[] = [
  { id: 'moderator_name', label: messages.moderator, render: (row) => row.moderator_name },
  { id: 'total_claims_reviewed', label: messages.reviewed, align: 'end', render: (row) => formatCount(row.total_claims_reviewed) },
  { id: 'claims_approved', label: messages.approved, align: 'end', render: (row) => formatCount(row.claims_approved) },
  { id: 'claims_rejected', label: messages.rejected, align: 'end', render: (row) => formatCount(row.claims_rejected) },
  { id: 'approval_rate', label: messages.approvalRate, align: 'end', render: (row) => formatPercent(row.approval_rate) },
];

/** docs/back-office.md#access 'Модераторы' (admin only): reviewed, approved, rejected and the approval rate as a one-decimal percent. */
export function ModeratorsTable({ stats }: { stats: StatisticsTable<ModeratorStat[]> }) {
  return (
    <DataTable
      label={messages.tableLabel}
      columns={columns}
      rows={stats.data ?? []}
      rowId={(row) => row.moderator_id}
      isLoading={stats.isLoading && !stats.data}
      emptyText={messages.empty}
      minWidth="640px"
    />
  );
}
