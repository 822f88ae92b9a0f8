import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_FILTERS, type EventFilters } from '../src/eventFilters';
import { filtersFromSearchParams, filtersToSearchParams, firstEventsPageCall } from '../src/eventFiltersAddress';
import { EVENT_CATEGORIES, EVENT_CATEGORY_SLUGS } from '../src/events';

const read = (search: string): EventFilters => filtersFromSearchParams(new URLSearchParams(search));
const write = (overrides: Partial<EventFilters>): string => filtersToSearchParams({ ...DEFAULT_EVENT_FILTERS, ...overrides }).toString();

describe('the filters in the address of /events (docs/events.md#filters-in-the-address)', () => {
  it('reads the readable names of the spec', () => {
    expect(read('category=culture&search=джаз&date=weekend&payment=free&favorites=1&full=1')).toEqual<EventFilters>({
      category: 'культура и искусство',
      search: 'джаз',
      favoritesOnly: true,
      dateFilter: 'weekend',
      specificDate: null,
      paymentFilter: 'free',
      showUnavailable: true,
    });
    expect(read('date=2026-12-24')).toEqual({ ...DEFAULT_EVENT_FILTERS, dateFilter: 'specific', specificDate: '2026-12-24' });
    expect(read('date=specific')).toEqual({ ...DEFAULT_EVENT_FILTERS, dateFilter: 'specific' });
  });

  it('gives every category a slug of its own', () => {
    expect(new Set(EVENT_CATEGORIES.map((category) => EVENT_CATEGORY_SLUGS[category])).size).toBe(EVENT_CATEGORIES.length);
  });

  it('writes only what differs from the defaults, in one order, and reads it back', () => {
    expect(write({})).toBe('');
    const filters: EventFilters = {
      category: 'спорт и туризм',
      search: 'бег ',
      favoritesOnly: true,
      dateFilter: 'specific',
      specificDate: '2026-12-05',
      paymentFilter: 'paid',
      showUnavailable: true,
    };
    const search = filtersToSearchParams(filters).toString();
    expect(search).toBe('category=sport&search=%D0%B1%D0%B5%D0%B3+&date=2026-12-05&payment=paid&favorites=1&full=1');
    expect(read(search)).toEqual(filters);
    for (const category of EVENT_CATEGORIES) expect(read(write({ category })).category).toBe(category);
    for (const dateFilter of ['today', 'week', 'weekend'] as const) expect(read(write({ dateFilter })).dateFilter).toBe(dateFilter);
  });

  it('leaves a blank search and a leftover day out', () => {
    expect(write({ search: '   ', specificDate: '2026-12-05' })).toBe('');
    expect(write({ dateFilter: 'specific' })).toBe('date=specific');
  });

  it.each([
    'category=культура',
    'category=Culture',
    'date=tomorrow',
    'date=2026-02-30',
    'date=2026-1-5',
    'payment=cheap',
    'favorites=yes',
    'full=true',
    'page=3&sort=price',
  ])('ignores %s and falls back to the defaults', (search) => {
    expect(read(search)).toEqual(DEFAULT_EVENT_FILTERS);
  });

  it('keeps the valid values beside an invalid one', () => {
    expect(read('category=sport&date=someday&payment=free')).toEqual({
      ...DEFAULT_EVENT_FILTERS,
      category: 'спорт и туризм',
      paymentFilter: 'free',
    });
  });
});

describe('the first call of an /events address (the page preloads it)', () => {
  it('asks for page 1 of the filters in the address, keys in the order the request writes them', () => {
    expect(firstEventsPageCall(new URLSearchParams(''))).toBe('/api/events?page=1&limit=25');
    expect(firstEventsPageCall(new URLSearchParams('payment=free&date=weekend&category=culture&search=джаз&full=1'))).toBe(
      `/api/events?page=1&limit=25&category=${encodeURIComponent('культура и искусство').replace(/%20/g, '+')}` +
        `&search=${encodeURIComponent('джаз')}&dateFilter=weekend&paymentFilter=free&hideUnavailable=false`,
    );
  });

  it('is a URL a Link header can carry: nothing of the typed search breaks out of its <…>', () => {
    const call = firstEventsPageCall(new URLSearchParams({ search: 'a>; rel=stylesheet, <x' }));
    expect(call).toMatch(/^[\x21-\x7e]+$/);
    expect(call).not.toMatch(/[<>;, ]/);
  });
});
