import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_FILTERS, filtersFromSearchParams, firstEventsPageCall } from '@city/contracts';
import { apiUrl } from '../../../api/client';
import { eventFixture } from '../../../testing/fixtures';
import { createFeedSignals, eventsPageKey, filterGeneration, flattenFeedPages } from './eventsFeed';

describe('eventsPageKey (docs/events.md#the-list)', () => {
  // The server preloads firstEventsPageCall with the page; the browser hands it over only to a
  // fetch of the very same URL, so the list's first request must be written exactly so.
  it.each(['', 'category=culture&search=джаз концерт&date=weekend&payment=free&favorites=1&full=1', 'date=2026-12-05', 'date=specific'])(
    'asks first for the very call the server preloads for /events?%s',
    (address) => {
      const params = new URLSearchParams(address);
      const [path, query] = eventsPageKey(filtersFromSearchParams(params), 0, null) ?? ['', {}];
      expect(apiUrl(path, query)).toBe(firstEventsPageCall(params));
    },
  );

  it('asks for page 1 with 25 events and no filter parameters by default', () => {
    expect(eventsPageKey(DEFAULT_EVENT_FILTERS, 0, null)).toEqual(['/api/events', { page: '1', limit: '25' }]);
  });

  it('asks for the next page while the previous one has more', () => {
    const key = eventsPageKey({ ...DEFAULT_EVENT_FILTERS, search: 'концерты' }, 2, { events: [], hasMore: true });
    expect(key).toEqual(['/api/events', { page: '3', limit: '25', search: 'концерты' }]);
  });

  it('stops once a page says there is nothing more', () => {
    expect(eventsPageKey(DEFAULT_EVENT_FILTERS, 1, { events: [eventFixture()], hasMore: false })).toBeNull();
  });

  it('carries every active filter, show-unavailable as hideUnavailable=false', () => {
    const key = eventsPageKey(
      {
        category: 'спорт и туризм',
        search: '',
        favoritesOnly: true,
        dateFilter: 'specific',
        specificDate: '2026-12-01',
        paymentFilter: 'free',
        showUnavailable: true,
      },
      0,
      null,
    );
    expect(key?.[1]).toEqual({
      page: '1',
      limit: '25',
      category: 'спорт и туризм',
      favorites: 'true',
      dateFilter: 'specific',
      specificDate: '2026-12-01',
      paymentFilter: 'free',
      hideUnavailable: 'false',
    });
  });
});

describe('filterGeneration', () => {
  it('is the same for every page of one filter state', () => {
    const first = eventsPageKey({ ...DEFAULT_EVENT_FILTERS, paymentFilter: 'paid' }, 0, null);
    const third = eventsPageKey({ ...DEFAULT_EVENT_FILTERS, paymentFilter: 'paid' }, 2, { events: [], hasMore: true });
    expect(first && third && filterGeneration(first[1])).toBe(third && filterGeneration(third[1]));
  });

  it('changes with any filter', () => {
    const plain = eventsPageKey(DEFAULT_EVENT_FILTERS, 0, null);
    const searched = eventsPageKey({ ...DEFAULT_EVENT_FILTERS, search: 'джаз' }, 0, null);
    expect(plain && filterGeneration(plain[1])).not.toBe(searched && filterGeneration(searched[1]));
  });
});

describe('flattenFeedPages', () => {
  it('is empty and complete before anything is loaded', () => {
    expect(flattenFeedPages(undefined)).toEqual({ events: [], hasMore: false });
  });

  it('joins the pages in order and takes hasMore from the last one', () => {
    const pages = [
      { events: [eventFixture({ id: 1 }), eventFixture({ id: 2 })], hasMore: true },
      { events: [eventFixture({ id: 3 })], hasMore: false },
    ];
    const { events, hasMore } = flattenFeedPages(pages);
    expect(events.map((event) => event.id)).toEqual([1, 2, 3]);
    expect(hasMore).toBe(false);
  });

  it('keeps an event that slid onto the next page while loading only once', () => {
    const pages = [
      { events: [eventFixture({ id: 1 }), eventFixture({ id: 2 })], hasMore: true },
      { events: [eventFixture({ id: 2 }), eventFixture({ id: 3 })], hasMore: true },
    ];
    expect(flattenFeedPages(pages).events.map((event) => event.id)).toEqual([1, 2, 3]);
    expect(flattenFeedPages(pages).hasMore).toBe(true);
  });
});

describe('createFeedSignals (docs/events.md#the-list: a newer fetch aborts the older)', () => {
  const query = (filters: Partial<typeof DEFAULT_EVENT_FILTERS>, pageIndex = 0) =>
    eventsPageKey({ ...DEFAULT_EVENT_FILTERS, ...filters }, pageIndex, pageIndex === 0 ? null : { events: [], hasMore: true })![1];

  it('lets the pages and refreshes of one filter state run side by side', () => {
    const signalFor = createFeedSignals();
    const first = signalFor(query({}));
    const second = signalFor(query({}, 1));
    const refresh = signalFor(query({}));
    expect([first.aborted, second.aborted, refresh.aborted]).toEqual([false, false, false]);
  });

  it('aborts every request of the previous filters when new filters load', () => {
    const signalFor = createFeedSignals();
    const page1 = signalFor(query({ search: 'джаз' }));
    const page2 = signalFor(query({ search: 'джаз' }, 1));
    const newer = signalFor(query({ search: 'джазо' }));
    expect(page1.aborted).toBe(true);
    expect(page2.aborted).toBe(true);
    expect(newer.aborted).toBe(false);
  });

  it('aborts the newer one in turn when the filters go back', () => {
    const signalFor = createFeedSignals();
    signalFor(query({ paymentFilter: 'paid' }));
    const free = signalFor(query({ paymentFilter: 'free' }));
    const paidAgain = signalFor(query({ paymentFilter: 'paid' }));
    expect(free.aborted).toBe(true);
    expect(paidAgain.aborted).toBe(false);
  });
});
