/**
 * Consumer contract of the feedback calls (docs/people.md#feedback, docs/accounts.md#statuses, docs/operations.md#rate-limits), exercised
 * through the app's real API client (app/src/api/feedback.ts). Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, which the BFF verifies with its provider states.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { FEEDBACK_MESSAGES, type FeedbackRequest } from '@city/contracts';
import { timestamp } from '@city/contracts/pact';
import { configureApi } from '../src/api/client';
import { feedbackFailureCause, getMyFeedback, sendFeedback } from '../src/api/feedback';
import type { ApiError } from '../src/api/errors';
import { createPact, get, interactionsOf, post, type ProviderState } from './interactions';

const { eachLike, integer, regex, string } = MatchersV3;

const { expectAnswer, expectRateLimit, expectRefusal, expectSignInRequired } = interactionsOf(createPact());
const VIEWER = { email: 'anna@example.com', displayName: 'Анна' };
const VIEWING: ProviderState = ['a signed-in account', VIEWER];

const bugReport: FeedbackRequest = {
  subject: 'Не работает фильтр по дате',
  message: 'При выборе «Сегодня» в списке остаются вчерашние события.',
  category: 'bug',
};

/** One feedback item as its author sees it: new, no comment yet, the e-mail of the account. */
const feedbackBody = (fields: { subject?: string; message?: string; category?: string } = {}) => ({
  id: integer(1),
  email: VIEWER.email,
  subject: fields.subject ?? string('Предложение'),
  message: fields.message ?? string('Добавьте, пожалуйста, карту мероприятий.'),
  category: fields.category ?? regex('^(general|bug|improvement)$', 'improvement'),
  status: 'new',
  adminComment: null,
  createdAt: timestamp(),
  updatedAt: timestamp(),
  resolvedAt: null,
});

/** A refused send reaches the caller as the labelled error of the feedback client, the ApiError behind it. */
async function sendFailureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toBe(FEEDBACK_MESSAGES.createFailed);
  const cause = feedbackFailureCause(error);
  if (!cause) throw new Error('the feedback error carries no ApiError');
  return cause;
}

beforeEach(() => configureApi({ baseUrl: '' }));

describe('POST /api/feedback', () => {
  const sending = { request: post('/api/feedback', bugReport), call: () => sendFeedback(bugReport), refusalOf: sendFailureOf };

  it('stores the feedback under the account’s e-mail (201)', () =>
    expectAnswer({
      states: [VIEWING],
      description: 'a feedback message',
      request: sending.request,
      call: sending.call,
      status: 201,
      body: feedbackBody({ subject: bugReport.subject, message: bugReport.message, category: 'bug' }),
      check: (stored) =>
        expect([stored.email, stored.subject, stored.category, stored.status]).toEqual([VIEWER.email, bugReport.subject, 'bug', 'new']),
    }));

  it('accepts feedback from a blocked account (docs/accounts.md#statuses)', () => {
    const plea = { subject: 'Прошу разблокировать', message: 'Я не нарушал правила.', category: 'general' } as const;
    return expectAnswer({
      states: [['a signed-in account', { ...VIEWER, status: 'blocked' }]],
      description: 'a feedback message from a blocked account',
      request: post('/api/feedback', plea),
      status: 201,
      body: feedbackBody(plea),
      // The client trims what it sends.
      call: () => sendFeedback({ ...plea, subject: ' Прошу разблокировать ', message: 'Я не нарушал правила.\n' }),
      check: (stored) => expect(stored.subject).toBe('Прошу разблокировать'),
    });
  });

  it('refuses a blank subject with 400 and the subject’s message', () =>
    expectRefusal({
      states: [VIEWING],
      description: 'a feedback message with a blank subject',
      request: post('/api/feedback', { ...bugReport, subject: '' }),
      status: 400,
      error: { error: FEEDBACK_MESSAGES.subjectRequired },
      call: () => sendFeedback({ ...bugReport, subject: '   ' }),
      refusalOf: sendFailureOf,
      message: FEEDBACK_MESSAGES.subjectRequired,
    }));

  it('answers 401 without a session', () => expectSignInRequired({ ...sending, description: 'a feedback message without a session' }));

  it('answers 429 with the rate-limit shape after 10 messages an hour', () =>
    expectRateLimit({
      ...sending,
      states: [VIEWING, ['feedback is exhausted for the signed-in account']],
      description: 'a feedback message over the limit',
      limit: { type: 'other', maxAttempts: 10 },
    }));
});

describe('GET /api/feedback/my', () => {
  it('answers the first page of the account’s own feedback', () =>
    expectAnswer({
      states: [VIEWING, ['the signed-in account sent feedback', { count: 3 }]],
      description: 'a request for the account’s own feedback',
      request: get('/api/feedback/my', { page: '1', limit: '10' }),
      body: { feedback: eachLike(feedbackBody(), 3), page: 1, limit: 10, total: 3, totalPages: 1, hasMore: false },
      call: () => getMyFeedback(),
      check: (mine) => {
        expect([mine.feedback.length, mine.total, mine.hasMore]).toEqual([3, 3, false]);
        expect(mine.feedback.every((item) => item.email === VIEWER.email)).toBe(true);
      },
    }));
});
