import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { canPerformActions, type User } from '@city/contracts';
import { FilterPanel, Heading, Stack, Text } from '@city/design-system';
import { eventsListMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useCardsInSteps } from '../hooks/useCardsInSteps';
import { useEventActions } from '../hooks/useEventActions';
import { useEventFilters } from '../hooks/useEventFilters';
import { useEventsFeed } from '../hooks/useEventsFeed';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import { useListScrollRestoration } from '../hooks/useListScrollRestoration';
import { useNow } from '../hooks/useNow';
import { cityToday } from '../mappers/cityClock';
import { eventEditHref } from '../mappers/eventLinks';
import { EmptyFeed } from './EmptyFeed';
import { EventGrid } from './EventGrid';
import { FeedSkeleton } from './FeedSkeleton';
import { LoadingLine } from './Loading';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SubscribeFeedsButton } from './SubscribeFeedsButton';
import { feedPage, feedStatus, pageHeader, sentinel } from './layout.css';

/**
 * docs/events.md#filters: /events, the filtered card grid with infinite scroll. The filters live in
 * the address, and Back from an event comes back to the same place (docs/events.md#filters-in-the-address).
 */
export function EventsPage({ viewer }: { viewer: User }) {
  usePageTitle(eventsListMessages.pageTitle);
  const navigate = useNavigate();
  const now = useNow();
  const { filters, appliedFilters, isSearching, setFilters, reset } = useEventFilters();
  const feed = useEventsFeed(appliedFilters);
  const actions = useEventActions(feed.refresh);
  const cards = useCardsInSteps(feed.events);
  const sentinelRef = useInfiniteScroll(
    feed.loadMore,
    `${feed.events.length}:${feed.hasMore}:${feed.isLoadingMore}:${cards.isComplete}`,
  );
  const hasEvents = feed.events.length > 0;
  useListScrollRestoration(feed.isLoaded && cards.isComplete);
  const pageRef = useRef<HTMLDivElement>(null);

  return (
    <div ref={pageRef} className={feedPage}>
      <Stack gap="xl">
        <div className={pageHeader}>
          <Heading level={1}>{eventsListMessages.title}</Heading>
          <SubscribeFeedsButton />
        </div>
        <FilterPanel
          value={filters}
          onChange={setFilters}
          isSearching={isSearching}
          today={cityToday(now)}
          onReset={reset}
        />

        {feed.isLoading && <FeedSkeleton text={eventsListMessages.loading} />}
        {feed.isLoaded && !hasEvents && (
          <EmptyFeed favoritesOnly={appliedFilters.favoritesOnly} canCreate={canPerformActions(viewer.status)} />
        )}
        {hasEvents && (
          <>
            <EventGrid
              events={cards.shown}
              viewer={viewer}
              now={now}
              label={eventsListMessages.listLabel}
              actions={actions}
              onEdit={(event) => navigate(eventEditHref(event.id))}
            />
            {/* Under the last card: only once all of them are drawn, or it would ask for more at once. */}
            {cards.isComplete && <div ref={sentinelRef} className={sentinel} aria-hidden="true" />}
          </>
        )}
        {feed.isLoadingMore && <LoadingLine text={eventsListMessages.loadingMore} />}
        {feed.isLoaded && hasEvents && cards.isComplete && !feed.hasMore && !feed.isLoadingMore && (
          <div className={feedStatus}>
            <Text tone="muted" align="center">
              {eventsListMessages.allLoaded}
            </Text>
          </div>
        )}
        <ScrollToTopButton avoid={pageRef} />
      </Stack>
    </div>
  );
}
