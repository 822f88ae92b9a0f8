import { CLAIM_STATUSES, type ClaimStatus } from '@city/contracts';
import type { TableSort } from '@city/design-system';
import type { ClaimsQuery } from '../../../../api/management/claims';
import { claimStatusLabels, claimsTableMessages } from '../../../../i18n/managementClaims';
import { sortParams, type TableQuery } from '../../table';

/** The complaint tables' one filter: a status, or every status (null). */
export interface ClaimsFilters {
  status: ClaimStatus | null;
}

export const INITIAL_CLAIMS_FILTERS: ClaimsFilters = { status: null };

/** docs/back-office.md#event-complaints: complaints are listed by created_at, newest first. */
export const DEFAULT_CLAIMS_SORT: TableSort = { column: 'created_at', direction: 'desc' };

/** The list call's query for the table's state; a column off the whitelist sorts by created_at. */
export function claimsQueryOf<Column extends string>(
  query: TableQuery<ClaimsFilters>,
  columns: readonly Column[],
  fallback: Column,
): ClaimsQuery<Column> {
  const { status } = query.filters;
  return {
    page: query.page,
    limit: query.pageSize,
    ...sortParams(query.sort, columns, fallback),
    ...(status ? { status } : {}),
  };
}

const ALL_STATUSES_KEY = 'all';

/** The status filter's options: every status first, then each status by its label. */
export const STATUS_FILTER_OPTIONS = [
  { id: ALL_STATUSES_KEY, label: claimsTableMessages.allStatuses },
  ...CLAIM_STATUSES.map((status) => ({ id: status, label: claimStatusLabels[status] })),
];

export const statusFilterKey = (status: ClaimStatus | null): string => status ?? ALL_STATUSES_KEY;

export const statusFromFilterKey = (key: string): ClaimStatus | null => CLAIM_STATUSES.find((status) => status === key) ?? null;
