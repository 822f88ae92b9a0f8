/**
 * What every back-office list shares: its query (paging, sort, filters) and the rules of what
 * resets what, the whitelisted sort sent to the API, and the debounced search text.
 */
export { changeTableQuery, initialTableQuery, type TableQuery, type TableQueryChange } from './tableQuery';
export { sortParams } from './sortParams';
export { useTableQuery, type TableQueryState } from './useTableQuery';
export { useDebouncedValue } from './useDebouncedValue';
