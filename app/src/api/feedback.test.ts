import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, type Feedback } from '@city/contracts';
import { requestMessages } from '../i18n/messages';
import { useApiHarness } from '../testing/apiHarness';
import { feedbackFailureCause, getMyFeedback, sendFeedback } from './feedback';

const harness = useApiHarness();
const { notices, authStatuses } = harness;

const feedback: Feedback = {
  id: 4,
  email: 'anna@example.com',
  subject: 'Не работает фильтр',
  message: 'Фильтр по дате показывает вчерашние события.',
  category: 'bug',
  status: 'new',
  adminComment: null,
  createdAt: '2030-06-10T08:00:00.000Z',
  updatedAt: '2030-06-10T08:00:00.000Z',
  resolvedAt: null,
};

const onlyRequest = () => {
  expect(harness.server.requests).toHaveLength(1);
  return harness.server.requests[0]!;
};

async function rejectionOf(call: Promise<unknown>): Promise<Error> {
  const reason = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(Error);
  return reason as Error;
}

describe('sendFeedback', () => {
  it('posts the trimmed fields as JSON and reads the stored feedback', async () => {
    harness.server.answer(() => ({ status: 201, body: feedback }));
    const sent = await sendFeedback({ subject: '  Не работает фильтр \n', message: '\tФильтр по дате показывает вчерашние события.  ', category: 'bug' });
    expect(sent).toEqual(feedback);
    const recorded = onlyRequest();
    expect(`${recorded.method} ${recorded.path}`).toBe('POST /api/feedback');
    expect(recorded.headers['content-type']).toBe('application/json');
    expect(JSON.parse(recorded.body)).toEqual({
      subject: 'Не работает фильтр',
      message: 'Фильтр по дате показывает вчерашние события.',
      category: 'bug',
    });
  });

  it('fails with the label «Failed to create feedback» after the wrapper’s toast of the server text', async () => {
    harness.server.answer(() => ({ status: 400, body: { error: FEEDBACK_MESSAGES.subjectRequired } }));
    const error = await rejectionOf(sendFeedback({ subject: 'Тема', message: 'Текст', category: 'general' }));
    expect(error.message).toBe(FEEDBACK_MESSAGES.createFailed);
    expect(feedbackFailureCause(error)?.status).toBe(400);
    expect(notices).toEqual([{ tone: 'error', title: FEEDBACK_MESSAGES.subjectRequired }]);
  });

  it('a server failure shows the wrapper’s server toast; an unreachable server its network toast', async () => {
    harness.server.answer(() => ({ status: 503, body: { error: 'Сервис недоступен' } }));
    await rejectionOf(sendFeedback({ subject: 'Тема', message: 'Текст', category: 'general' }));
    harness.server.answer(() => ({ status: 0, hangUp: true }));
    const offline = await rejectionOf(sendFeedback({ subject: 'Тема', message: 'Текст', category: 'general' }));
    expect(feedbackFailureCause(offline)?.isNetworkFailure).toBe(true);
    expect(notices.map((notice) => notice.title)).toEqual([requestMessages.server, requestMessages.network]);
  });

  it('a 401 goes to the auth error handler instead of a toast and still rejects with the label', async () => {
    harness.server.answer(() => ({ status: 401, body: { error: 'Требуется авторизация' } }));
    const error = await rejectionOf(sendFeedback({ subject: 'Тема', message: 'Текст', category: 'improvement' }));
    expect(error.message).toBe(FEEDBACK_MESSAGES.createFailed);
    expect(authStatuses).toEqual([401]);
    expect(notices).toEqual([]);
  });

  it('keeps the rate-limit answer of a 429 reachable through the cause', async () => {
    const limit = {
      error: 'Rate limit exceeded',
      rateLimitType: 'other',
      remainingTime: 1800,
      maxAttempts: 10,
      attemptsUsed: 10,
      resetTime: '2030-06-10T09:00:00.000Z',
    };
    harness.server.answer(() => ({ status: 429, body: limit, headers: { 'Retry-After': '1800' } }));
    const error = await rejectionOf(sendFeedback({ subject: 'Тема', message: 'Текст', category: 'general' }));
    expect(feedbackFailureCause(error)?.rateLimit?.maxAttempts).toBe(10);
    expect(notices).toEqual([{ tone: 'error', title: 'Слишком много запросов' }]);
  });

  it('a cancelled call rejects with the abort, not with the service label', async () => {
    harness.server.answer(() => ({ status: 201, body: feedback }));
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(
      sendFeedback({ subject: 'Тема', message: 'Текст', category: 'general' }, { signal: controller.signal }),
    );
    expect(error.message).not.toBe(FEEDBACK_MESSAGES.createFailed);
    expect(feedbackFailureCause(error)).toBeNull();
    expect(notices).toEqual([]);
  });
});

describe('getMyFeedback', () => {
  const page = { feedback: [feedback], page: 1, limit: 10, total: 1, totalPages: 1, hasMore: false };

  it('asks for page 1 of 10 by default and for the page given otherwise', async () => {
    harness.server.answer(() => ({ status: 200, body: page }));
    await expect(getMyFeedback()).resolves.toEqual(page);
    await getMyFeedback({ page: 3, limit: 25 });
    expect(harness.server.requests.map((recorded) => `${recorded.method} ${recorded.path}`)).toEqual([
      'GET /api/feedback/my?page=1&limit=10',
      'GET /api/feedback/my?page=3&limit=25',
    ]);
  });

  it('fails with the label «Failed to fetch user feedback», after the wrapper’s toast', async () => {
    harness.server.answer(() => ({ status: 500, body: { error: 'Внутренняя ошибка сервера' } }));
    const error = await rejectionOf(getMyFeedback());
    expect(error.message).toBe(FEEDBACK_MESSAGES.fetchMineFailed);
    expect(notices).toEqual([{ tone: 'error', title: requestMessages.server }]);
  });

  it('an answer that breaks the contract is a labelled failure, not data', async () => {
    harness.server.answer(() => ({ status: 200, body: { ...page, feedback: [{ ...feedback, category: 'praise' }] } }));
    const error = await rejectionOf(getMyFeedback());
    expect(error.message).toBe(FEEDBACK_MESSAGES.fetchMineFailed);
    expect(notices).toEqual([{ tone: 'error', title: requestMessages.unknown }]);
  });
});
