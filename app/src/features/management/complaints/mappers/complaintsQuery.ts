import { COMPLAINT_STATUSES, type ComplaintStatus } from '@city/contracts';
import type { TableSort } from '@city/design-system';
import type { ComplaintsQuery } from '../../../../api/management/complaints';
import { complaintStatusLabels, complaintsTableMessages } from '../../../../i18n/managementComplaints';
import { sortParams, type TableQuery } from '../../table';

/** The complaint tables' one filter: a status, or every status (null). */
export interface ComplaintsFilters {
  status: ComplaintStatus | null;
}

export const INITIAL_COMPLAINTS_FILTERS: ComplaintsFilters = { status: null };

/** docs/back-office.md#event-complaints: complaints are listed by created_at, newest first. */
export const DEFAULT_COMPLAINTS_SORT: TableSort = { column: 'created_at', direction: 'desc' };

/** The list call's query for the table's state; a column off the whitelist sorts by created_at. */
export function complaintsQueryOf<Column extends string>(
  query: TableQuery<ComplaintsFilters>,
  columns: readonly Column[],
  fallback: Column,
): ComplaintsQuery<Column> {
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
  { id: ALL_STATUSES_KEY, label: complaintsTableMessages.allStatuses },
  ...COMPLAINT_STATUSES.map((status) => ({ id: status, label: complaintStatusLabels[status] })),
];

export const statusFilterKey = (status: ComplaintStatus | null): string => status ?? ALL_STATUSES_KEY;

export const statusFromFilterKey = (key: string): ComplaintStatus | null => COMPLAINT_STATUSES.find((status) => status === key) ?? null;
