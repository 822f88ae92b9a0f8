import { EVENT_LIMITS, eventFiltersToQuery, type EventFilters, type EventListQuery, type EventListResponse } from '@city/contracts';

/** docs/events.md#the-list: the list loads 25 events a page. */
export const EVENTS_PAGE_SIZE = EVENT_LIMITS.pageSize;

/** The swr key of one page of GET /api/events: the call's own query. */
export type EventsPageKey = readonly ['/api/events', EventListQuery];

/**
 * useSWRInfinite's getKey: page N+1 (1-based) of the filtered list, or null once the previous page
 * said there is nothing more (docs/events.md#the-list: the next page only while hasMore).
 */
export function eventsPageKey(
  filters: EventFilters,
  pageIndex: number,
  previousPage: EventListResponse | null,
): EventsPageKey | null {
  if (previousPage && !previousPage.hasMore) return null;
  return ['/api/events', eventFiltersToQuery(filters, pageIndex + 1, EVENTS_PAGE_SIZE)];
}

/** The query without its page: requests of one filter state share it, a filter change makes a new one. */
export function filterGeneration(query: EventListQuery): string {
  const { page: _page, ...rest } = query;
  return new URLSearchParams(rest).toString();
}

export interface FeedPages {
  events: EventListResponse['events'];
  hasMore: boolean;
}

/** The loaded pages as one list; an event that moved between pages while loading is kept once. */
export function flattenFeedPages(pages: readonly EventListResponse[] | undefined): FeedPages {
  if (!pages || pages.length === 0) return { events: [], hasMore: false };
  const seen = new Set<number>();
  const events = pages.flatMap((page) => page.events).filter((event) => !seen.has(event.id) && seen.add(event.id));
  return { events, hasMore: pages[pages.length - 1]?.hasMore ?? false };
}

/**
 * docs/events.md#the-list: a newer fetch aborts the older. Gives each list request its signal: pages
 * and refreshes of one filter state share a controller; the first request of a new filter state
 * aborts every request still running for the previous one.
 */
export function createFeedSignals(): (query: EventListQuery) => AbortSignal {
  let running: { generation: string; controller: AbortController } | null = null;
  return (query) => {
    const generation = filterGeneration(query);
    if (running?.generation !== generation) {
      running?.controller.abort();
      running = { generation, controller: new AbortController() };
    }
    return running.controller.signal;
  };
}
