import { useCallback, useMemo, useReducer } from 'react';
import type { TableSort } from '@city/design-system';
import { changeTableQuery, initialTableQuery, type TableQuery, type TableQueryChange } from './tableQuery';

export interface TableQueryState<Filters> {
  query: TableQuery<Filters>;
  setFilters(filters: Partial<Filters>): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: TableSort): void;
}

/** A back-office list's query in React state; the rules of what resets what are changeTableQuery's. */
export function useTableQuery<Filters>(filters: Filters, sort: TableSort): TableQueryState<Filters> {
  const [query, dispatch] = useReducer(
    (current: TableQuery<Filters>, change: TableQueryChange<Filters>) => changeTableQuery(current, change),
    undefined,
    () => initialTableQuery(filters, sort),
  );
  const setFilters = useCallback((next: Partial<Filters>) => dispatch({ type: 'filters', filters: next }), []);
  const setPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);
  const setPageSize = useCallback((pageSize: number) => dispatch({ type: 'pageSize', pageSize }), []);
  const setSort = useCallback((next: TableSort) => dispatch({ type: 'sort', sort: next }), []);
  return useMemo(() => ({ query, setFilters, setPage, setPageSize, setSort }), [query, setFilters, setPage, setPageSize, setSort]);
}
