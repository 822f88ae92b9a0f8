/**
 * docs/back-office.md#feedback: the feedback list's filters (status, category, search in subject and
 * message, an optional date range) and the query they make (contracts' managementFeedbackQuerySchema).
 */
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUSES,
  FEEDBACK_STATUS_LABELS,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@city/contracts';
import type { SelectOption, TableSort } from '@city/design-system';
import type { ManagementFeedbackQuery } from '../../../../api/management/feedback';
import { managementFeedbackMessages as messages } from '../../../../i18n/managementFeedback';
import type { TableQuery } from '../../table';

export interface FeedbackFilters {
  status: FeedbackStatus | null;
  category: FeedbackCategory | null;
  /** As applied: the debounced, trimmed text. */
  search: string;
  /** City dates 'yyyy-MM-dd', both inclusive; null leaves that end open. */
  dateFrom: string | null;
  dateTo: string | null;
}

export const NO_FEEDBACK_FILTERS: FeedbackFilters = { status: null, category: null, search: '', dateFrom: null, dateTo: null };

/** The list has one order, newest first (docs/back-office.md#tables); the table offers no sorting. */
export const FEEDBACK_ORDER: TableSort = { column: 'created_at', direction: 'desc' };

/** The Select key of "no filter". */
export const ALL = 'all';

export const statusFilterOptions: SelectOption[] = [
  { id: ALL, label: messages.allStatuses },
  ...FEEDBACK_STATUSES.map((status) => ({ id: status, label: FEEDBACK_STATUS_LABELS[status] })),
];

export const categoryFilterOptions: SelectOption[] = [
  { id: ALL, label: messages.allCategories },
  ...FEEDBACK_CATEGORIES.map((category) => ({ id: category, label: FEEDBACK_CATEGORY_LABELS[category] })),
];

export const statusFromKey = (key: string): FeedbackStatus | null => FEEDBACK_STATUSES.find((status) => status === key) ?? null;
export const categoryFromKey = (key: string): FeedbackCategory | null =>
  FEEDBACK_CATEGORIES.find((category) => category === key) ?? null;

/** A range whose end comes before its start finds nothing: it is not applied. 'yyyy-MM-dd' compares as text. */
export const isDateRangeValid = (dateFrom: string | null, dateTo: string | null): boolean =>
  dateFrom === null || dateTo === null || dateFrom <= dateTo;

export const hasFeedbackFilters = (filters: FeedbackFilters): boolean =>
  filters.status !== null || filters.category !== null || filters.search.trim() !== '' || filters.dateFrom !== null || filters.dateTo !== null;

/** The GET /api/management/feedback query of the table's state; absent filters are left out. */
export function feedbackRequest({ filters, page, pageSize }: TableQuery<FeedbackFilters>): ManagementFeedbackQuery {
  const search = filters.search.trim();
  return {
    page,
    limit: pageSize,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(search ? { search } : {}),
    ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}),
    ...(filters.dateTo ? { dateTo: filters.dateTo } : {}),
  };
}
