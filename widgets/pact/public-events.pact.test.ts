/**
 * Consumer contract of the public feed for partners (docs/partner-feed.md#json-feed), exercised through the typed client
 * in widgets/ (widgets/src/publicEventsClient.ts). Writes contracts/pacts/city-widgets-city-bff.json,
 * which the BFF verifies with the provider states of bff/test/pact-provider.pact.test.ts.
 *
 * Caching (ETag, If-None-Match → 304) is not here: the client never sends If-None-Match itself
 * (the browser's cache does), and the ETag of a provider's body cannot be known in advance;
 * bff/test/public-events.test.ts covers it.
 */
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { EVENT_FORM_MESSAGES, PUBLIC_EVENTS_PATH, RATE_LIMIT_RULES, RATE_LIMIT_TITLES } from '@city/contracts';
import { eventBody, jsonHeaders, PACT_DIR, PROVIDER, rateLimitBody, rateLimitHeaders } from '@city/contracts/pact';
import { fetchPublicEvents, PublicEventsError } from '../src/publicEventsClient';

const { regex } = MatchersV3;

const pact = new PactV4({ consumer: 'city-widgets', provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });

/** Every answer a partner's page may read carries these. */
const readableAnywhere = { ...jsonHeaders, 'Access-Control-Allow-Origin': '*' };
const CULTURE = 'культура и искусство';
const acceptJson = { Accept: 'application/json' };

/** An event as partners get it: the main list's event without the reader's flags and the moderation fields. */
function publicEventBody() {
  const { isFavorite, isParticipant, waitlistPosition, claim, systemClaim, ...event } = eventBody({ title: 'Концерт в парке', category: CULTURE });
  return {
    ...event,
    isPaid: false,
    price: null,
    url: regex('^https?://.+/events/[0-9]+$', 'https://afisha.example.org/events/1'),
  };
}

/** The error the call was refused with; fails the test when it succeeded or threw something else. */
async function refusalOf(call: Promise<unknown>): Promise<PublicEventsError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PublicEventsError);
  return error as PublicEventsError;
}

describe('GET /api/public/events', () => {
  it('answers the free events of a category, cacheable by anyone', () =>
    pact
      .addInteraction()
      .given('public events exist')
      .uponReceiving('a public feed request for free events of a category')
      .withRequest('GET', PUBLIC_EVENTS_PATH, (req) =>
        req.query({ category: CULTURE, free: 'true', limit: '6' }).headers(acceptJson),
      )
      .willRespondWith(200, (res) =>
        res
          .headers({
            ...readableAnywhere,
            'Cache-Control': 'public, max-age=60',
            ETag: regex('^"[^"]+"$', '"2jmj7l5rSw0yVb_vlWAYkK_YBwk"'),
          })
          .jsonBody({ events: MatchersV3.eachLike(publicEventBody(), 1), hasMore: false }),
      )
      .executeTest(async (server) => {
        const page = await fetchPublicEvents(server.url, { category: CULTURE, free: true, limit: 6 });
        expect(page.hasMore).toBe(false);
        const [concert] = page.events;
        expect(concert).toMatchObject({ title: 'Концерт в парке', category: CULTURE, isPaid: false });
        expect(concert?.url).toMatch(new RegExp(`/events/${concert?.id}$`));
        expect(concert).not.toHaveProperty('isFavorite');
      }));

  it('answers 400 in Russian for an unknown category', () =>
    pact
      .addInteraction()
      .uponReceiving('a public feed request with an unknown category')
      .withRequest('GET', PUBLIC_EVENTS_PATH, (req) => req.query({ category: 'концерты' }).headers(acceptJson))
      .willRespondWith(400, (res) => res.headers(readableAnywhere).jsonBody({ error: EVENT_FORM_MESSAGES.categoryInvalid }))
      .executeTest(async (server) => {
        const error = await refusalOf(fetchPublicEvents(server.url, { category: 'концерты' }));
        expect(error.status).toBe(400);
        expect(error.message).toBe(EVENT_FORM_MESSAGES.categoryInvalid);
      }));

  it('answers 429 with the rate-limit body once the client address used up its hour', () =>
    pact
      .addInteraction()
      .given('the client address used up the public API')
      .uponReceiving('a public feed request over the rate limit')
      .withRequest('GET', PUBLIC_EVENTS_PATH, (req) => req.headers(acceptJson))
      .willRespondWith(429, (res) =>
        res
          .headers({ ...readableAnywhere, ...rateLimitHeaders })
          .jsonBody(rateLimitBody('other', RATE_LIMIT_RULES.publicApi.max)),
      )
      .executeTest(async (server) => {
        const error = await refusalOf(fetchPublicEvents(server.url));
        expect(error.status).toBe(429);
        expect(error.message).toBe(RATE_LIMIT_TITLES.other);
        expect(error.rateLimit).toMatchObject({ rateLimitType: 'other', maxAttempts: RATE_LIMIT_RULES.publicApi.max });
      }));
});
