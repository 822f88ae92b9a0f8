/**
 * Consumer contract of the calendar calls (docs/events.md#calendars), through the app's real API
 * client (app/src/api/calendar.ts): the feed address on /profile, its reissue, and the event's .ics
 * the event page links to. Adds its interactions to contracts/pacts/city-app-city-bff.json, which
 * the BFF verifies with the provider states of bff/test/pact-provider.pact.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { EVENT_MESSAGES } from '@city/contracts';
import { errorBody } from '@city/contracts/pact';
import { getCalendarSubscription, reissueCalendarSubscription } from '../src/api/calendar';
import { eventCalendarFileHref } from '../src/api/calendarFile';
import { createPact, get, interactionsOf, post, type ProviderState } from './interactions';

const pact = createPact();
const { expectAnswer, itRequiresSignIn } = interactionsOf(pact);

/** The provider states create the event first, so it is event 1; 999 never exists. */
const EVENT_ID = 1;
const MISSING_ID = 999;

const VIEWING: ProviderState = ['a signed-in account', { email: 'anna@example.com', displayName: 'Анна' }];
const OTHERS_EVENT: ProviderState = ['an upcoming event by another organizer'];

/** Whatever host the BFF runs on: the secret is 43 base64url characters, the feed an .ics. */
const FEED_URL = MatchersV3.regex(
  '^https?://[^/]+/api/calendar/feeds/[A-Za-z0-9_-]{43}\\.ics$',
  'http://localhost:3000/api/calendar/feeds/Q2FsZW5kYXJGZWVkVG9rZW5FeGFtcGxlLTQzY2hhcnM.ics',
);
const FEED_PATH = /^\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/;

describe('GET /api/calendar/subscription', () => {
  it('answers the feed address, issued on the first ask', () =>
    expectAnswer({
      states: [VIEWING],
      description: 'a request for the calendar feed address',
      request: get('/api/calendar/subscription'),
      body: { url: FEED_URL },
      call: () => getCalendarSubscription(),
      check: ({ url }) => expect(new URL(url).pathname).toMatch(FEED_PATH),
    }));
});

describe('POST /api/calendar/subscription', () => {
  it('issues a new feed address', () =>
    expectAnswer({
      states: [VIEWING],
      description: 'a request for a new calendar feed address',
      request: post('/api/calendar/subscription'),
      body: { url: FEED_URL },
      call: () => reissueCalendarSubscription(),
      check: ({ url }) => expect(new URL(url).pathname).toMatch(FEED_PATH),
    }));
});

itRequiresSignIn([
  {
    name: 'the feed address answers 401 without a session',
    description: 'a request for the calendar feed address without a session',
    request: get('/api/calendar/subscription'),
    call: () => getCalendarSubscription(),
  },
]);

describe('GET /api/events/{id}/calendar.ics', () => {
  // The page links to the file and the browser downloads it: the contract is the status and the
  // headers a browser and a calendar app act on, not the text (DTSTAMP and the host vary).
  it('answers the event as a text/calendar attachment', () =>
    pact
      .addInteraction()
      .given(VIEWING[0], VIEWING[1])
      .given(OTHERS_EVENT[0])
      .uponReceiving("a request for an event's .ics")
      .withRequest('GET', eventCalendarFileHref(EVENT_ID))
      .willRespondWith(200, (res) =>
        res.headers({
          'Content-Type': MatchersV3.regex('^text/calendar; ?charset=utf-8$', 'text/calendar; charset=utf-8'),
          'Content-Disposition': MatchersV3.regex('^attachment; filename="event-[0-9]+\\.ics"$', 'attachment; filename="event-1.ics"'),
        }),
      )
      .executeTest(async (server) => {
        const answer = await fetch(`${server.url}${eventCalendarFileHref(EVENT_ID)}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
        expect(answer.headers.get('content-disposition')).toBe('attachment; filename="event-1.ics"');
      }));

  it('answers 404 for an event that does not exist', () =>
    pact
      .addInteraction()
      .given(VIEWING[0], VIEWING[1])
      .uponReceiving("a request for a missing event's .ics")
      .withRequest('GET', eventCalendarFileHref(MISSING_ID))
      .willRespondWith(404, (res) => res.headers({ 'Content-Type': 'application/json' }).jsonBody(errorBody(EVENT_MESSAGES.notFound)))
      .executeTest(async (server) => {
        const answer = await fetch(`${server.url}${eventCalendarFileHref(MISSING_ID)}`);
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual({ error: EVENT_MESSAGES.notFound });
      }));
});
