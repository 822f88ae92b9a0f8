import { partnerLink, type PublicEventsResponse } from '@city/contracts';
import { renderFeedFragment } from '../../feed/renderFeed';
import { STORY_ORIGIN } from '../../fixtures';

/** The fragment exactly as the BFF renders it, links tagged with the partner as its feed service does. */
export function renderSampleFragment(page: PublicEventsResponse, partner: string | null): string {
  const events = page.events.map((event) => ({ ...event, url: partnerLink(event.url, partner ?? undefined) }));
  return renderFeedFragment({ feed: { events, hasMore: page.hasMore }, publicUrl: STORY_ORIGIN });
}
