/**
 * Consumer contract of a search's feeds (docs/partner-feed.md#subscribing-to-a-search): the
 * «Подписаться» dialog on /events builds their addresses from the list's filters
 * (contracts' searchFeedLinks) and a calendar app or feed reader fetches them. The contract is the
 * status and the headers those clients act on; the text is read back by real parsers in
 * bff/test/public-search-feeds.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { DEFAULT_EVENT_FILTERS, searchFeedLinks, type EventFilters } from '@city/contracts';
import { createPact } from './interactions';

const pact = createPact();

/** The filters of a page address such as /events?category=culture&date=week&payment=free&search=джаз. */
const FILTERS: EventFilters = {
  ...DEFAULT_EVENT_FILTERS,
  category: 'культура и искусство',
  search: 'джаз',
  dateFilter: 'week',
  paymentFilter: 'free',
};

/** The feed's path and query as the dialog writes them, against whatever host. */
function feedRequest(which: 'ics' | 'rss'): { path: string; query: Record<string, string> } {
  const url = new URL(searchFeedLinks('http://localhost', FILTERS)[which]);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

const FEEDS = [
  { which: 'ics', contentType: '^text/calendar; ?charset=utf-8$', example: 'text/calendar; charset=utf-8' },
  { which: 'rss', contentType: '^application/rss\\+xml; ?charset=utf-8$', example: 'application/rss+xml; charset=utf-8' },
] as const;

describe.each(FEEDS)('GET the search feed ($which)', ({ which, contentType, example }) => {
  it('answers the filtered events in its format, cacheable and open to other sites', () => {
    const { path, query } = feedRequest(which);
    return pact
      .addInteraction()
      .given('an upcoming event by another organizer')
      .uponReceiving(`a request for a search's ${which} feed`)
      .withRequest('GET', path, (req) => req.query(query).headers({ Origin: 'https://partner.example' }))
      .willRespondWith(200, (res) =>
        res.headers({
          'Content-Type': MatchersV3.regex(contentType, example),
          'Cache-Control': 'public, max-age=60',
          'Access-Control-Allow-Origin': '*',
          ETag: MatchersV3.regex('^(W/)?".+"$', '"abc"'),
        }),
      )
      .executeTest(async (server) => {
        const answer = await fetch(new URL(searchFeedLinks(server.url, FILTERS)[which]), { headers: { Origin: 'https://partner.example' } });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toMatch(new RegExp(contentType));
      });
  });
});
