/**
 * The paging, sorting and filters of a back-office list as one value, so a change to one can
 * reset another (docs/back-office.md#feedback). Shared by the complaints, users, feedback and statistics
 * tables.
 */
import { DEFAULT_PAGE_SIZE } from '@city/contracts';
import type { TableSort } from '@city/design-system';

export interface TableQuery<Filters> {
  filters: Filters;
  /** From 1. */
  page: number;
  /** 10, 25, 50 or 100 (docs/back-office.md#tables). */
  pageSize: number;
  sort: TableSort;
}

export type TableQueryChange<Filters> =
  | { type: 'filters'; filters: Partial<Filters> }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'sort'; sort: TableSort };

/** Page 1 of the default size (25, docs/back-office.md#tables). */
export function initialTableQuery<Filters>(filters: Filters, sort: TableSort): TableQuery<Filters> {
  return { filters, page: 1, pageSize: DEFAULT_PAGE_SIZE, sort };
}

const changesAnything = <Filters>(filters: Filters, patch: Partial<Filters>): boolean =>
  (Object.keys(patch) as (keyof Filters)[]).some((key) => !Object.is(filters[key], patch[key]));

/**
 * docs/back-office.md#tables: a filter or page-size change returns to page 1. A new sort does too: page 3
 * of another order shows unrelated rows. A "change" to the same filter values changes nothing, so a
 * debounced search that settles on the text already applied keeps the page.
 */
export function changeTableQuery<Filters>(query: TableQuery<Filters>, change: TableQueryChange<Filters>): TableQuery<Filters> {
  switch (change.type) {
    case 'filters':
      return changesAnything(query.filters, change.filters)
        ? { ...query, filters: { ...query.filters, ...change.filters }, page: 1 }
        : query;
    case 'page':
      return { ...query, page: change.page };
    case 'pageSize':
      return change.pageSize === query.pageSize ? query : { ...query, pageSize: change.pageSize, page: 1 };
    case 'sort':
      return { ...query, sort: change.sort, page: 1 };
  }
}
