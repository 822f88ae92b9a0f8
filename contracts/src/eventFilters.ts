import type { EventCategory } from './events';

/** Every list's search box (events, the partner feed, the back office) takes at most this many characters. */
export const SEARCH_TEXT_MAX = 200;

/** docs/events.md#filters: the date filter of the events list. */
export const DATE_FILTERS = ['all', 'today', 'week', 'weekend', 'specific'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** A stretch of the city's calendar, counted from the city's today: it starts `fromDay` days on and lasts `days`. */
export interface CityDaySpan {
  fromDay: number;
  days: number;
}

const SATURDAY = 6;

/**
 * docs/events.md#filters: «Выходные», given today's weekday in the city (0 Sunday … 6 Saturday).
 * On a weekday the coming Saturday and Sunday; on a Saturday today and tomorrow; on a Sunday
 * today only (the weekend that is still ahead, not the next one six days away).
 */
export function weekendSpan(weekday: number): CityDaySpan {
  if (weekday === 0) return { fromDay: 0, days: 1 };
  return { fromDay: SATURDAY - weekday, days: 2 };
}

/** docs/events.md#filters: the payment filter of the events list. */
export const PAYMENT_FILTERS = ['all', 'free', 'paid'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** docs/events.md#filters: everything the filter panel of /events can set. */
export interface EventFilters {
  category: 'all' | EventCategory;
  search: string;
  favoritesOnly: boolean;
  dateFilter: DateFilter;
  /** yyyy-MM-dd; used only while dateFilter is 'specific'. */
  specificDate: string | null;
  paymentFilter: PaymentFilter;
  /** 'Показать заполненные': the list hides full and unavailable events unless this is on. */
  showUnavailable: boolean;
}

export const DEFAULT_EVENT_FILTERS: EventFilters = {
  category: 'all',
  search: '',
  favoritesOnly: false,
  dateFilter: 'all',
  specificDate: null,
  paymentFilter: 'all',
  showUnavailable: false,
};

/** docs/events.md#filters: how many filters differ from their defaults («Фильтры (2)» on a phone). */
export function activeFilterCount(filters: EventFilters): number {
  return [
    filters.category !== DEFAULT_EVENT_FILTERS.category,
    filters.search.trim() !== '',
    filters.favoritesOnly,
    filters.dateFilter !== DEFAULT_EVENT_FILTERS.dateFilter,
    filters.paymentFilter !== DEFAULT_EVENT_FILTERS.paymentFilter,
    filters.showUnavailable,
  ].filter(Boolean).length;
}

/** docs/events.md#filters: reset is enabled only when some filter differs from its default. */
export function isFilterActive(filters: EventFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** The query string of GET /api/events, as plain string pairs in a stable order. */
export type EventListQuery = Record<string, string>;

/**
 * docs/events.md#search: page and limit always; category only if not all; search when not blank;
 * favorites=true; dateFilter if not all; specificDate with 'specific'; paymentFilter if not all;
 * hideUnavailable=false when show-unavailable is on (the server hides them by default).
 * 'specific' without a chosen day is sent as no date filter at all: the list stays unfiltered by
 * date until a day is picked, instead of asking the server for a specific day that does not exist.
 */
export function eventFiltersToQuery(filters: EventFilters, page: number, limit: number): EventListQuery {
  const query: EventListQuery = { page: String(page), limit: String(limit) };
  if (filters.category !== 'all') query.category = filters.category;
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.favoritesOnly) query.favorites = 'true';
  if (filters.dateFilter === 'specific') {
    if (filters.specificDate) {
      query.dateFilter = 'specific';
      query.specificDate = filters.specificDate;
    }
  } else if (filters.dateFilter !== 'all') {
    query.dateFilter = filters.dateFilter;
  }
  if (filters.paymentFilter !== 'all') query.paymentFilter = filters.paymentFilter;
  if (filters.showUnavailable) query.hideUnavailable = 'false';
  return query;
}
