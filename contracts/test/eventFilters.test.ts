import { describe, expect, it } from 'vitest';
import { EVENT_LIMITS } from '../src/events';
import {
  DATE_FILTERS,
  activeFilterCount,
  DEFAULT_EVENT_FILTERS,
  eventFiltersToQuery,
  isFilterActive,
  PAYMENT_FILTERS,
  weekendSpan,
  type EventFilters,
} from '../src/eventFilters';

const filters = (overrides: Partial<EventFilters> = {}): EventFilters => ({ ...DEFAULT_EVENT_FILTERS, ...overrides });
const PAGE_SIZE = EVENT_LIMITS.pageSize;

describe('DEFAULT_EVENT_FILTERS', () => {
  it('starts with every filter off (docs/events.md#creating-and-editing: category defaults to all)', () => {
    expect(DEFAULT_EVENT_FILTERS).toEqual({
      category: 'all',
      search: '',
      favoritesOnly: false,
      dateFilter: 'all',
      specificDate: null,
      paymentFilter: 'all',
      showUnavailable: false,
    });
  });

  it('lists the date and payment filters of the spec', () => {
    expect(DATE_FILTERS).toEqual(['all', 'today', 'week', 'weekend', 'specific']);
    expect(PAYMENT_FILTERS).toEqual(['all', 'free', 'paid']);
  });
});

describe('isFilterActive', () => {
  it('is false for the defaults', () => {
    expect(isFilterActive(DEFAULT_EVENT_FILTERS)).toBe(false);
  });

  it.each<[string, Partial<EventFilters>]>([
    ['a category', { category: 'спорт и туризм' }],
    ['a search text', { search: 'джаз' }],
    ['favourites only', { favoritesOnly: true }],
    ['today', { dateFilter: 'today' }],
    ['this week', { dateFilter: 'week' }],
    ['the weekend', { dateFilter: 'weekend' }],
    ['a specific date', { dateFilter: 'specific', specificDate: '2026-12-01' }],
    ['specific without a day yet', { dateFilter: 'specific', specificDate: null }],
    ['free only', { paymentFilter: 'free' }],
    ['paid only', { paymentFilter: 'paid' }],
    ['show full events', { showUnavailable: true }],
  ])('is true with %s', (_, overrides) => {
    expect(isFilterActive(filters(overrides))).toBe(true);
  });

  it('ignores a blank search and a leftover date while the date filter is all', () => {
    expect(isFilterActive(filters({ search: '   ' }))).toBe(false);
    expect(isFilterActive(filters({ specificDate: '2026-12-01' }))).toBe(false);
  });
});

describe('activeFilterCount', () => {
  it('counts each filter that differs from its default once («Фильтры (N)»)', () => {
    expect(activeFilterCount(DEFAULT_EVENT_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ search: '   ', specificDate: '2026-12-01' }))).toBe(0);
    expect(activeFilterCount(filters({ category: 'другое', paymentFilter: 'free' }))).toBe(2);
    expect(
      activeFilterCount({
        category: 'другое',
        search: 'джаз',
        favoritesOnly: true,
        dateFilter: 'weekend',
        specificDate: null,
        paymentFilter: 'paid',
        showUnavailable: true,
      }),
    ).toBe(6);
  });
});

describe('weekendSpan', () => {
  // docs/events.md#filters: 0 is Sunday, 6 Saturday, as Date#getUTCDay counts.
  it.each([
    [1, 'Monday', { fromDay: 5, days: 2 }],
    [3, 'Wednesday', { fromDay: 3, days: 2 }],
    [5, 'Friday', { fromDay: 1, days: 2 }],
    [6, 'Saturday: today and tomorrow', { fromDay: 0, days: 2 }],
    [0, 'Sunday: today only', { fromDay: 0, days: 1 }],
  ])('on weekday %i (%s) is %o', (weekday, _, span) => {
    expect(weekendSpan(weekday)).toEqual(span);
  });
});

describe('eventFiltersToQuery', () => {
  it('sends only page and limit for the defaults', () => {
    expect(eventFiltersToQuery(DEFAULT_EVENT_FILTERS, 1, PAGE_SIZE)).toEqual({ page: '1', limit: '25' });
  });

  it('sends every active filter by the names of docs/events.md#filters', () => {
    const query = eventFiltersToQuery(
      {
        category: 'культура и искусство',
        search: '  выставка  ',
        favoritesOnly: true,
        dateFilter: 'specific',
        specificDate: '2026-12-01',
        paymentFilter: 'free',
        showUnavailable: true,
      },
      3,
      PAGE_SIZE,
    );
    expect(query).toEqual({
      page: '3',
      limit: '25',
      category: 'культура и искусство',
      search: 'выставка',
      favorites: 'true',
      dateFilter: 'specific',
      specificDate: '2026-12-01',
      paymentFilter: 'free',
      hideUnavailable: 'false',
    });
    expect(new URLSearchParams(query).toString()).toBe(
      'page=3&limit=25&category=%D0%BA%D1%83%D0%BB%D1%8C%D1%82%D1%83%D1%80%D0%B0+%D0%B8+%D0%B8%D1%81%D0%BA%D1%83%D1%81%D1%81%D1%82%D0%B2%D0%BE' +
        '&search=%D0%B2%D1%8B%D1%81%D1%82%D0%B0%D0%B2%D0%BA%D0%B0&favorites=true&dateFilter=specific' +
        '&specificDate=2026-12-01&paymentFilter=free&hideUnavailable=false',
    );
  });

  it.each(['today', 'week', 'weekend'] as const)('sends dateFilter=%s without a specific date', (dateFilter) => {
    const query = eventFiltersToQuery(filters({ dateFilter, specificDate: '2026-12-01' }), 1, PAGE_SIZE);
    expect(query.dateFilter).toBe(dateFilter);
    expect(query).not.toHaveProperty('specificDate');
  });

  it('leaves the date out while "specific" has no day picked yet', () => {
    const query = eventFiltersToQuery(filters({ dateFilter: 'specific', specificDate: null }), 1, PAGE_SIZE);
    expect(query).not.toHaveProperty('dateFilter');
    expect(query).not.toHaveProperty('specificDate');
  });

  it('never sends a leftover specific date when the date filter is all', () => {
    expect(eventFiltersToQuery(filters({ specificDate: '2026-12-01' }), 1, PAGE_SIZE)).toEqual({ page: '1', limit: '25' });
  });

  it('sends no favorites, search or hideUnavailable while they are off or blank', () => {
    const query = eventFiltersToQuery(filters({ search: '   ', favoritesOnly: false, showUnavailable: false }), 2, 10);
    expect(query).toEqual({ page: '2', limit: '10' });
  });

  it('sends paid only as paymentFilter=paid', () => {
    expect(eventFiltersToQuery(filters({ paymentFilter: 'paid' }), 1, PAGE_SIZE).paymentFilter).toBe('paid');
  });
});
