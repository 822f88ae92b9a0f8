/**
 * Consumer contract of the feedback calls (participant-side §5, §7; platform §4, §7), exercised
 * through the app's real API client (app/src/api/feedback.ts). Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, which the BFF verifies with its provider states.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { configureApi } from '../../app/src/api/client';
import { feedbackFailureCause, getMyFeedback, sendFeedback } from '../../app/src/api/feedback';
import type { ApiError } from '../../app/src/api/errors';
import { AUTH_MESSAGES, FEEDBACK_MESSAGES, type FeedbackRequest } from '../src';
import { createPact, errorBody, jsonHeaders, rateLimitBody, rateLimitHeaders } from './pactSetup';

const { datetime, eachLike, integer, regex, string } = MatchersV3;

const pact = createPact();
const VIEWER = { email: 'anna@example.com', displayName: 'Анна' };
const useMock = (server: { url: string }) => configureApi({ baseUrl: server.url });
const UTC_TIMESTAMP = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

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
  createdAt: datetime(UTC_TIMESTAMP, '2030-06-10T08:00:00.000Z'),
  updatedAt: datetime(UTC_TIMESTAMP, '2030-06-10T08:00:00.000Z'),
  resolvedAt: null,
});

/** The labelled error of the feedback client, and the wrapper's failure behind it. */
async function failureOf(call: Promise<unknown>, label: string): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toBe(label);
  const cause = feedbackFailureCause(error);
  if (!cause) throw new Error('the feedback error carries no ApiError');
  return cause;
}

beforeEach(() => configureApi({ baseUrl: '' }));

describe('POST /api/feedback', () => {
  it('stores the feedback under the account’s e-mail (201)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('a feedback message')
      .withRequest('POST', '/api/feedback', (req) => req.headers(jsonHeaders).jsonBody(bugReport))
      .willRespondWith(201, (res) =>
        res.headers(jsonHeaders).jsonBody(feedbackBody({ subject: bugReport.subject, message: bugReport.message, category: 'bug' })),
      )
      .executeTest(async (server) => {
        useMock(server);
        const stored = await sendFeedback(bugReport);
        expect([stored.email, stored.subject, stored.category, stored.status]).toEqual([
          VIEWER.email,
          bugReport.subject,
          'bug',
          'new',
        ]);
      }));

  it('accepts feedback from a blocked account (platform §4)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', { ...VIEWER, status: 'blocked' })
      .uponReceiving('a feedback message from a blocked account')
      .withRequest('POST', '/api/feedback', (req) =>
        req.headers(jsonHeaders).jsonBody({ subject: 'Прошу разблокировать', message: 'Я не нарушал правила.', category: 'general' }),
      )
      .willRespondWith(201, (res) =>
        res
          .headers(jsonHeaders)
          .jsonBody(feedbackBody({ subject: 'Прошу разблокировать', message: 'Я не нарушал правила.', category: 'general' })),
      )
      .executeTest(async (server) => {
        useMock(server);
        const stored = await sendFeedback({ subject: ' Прошу разблокировать ', message: 'Я не нарушал правила.\n', category: 'general' });
        expect(stored.subject).toBe('Прошу разблокировать');
      }));

  it('refuses a blank subject with 400 and the subject’s message', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('a feedback message with a blank subject')
      .withRequest('POST', '/api/feedback', (req) => req.headers(jsonHeaders).jsonBody({ ...bugReport, subject: '' }))
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody({ error: FEEDBACK_MESSAGES.subjectRequired }))
      .executeTest(async (server) => {
        useMock(server);
        const failure = await failureOf(sendFeedback({ ...bugReport, subject: '   ' }), FEEDBACK_MESSAGES.createFailed);
        expect([failure.status, failure.serverMessage]).toEqual([400, FEEDBACK_MESSAGES.subjectRequired]);
      }));

  it('answers 401 without a session', () =>
    pact
      .addInteraction()
      .given('no session')
      .uponReceiving('a feedback message without a session')
      .withRequest('POST', '/api/feedback', (req) => req.headers(jsonHeaders).jsonBody(bugReport))
      .willRespondWith(401, (res) => res.headers(jsonHeaders).jsonBody(errorBody(AUTH_MESSAGES.authRequired)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(sendFeedback(bugReport), FEEDBACK_MESSAGES.createFailed)).status).toBe(401);
      }));

  it('answers 429 with the rate-limit shape after 10 messages an hour', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('feedback is exhausted for the signed-in account')
      .uponReceiving('a feedback message over the limit')
      .withRequest('POST', '/api/feedback', (req) => req.headers(jsonHeaders).jsonBody(bugReport))
      .willRespondWith(429, (res) => res.headers({ ...jsonHeaders, ...rateLimitHeaders }).jsonBody(rateLimitBody('other', 10)))
      .executeTest(async (server) => {
        useMock(server);
        const failure = await failureOf(sendFeedback(bugReport), FEEDBACK_MESSAGES.createFailed);
        expect([failure.rateLimit?.rateLimitType, failure.rateLimit?.maxAttempts]).toEqual(['other', 10]);
      }));
});

describe('GET /api/feedback/my', () => {
  it('answers the first page of the account’s own feedback', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('the signed-in account sent feedback', { count: 3 })
      .uponReceiving('a request for the account’s own feedback')
      .withRequest('GET', '/api/feedback/my', (req) => req.query({ page: '1', limit: '10' }))
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody({
          feedback: eachLike(feedbackBody(), 3),
          page: 1,
          limit: 10,
          total: 3,
          totalPages: 1,
          hasMore: false,
        }),
      )
      .executeTest(async (server) => {
        useMock(server);
        const mine = await getMyFeedback();
        expect([mine.feedback.length, mine.total, mine.hasMore]).toEqual([3, 3, false]);
        expect(mine.feedback.every((item) => item.email === VIEWER.email)).toBe(true);
      }));
});
