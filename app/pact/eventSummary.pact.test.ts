/**
 * Consumer contract of the public event summary (docs/events.md#ссылки-на-событие-превью): the login
 * page's teaser of the event a shared link leads to, read with no session through the app's real
 * client (app/src/api/eventSummary.ts). Adds its interactions to contracts/pacts/city-app-city-bff.json,
 * verified by bff/test/pact-provider.pact.test.ts.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, eventSummaryPath } from '@city/contracts';
import { errorBody } from '@city/contracts/pact';
import { configureApi } from '../src/api/client';
import { getEventSummary } from '../src/api/eventSummary';
import { createPact, get, interactionsOf, NO_SESSION, type ProviderState } from './interactions';

const { integer, regex, string } = MatchersV3;

const { expectAnswer, itRefuses } = interactionsOf(createPact());
/** The provider's first event: 'an upcoming event by another organizer' makes it. */
const EVENT_ID = 1;
const MISSING_ID = 999;
const CONCERT: ProviderState = ['an upcoming event by another organizer', { title: 'Концерт в парке' }];
const UNDER_COMPLAINT: ProviderState = ['the event is under a pending complaint'];

beforeEach(() => configureApi({ baseUrl: '' }));

describe('GET /api/public/events/{id}/summary', () => {
  it('answers the summary of a visible event, without a session', () =>
    expectAnswer({
      states: [NO_SESSION, CONCERT],
      description: 'a request for the public summary of an event',
      request: get(eventSummaryPath(EVENT_ID)),
      body: {
        id: integer(EVENT_ID),
        title: string('Концерт в парке'),
        startDate: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$', '2030-06-11T19:00:00'),
        durationMinutes: integer(120),
        address: string('Парк Горького, Крымский Вал, 9'),
        category: regex('^(досуг и развлечения|культура и искусство|обучение и развитие|спорт и туризм|другое)$', 'культура и искусство'),
        imageUrl: null,
      },
      call: () => getEventSummary(EVENT_ID),
      check: (summary) => {
        expect(summary.title).toBe('Концерт в парке');
        expect(summary.imageUrl).toBeNull();
      },
    }));

  itRefuses([
    {
      name: 'answers 404 for an event under complaint, as for a missing one',
      states: [NO_SESSION, CONCERT, UNDER_COMPLAINT],
      description: 'a request for the public summary of a hidden event',
      request: get(eventSummaryPath(EVENT_ID)),
      status: 404,
      error: errorBody(EVENT_MESSAGES.notFound),
      call: () => getEventSummary(EVENT_ID),
      message: EVENT_MESSAGES.notFound,
    },
    {
      name: 'answers 404 for a missing event',
      states: [NO_SESSION],
      description: 'a request for the public summary of a missing event',
      request: get(eventSummaryPath(MISSING_ID)),
      status: 404,
      error: errorBody(EVENT_MESSAGES.notFound),
      call: () => getEventSummary(MISSING_ID),
      message: EVENT_MESSAGES.notFound,
    },
  ]);
});
