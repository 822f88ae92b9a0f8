/**
 * Consumer contract of the reminder mails' unsubscribe link (docs/events.md#reminders), exercised
 * through the app's real API client (app/src/api/reminders.ts) as the page /unsubscribe calls it:
 * signed out, the key in the query, no body. Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, verified by bff/test/pact-provider.pact.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES, REMINDER_UNSUBSCRIBE_PATH } from '@city/contracts';
import { errorBody } from '@city/contracts/pact';
import { configureApi } from '../src/api/client';
import { unsubscribeFromReminders } from '../src/api/reminders';
import { createPact, interactionsOf, type PactRequest, type ProviderState } from './interactions';

const { expectAnswer, expectRefusal } = interactionsOf(createPact());
const KEY = '0123456789abcdef0123456789abcdef';
const UNKNOWN_KEY = 'fedcba9876543210fedcba9876543210';
const SUBSCRIBER: ProviderState = ['an account with an unsubscribe key', { email: 'anna@example.com', key: KEY }];

const unsubscribing = (key: string): PactRequest => ({ method: 'POST', path: REMINDER_UNSUBSCRIBE_PATH, query: { key } });

beforeEach(() => configureApi({ baseUrl: '' }));

describe('POST /api/public/reminders/unsubscribe', () => {
  it('turns the account’s reminders off and says so', () =>
    expectAnswer({
      states: [SUBSCRIBER],
      description: 'an unsubscribe from reminders with a known key, signed out',
      request: unsubscribing(KEY),
      body: { message: REMINDER_MESSAGES.unsubscribed },
      call: () => unsubscribeFromReminders(KEY),
      check: (answer) => expect(answer.message).toBe(REMINDER_MESSAGES.unsubscribed),
    }));

  it('refuses an unknown key with 400 and the invalid-link text', () =>
    expectRefusal({
      states: [SUBSCRIBER],
      description: 'an unsubscribe from reminders with an unknown key',
      request: unsubscribing(UNKNOWN_KEY),
      status: 400,
      error: errorBody(REMINDER_MESSAGES.invalidLink),
      call: () => unsubscribeFromReminders(UNKNOWN_KEY),
      message: REMINDER_MESSAGES.invalidLink,
    }));
});
