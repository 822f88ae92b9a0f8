import { DataTable, Pagination, Stack, type DataTableColumn } from '@city/design-system';
import type { TableQueryState } from '../../table';
import type { NoFilters } from '../mappers/statisticsQuery';

export interface PagedStatisticsTableProps<Row> {
  /** The table's and its pages' accessible names. */
  label: string;
  pagesLabel: string;
  emptyText: string;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  total: number | undefined;
  rowId(row: Row): number;
  isLoading: boolean;
  table: TableQueryState<NoFilters>;
  /** Below this width the table scrolls inside its box instead of squeezing its columns. */
  minWidth: string;
}

/** docs/back-office.md#statistics: a people statistics tab — sorted by the API's columns and paged. */
export function PagedStatisticsTable<Row>({
  label,
  pagesLabel,
  emptyText,
  columns,
  rows,
  total,
  rowId,
  isLoading,
  table,
  minWidth,
}: PagedStatisticsTableProps<Row>) {
  return (
    <Stack gap="lg">
      <DataTable
        label={label}
        columns={columns}
        rows={rows ?? []}
        rowId={rowId}
        sort={table.query.sort}
        onSortChange={table.setSort}
        isLoading={isLoading}
        emptyText={emptyText}
        minWidth={minWidth}
      />
      <Pagination
        label={pagesLabel}
        page={table.query.page}
        pageSize={table.query.pageSize}
        total={total ?? 0}
        onPageChange={table.setPage}
        onPageSizeChange={table.setPageSize}
      />
    </Stack>
  );
}
