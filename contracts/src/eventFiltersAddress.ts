import { formatCalendarDate, parseCalendarDate } from './birthDate';
import { DEFAULT_EVENT_FILTERS, eventFiltersToQuery, PAYMENT_FILTERS, type EventFilters } from './eventFilters';
import { EVENT_CATEGORY_SLUGS, EVENT_LIMITS, type EventCategory } from './events';

/**
 * docs/events.md#filters-in-the-address: the filters of /events in its address, with short Latin
 * names a person can read and share (/events?category=culture&search=джаз&date=weekend&payment=free&favorites=1).
 */
export const FILTER_PARAMS = {
  category: 'category',
  search: 'search',
  date: 'date',
  payment: 'payment',
  favorites: 'favorites',
  full: 'full',
} as const;


/** A switch that is on is written as 1. */
const ON = '1';
/** «Выбрать дату» before a day is picked: kept in the address so the picker stays open on reload. */
const SPECIFIC_WITHOUT_DAY = 'specific';
const DATE_PRESETS = ['today', 'week', 'weekend'] as const;

const categoryOfSlug = (slug: string | null): EventFilters['category'] =>
  (Object.keys(EVENT_CATEGORY_SLUGS) as EventCategory[]).find((category) => EVENT_CATEGORY_SLUGS[category] === slug) ?? 'all';

/** A real calendar day written as yyyy-MM-dd exactly (2026-02-30 or 2026-1-5 are not). */
function calendarDay(value: string): string | null {
  const day = parseCalendarDate(value);
  return day && formatCalendarDate(day) === value ? value : null;
}

function dateOf(value: string | null): Pick<EventFilters, 'dateFilter' | 'specificDate'> {
  const preset = DATE_PRESETS.find((candidate) => candidate === value);
  if (preset) return { dateFilter: preset, specificDate: null };
  if (value === SPECIFIC_WITHOUT_DAY) return { dateFilter: 'specific', specificDate: null };
  const day = value === null ? null : calendarDay(value);
  return day ? { dateFilter: 'specific', specificDate: day } : { dateFilter: 'all', specificDate: null };
}

/** The filters an address asks for; a value that is not one of ours falls back to the default. */
export function filtersFromSearchParams(params: URLSearchParams): EventFilters {
  const payment = PAYMENT_FILTERS.find((candidate) => candidate === params.get(FILTER_PARAMS.payment));
  return {
    category: categoryOfSlug(params.get(FILTER_PARAMS.category)),
    search: params.get(FILTER_PARAMS.search) ?? DEFAULT_EVENT_FILTERS.search,
    favoritesOnly: params.get(FILTER_PARAMS.favorites) === ON,
    ...dateOf(params.get(FILTER_PARAMS.date)),
    paymentFilter: payment ?? DEFAULT_EVENT_FILTERS.paymentFilter,
    showUnavailable: params.get(FILTER_PARAMS.full) === ON,
  };
}

/**
 * The address of the filters: only what differs from the defaults, always in one order, so the
 * same filters are the same link. The search is kept as typed (a trailing space included), so
 * the box does not lose it when the address is read back.
 */
export function filtersToSearchParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== 'all') params.set(FILTER_PARAMS.category, EVENT_CATEGORY_SLUGS[filters.category]);
  if (filters.search.trim() !== '') params.set(FILTER_PARAMS.search, filters.search);
  if (filters.dateFilter === 'specific') params.set(FILTER_PARAMS.date, filters.specificDate ?? SPECIFIC_WITHOUT_DAY);
  else if (filters.dateFilter !== 'all') params.set(FILTER_PARAMS.date, filters.dateFilter);
  if (filters.paymentFilter !== 'all') params.set(FILTER_PARAMS.payment, filters.paymentFilter);
  if (filters.favoritesOnly) params.set(FILTER_PARAMS.favorites, ON);
  if (filters.showUnavailable) params.set(FILTER_PARAMS.full, ON);
  return params;
}

/**
 * The call /events makes first for an address: page 1 of its filters, written as the app's
 * request writes it (the query's keys in eventFiltersToQuery's order). The server names it with
 * the page (a `Link` preload, bff/src/routes/static-app.ts), so the list's data travels with the
 * scripts instead of after them; a preload only serves a fetch of exactly this URL.
 */
export function firstEventsPageCall(address: URLSearchParams): string {
  const query = new URLSearchParams(eventFiltersToQuery(filtersFromSearchParams(address), 1, EVENT_LIMITS.pageSize));
  return `/api/events?${query.toString()}`;
}
