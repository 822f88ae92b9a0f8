import { useEffect } from 'react';
import useSWR from 'swr';
import type { Pagination } from '@city/contracts';
import type { ComplaintsQuery } from '../../../../api/management/complaints';
import { useTableQuery, type TableQueryState } from '../../table';
import { complaintsQueryOf, DEFAULT_COMPLAINTS_SORT, INITIAL_COMPLAINTS_FILTERS, type ComplaintsFilters } from '../mappers/complaintsQuery';

export interface ComplaintsListSource<Column extends string, Row> {
  /** Names the list in swr's cache: the call it mirrors. */
  key: string;
  /** The contracts' sort whitelist of this list. */
  columns: readonly Column[];
  /** What the list sorts by when the table asks for a column off the whitelist. */
  defaultColumn: Column;
  load(query: ComplaintsQuery<Column>): Promise<{ claims: Row[] } & Pagination>;
}

export interface ComplaintsList<Row> extends TableQueryState<ComplaintsFilters> {
  rows: Row[];
  total: number;
  /** The rows of this page are on their way (the table shows its spinner). */
  isLoading: boolean;
  /** docs/back-office.md#answers-and-errors: the page shows 'Ошибка при загрузке жалоб'. */
  failed: boolean;
  reload(): Promise<unknown>;
}

/**
 * A complaints table's rows for its paging, sort and status filter (docs/back-office.md#event-complaints).
 * The last answer stays on screen while the next page loads, so the pagination keeps its total.
 */
export function useComplaintsList<Column extends string, Row>({
  key,
  columns,
  defaultColumn,
  load,
}: ComplaintsListSource<Column, Row>): ComplaintsList<Row> {
  const table = useTableQuery(INITIAL_COMPLAINTS_FILTERS, DEFAULT_COMPLAINTS_SORT);
  const query = complaintsQueryOf(table.query, columns, defaultColumn);
  const { data, error, isLoading, mutate } = useSWR([key, query], ([, asked]) => load(asked), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });

  // A decision under a status filter can empty the last page: show the page that now is the last.
  const { setPage } = table;
  const beyondLastPage = data !== undefined && data.claims.length === 0 && data.total > 0 && data.page > data.totalPages;
  useEffect(() => {
    if (beyondLastPage && data) setPage(data.totalPages);
  }, [beyondLastPage, data, setPage]);

  return {
    ...table,
    rows: data?.claims ?? [],
    total: data?.total ?? 0,
    isLoading,
    failed: error !== undefined,
    reload: () => mutate(),
  };
}
