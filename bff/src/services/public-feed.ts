import {
  partnerLink,
  PUBLIC_DATE_PRESETS,
  PUBLIC_FEED_LIMITS,
  publicEventUrl,
  type Event,
  type PublicEvent,
  type PublicEventsFilters,
  type PublicEventsResponse,
  type PublicSearchFeedFilters,
} from '@city/contracts';
import type { Clock } from './clock';
import type { EventList, EventListFilters } from './event-list';

export interface PublicFeedDeps {
  eventList: EventList;
  clock: Clock;
  /** PUBLIC_URL without a trailing slash: partners follow the links from their own sites. */
  publicUrl: string;
}

export type PublicFeedService = ReturnType<typeof createPublicFeedService>;

/**
 * docs/partner-feed.md#what-partners-get: the feed partners show. The main list's rules and filters exactly as a signed-out
 * visitor gets them (full and started events hidden), so the feed never shows an event the
 * platform's own list would not.
 */
export function createPublicFeedService({ eventList, clock, publicUrl }: PublicFeedDeps) {
  /**
   * The main list's event without the reader's flags and the moderation fields, links made
   * absolute; a partner's widget tags the event's link with the partner (utm_source, utm_medium).
   */
  function toPublicEvent({ isFavorite, isParticipant, waitlistPosition, claim, systemClaim, ...event }: Event, partner: string | undefined): PublicEvent {
    return {
      ...event,
      imageUrl: event.imageUrl === null ? null : `${publicUrl}${event.imageUrl}`,
      url: partnerLink(publicEventUrl(publicUrl, event.id), partner),
    };
  }

  return {
    async list({ partner, ...filters }: PublicEventsFilters & { partner?: string }): Promise<PublicEventsResponse> {
      const { events, hasMore } = await eventList.list(toListFilters(filters), null, clock());
      return { events: events.map((event) => toPublicEvent(event, partner)), hasMore };
    },
    /**
     * docs/partner-feed.md#subscribing-to-a-search: the first page of a search for its calendar
     * and RSS feeds, at the JSON feed's largest page, in the list's order.
     */
    async searchFeed({ paid, ...filters }: PublicSearchFeedFilters): Promise<PublicEvent[]> {
      const listFilters = toListFilters({ ...filters, search: filters.search, limit: PUBLIC_FEED_LIMITS.limitMax, page: 1 });
      const paymentFilter = paid ? 'paid' : listFilters.paymentFilter;
      const { events } = await eventList.list({ ...listFilters, paymentFilter }, null, clock());
      return events.map((event) => toPublicEvent(event, undefined));
    },
  };
}

function toListFilters({ category, search, date, free, limit, page }: PublicEventsFilters): EventListFilters {
  const preset = PUBLIC_DATE_PRESETS.find((candidate) => candidate === date) ?? null;
  return {
    page,
    limit,
    category: category ?? null,
    search: search ?? null,
    favoritesOnly: false,
    dateFilter: date === undefined ? null : (preset ?? 'specific'),
    specificDate: date !== undefined && preset === null ? date : null,
    paymentFilter: free ? 'free' : null,
    hideUnavailable: true,
  };
}
