import { useCallback, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { Event, EventFilters, EventListResponse } from '@city/contracts';
import { listEvents } from '../../../api/events';
import { logFailure } from '../../../api/failurePolicy';
import { takeFirstPageOfDocument } from '../firstPage';
import { createFeedSignals, eventsPageKey, flattenFeedPages, type EventsPageKey } from '../mappers/eventsFeed';

export interface EventsFeed {
  events: Event[];
  /** The first page of the current filters is on its way ('Загрузка событий...'). */
  isLoading: boolean;
  /** A further page is on its way ('Загрузка дополнительных событий...'). */
  isLoadingMore: boolean;
  hasMore: boolean;
  /** The current filters' first page has arrived (the empty state may show). */
  isLoaded: boolean;
  /** Asks for the next page, unless one is loading or there is none. */
  loadMore(): void;
  /** Reloads every loaded page (after a favourite, join or leave). */
  refresh(): Promise<void>;
}

/**
 * docs/events.md#filters: the /events list with swr infinite. Any filter change reloads from
 * page 1; a request of newer filters aborts the older ones still running; fetch errors are logged.
 */
export function useEventsFeed(filters: EventFilters): EventsFeed {
  const [signalFor] = useState(createFeedSignals);
  // The page the document's first load fetched for these filters (../firstPage.ts): drawn at once, not fetched again.
  const [firstPage] = useState(() => takeFirstPageOfDocument(eventsPageKey(filters, 0, null)));
  const fetchPage = useCallback(
    ([, query]: EventsPageKey): Promise<EventListResponse> => listEvents(query, { signal: signalFor(query) }),
    [signalFor],
  );

  const { data, size, setSize, isLoading, mutate } = useSWRInfinite(
    (pageIndex, previousPage: EventListResponse | null) => eventsPageKey(filters, pageIndex, previousPage),
    fetchPage,
    {
      // Coming back to the list shows what changed meanwhile (a join on the event page, a new event).
      revalidateOnMount: firstPage === null,
      ...(firstPage ? { fallbackData: [firstPage] } : {}),
      revalidateFirstPage: false,
      onError: (error: unknown) => logFailure('Не удалось загрузить события', error),
    },
  );

  const { events, hasMore } = flattenFeedPages(data);
  const isLoadingMore = !isLoading && data !== undefined && size > data.length;

  const loadMore = useCallback(() => {
    if (!hasMore || isLoadingMore || isLoading) return;
    void setSize((current) => current + 1);
  }, [hasMore, isLoadingMore, isLoading, setSize]);

  const refresh = useCallback(async () => {
    await mutate();
  }, [mutate]);

  return { events, isLoading, isLoadingMore, hasMore, isLoaded: data !== undefined, loadMore, refresh };
}
