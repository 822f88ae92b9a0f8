import { isEventCategory, PUBLIC_FEED_CSS_PATH, type EmbedFeedQuery, type PublicEventsResponse, type PublicFeedFilters } from '@city/contracts';
import type { FeedRenderer } from './feed-renderer';
import type { PublicFeedService } from './public-feed';

export interface PartnerFeedDeps {
  feed: PublicFeedService;
  renderer: FeedRenderer;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

export type PartnerFeedService = ReturnType<typeof createPartnerFeedService>;

/**
 * docs/partner-feed.md#json-feed: the partner widget's answers. The same events as /api/public/events (the public feed
 * service, links tagged with the partner), rendered as the design system's cards.
 */
export function createPartnerFeedService({ feed, renderer, publicUrl }: PartnerFeedDeps) {
  /** No event has a category outside the five (contracts' publicFeedQuerySchema says why it is no error). */
  const eventsOf = async ({ category, ...filters }: PublicFeedFilters): Promise<PublicEventsResponse> =>
    category === undefined || isEventCategory(category) ? feed.list({ ...filters, category }) : { events: [], hasMore: false };

  const fragment = async (filters: PublicFeedFilters): Promise<string> => renderer.fragment({ feed: await eventsOf(filters), publicUrl });

  return {
    fragment,
    stylesheet: (): Promise<string> => renderer.stylesheet(),
    /** The iframe page: the fragment in a declarative shadow root, styled by the same feed.css. */
    async embedPage({ theme, layout, title, ...filters }: EmbedFeedQuery): Promise<string> {
      return renderer.embedPage({ fragmentHtml: await fragment(filters), theme, layout, title, cssHref: PUBLIC_FEED_CSS_PATH });
    },
  };
}
