/**
 * Consumer contract of the partner widget's fragment (docs/partner-feed.md#widget), exercised through the element's
 * own fetch client (widgets/src/element/fetchFeedFragment.ts). Writes
 * contracts/pacts/city-widget-element-city-bff.json, which the BFF verifies with the provider
 * states of bff/test/pact-provider.pact.test.ts.
 *
 * The fragment is HTML, so its body is matched by a regular expression over the whole text: the
 * root the element reads (data-cef-feed, data-count) and the event's title or the empty state.
 */
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { jsonHeaders, PACT_DIR, PROVIDER } from '@city/contracts/pact';
import { fetchFeedFragment, FeedFragmentError } from '../src/element/fetchFeedFragment';
import { FEED_PATH } from '../src/element/feedQuery';

const { regex } = MatchersV3;

const pact = new PactV4({ consumer: 'city-widget-element', provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });

const CULTURE = 'культура и искусство';
const OTHER = 'другое';
const HTML = 'text/html; charset=utf-8';
const cacheableAnywhere = {
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'public, max-age=60',
  ETag: regex('^(W/)?"[^"]+"$', '"2jmj7l5rSw0yVb_vlWAYkK_YBwk"'),
};

/** The whole body: one root element carrying the element's data attributes, then `inside`, anywhere. */
const fragmentPattern = (count: string, inside: string) =>
  `^\\s*<div\\b[^>]*\\bdata-cef-feed\\b[^>]*\\bdata-count="${count}"[\\s\\S]*${inside}[\\s\\S]*</div>\\s*$`;

/** A text body matched by a regular expression at its root (pact matches non-JSON bodies as text). */
const htmlBodyMatching = (pattern: string) => ({ body: { path: '$' as const, rules: [regex(pattern, '')] } });

const concertFragment =
  '<div data-cef-feed="" data-count="2" data-has-more="false" class="feed"><ul role="list">' +
  '<li><article aria-labelledby="e1"><h3 id="e1"><a href="http://127.0.0.1/events/1" target="_blank" rel="noopener">Концерт в парке</a></h3></article></li>' +
  '<li><article aria-labelledby="e2"><h3 id="e2"><a href="http://127.0.0.1/events/2" target="_blank" rel="noopener">Выставка графики</a></h3></article></li>' +
  '</ul></div>';
const emptyFragment =
  '<div data-cef-feed="" data-count="0" data-has-more="false" class="feed"><p>Пока нет событий</p>' +
  '<a href="http://127.0.0.1/events" target="_blank" rel="noopener">Смотреть афишу</a></div>';

describe('GET /api/public/feed', () => {
  it('answers the cards of a category as one cacheable HTML fragment', () =>
    pact
      .addInteraction()
      .given('public events exist')
      .uponReceiving('a widget feed request for a category')
      .withRequest('GET', FEED_PATH, (req) => req.query({ category: CULTURE, limit: '6' }))
      .willRespondWith(200, (res) =>
        res
          .headers({ 'Content-Type': HTML, ...cacheableAnywhere })
          .body('text/html', Buffer.from(concertFragment))
          .matchingRules(htmlBodyMatching(fragmentPattern('[1-9][0-9]*', 'Концерт в парке'))),
      )
      .executeTest(async (server) => {
        const fragment = await fetchFeedFragment(server.url, { category: CULTURE, limit: 6 });
        expect(fragment.count).toBe(2);
        expect(fragment.hasMore).toBe(false);
        expect(fragment.html).toContain('Концерт в парке');
      }));

  it('answers the empty state when no event matches', () =>
    pact
      .addInteraction()
      .given('public events exist')
      .uponReceiving('a widget feed request for a category without events')
      .withRequest('GET', FEED_PATH, (req) => req.query({ category: OTHER, limit: '6' }))
      .willRespondWith(200, (res) =>
        res
          .headers({ 'Content-Type': HTML, ...cacheableAnywhere })
          .body('text/html', Buffer.from(emptyFragment))
          .matchingRules(htmlBodyMatching(fragmentPattern('0', 'Пока нет событий[\\s\\S]*Смотреть афишу'))),
      )
      .executeTest(async (server) => {
        const fragment = await fetchFeedFragment(server.url, { category: OTHER, limit: 6 });
        expect(fragment.count).toBe(0);
        expect(fragment.html).toContain('Пока нет событий');
      }));

  it('answers 400 in Russian for a limit out of range', () =>
    pact
      .addInteraction()
      .uponReceiving('a widget feed request with a limit out of range')
      .withRequest('GET', FEED_PATH, (req) => req.query({ limit: '99' }))
      .willRespondWith(400, (res) =>
        res
          .headers({ ...jsonHeaders, 'Access-Control-Allow-Origin': '*' })
          .jsonBody({ error: 'Параметр limit: ожидается целое число от 1 до 24' }),
      )
      .executeTest(async (server) => {
        const error = await fetchFeedFragment(server.url, { limit: 99 }).then(
          () => null,
          (reason: unknown) => reason,
        );
        expect(error).toBeInstanceOf(FeedFragmentError);
        expect(error).toMatchObject({ status: 400, message: 'Параметр limit: ожидается целое число от 1 до 24' });
      }));
});
