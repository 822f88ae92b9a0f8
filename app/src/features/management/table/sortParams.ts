import type { SortOrder } from '@city/contracts';
import type { TableSort } from '@city/design-system';

/**
 * The API's sortBy and sortOrder for a table sort: only a column of the contracts' whitelist is
 * sent; anything else falls back to the list's default column.
 */
export function sortParams<Column extends string>(
  sort: TableSort,
  columns: readonly Column[],
  fallback: Column,
): { sortBy: Column; sortOrder: SortOrder } {
  const sortBy = columns.find((column) => column === sort.column) ?? fallback;
  return { sortBy, sortOrder: sort.direction };
}
