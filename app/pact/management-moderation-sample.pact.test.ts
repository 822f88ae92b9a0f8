/**
 * Consumer contract of the back office's sample labelling calls (docs/moderation.md#sample-labelling),
 * exercised through the app's real API client (app/src/api/management/moderationSample.ts). Adds
 * its interactions to contracts/pacts/city-app-city-bff.json, verified by
 * bff/test/pact-provider.pact.test.ts.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, MODERATION_SAMPLE_SIZE } from '@city/contracts';
import { envelope } from '@city/contracts/pact';
import { configureApi } from '../src/api/client';
import { drawModerationSample, labelSampledEvent } from '../src/api/management/moderationSample';
import { createPact, get, interactionsOf, put, type ProviderState } from './interactions';

const { eachLike, integer, string } = MatchersV3;

const { expectAnswer, expectRefusal } = interactionsOf(createPact());

const MODERATING: ProviderState = ['a signed-in account', { email: 'maria@example.com', displayName: 'Мария', role: 'moderator' }];
/** A live event nobody complained about: what the automatic moderation let through. */
const LET_THROUGH: ProviderState = ['an upcoming event by another organizer'];
/** Each interaction starts from an empty database: the event a state creates is event 1. */
const EVENT_ID = 1;
const MISSING_ID = 999;

beforeEach(() => configureApi({ baseUrl: '' }));

const sampleQuery = { size: String(MODERATION_SAMPLE_SIZE.default) };

describe('GET /api/management/moderation-sample', () => {
  it('draws the live events the automatic moderation let through, with their text', () =>
    expectAnswer({
      states: [MODERATING, LET_THROUGH],
      description: 'a moderation sample request by a moderator',
      request: get('/api/management/moderation-sample', sampleQuery),
      body: envelope(
        eachLike(
          {
            eventId: integer(EVENT_ID),
            title: string('Концерт в парке'),
            description: string('Живая музыка под открытым небом'),
            address: string('Парк Горького, Крымский Вал, 9'),
          },
          1,
        ),
      ),
      call: () => drawModerationSample(),
      check: (events) => expect(events.map((event) => event.eventId)).toEqual([EVENT_ID]),
    }));

  it('answers an empty sample when no event is left to label', () =>
    expectAnswer({
      states: [MODERATING],
      description: 'a moderation sample request with no live events',
      request: get('/api/management/moderation-sample', sampleQuery),
      body: envelope([]),
      call: () => drawModerationSample(),
      check: (events) => expect(events).toEqual([]),
    }));
});

describe('PUT /api/management/moderation-sample/{eventId}', () => {
  it('records a violation category', () =>
    expectAnswer({
      states: [MODERATING, LET_THROUGH],
      description: 'a sampled event labelled with a category',
      request: put(`/api/management/moderation-sample/${EVENT_ID}`, { category: 'drugs' }),
      body: envelope({ eventId: EVENT_ID, category: 'drugs' }),
      call: () => labelSampledEvent(EVENT_ID, 'drugs'),
      check: (recorded) => expect(recorded).toEqual({ eventId: EVENT_ID, category: 'drugs' }),
    }));

  it('records «Нарушений нет» as null', () =>
    expectAnswer({
      states: [MODERATING, LET_THROUGH],
      description: 'a sampled event labelled as breaking no law',
      request: put(`/api/management/moderation-sample/${EVENT_ID}`, { category: null }),
      body: envelope({ eventId: EVENT_ID, category: null }),
      call: () => labelSampledEvent(EVENT_ID, null),
      check: (recorded) => expect(recorded).toEqual({ eventId: EVENT_ID, category: null }),
    }));

  it('answers 404 «Мероприятие не найдено» for an event gone meanwhile', () =>
    expectRefusal({
      states: [MODERATING],
      description: 'a label of a missing sampled event',
      request: put(`/api/management/moderation-sample/${MISSING_ID}`, { category: 'drugs' }),
      status: 404,
      error: { error: EVENT_MESSAGES.notFound },
      call: () => labelSampledEvent(MISSING_ID, 'drugs'),
      message: EVENT_MESSAGES.notFound,
    }));
});
