import {
  ACCOUNT_STATUS_MESSAGES,
  FEEDBACK_MESSAGES,
  feedbackSchema,
  myFeedbackResponseSchema,
  RATE_LIMIT_ERROR,
  RATE_LIMIT_RULES,
  type Feedback,
  type FeedbackRequest,
  type MyFeedbackResponse,
  type RateLimitResponse,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  insertFeedback,
  signIn,
  startTestApp,
  testDatabases,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

const bugReport: FeedbackRequest = {
  subject: 'Не открывается карта',
  message: 'На странице события карта остаётся серой.',
  category: 'bug',
};

/** docs/people.md#feedback, docs/accounts.md#statuses, docs/operations.md#rate-limits: feedback to the administrators and the author's list. */
describe.each(testDatabases())('feedback on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let anna: SignedInUser;
  let boris: SignedInUser;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db });
    anna = await signIn(app, database.db, { email: 'anna@example.com', password: 'Secret12' });
    boris = await signIn(app, database.db, { email: 'boris@example.com', password: 'Secret12' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('TRUNCATE feedback, rate_limit_hits');
  });

  const storedFeedback = () =>
    database.db.query<{ user_id: number; email: string; subject: string; message: string; category: string; status: string }>(
      'SELECT user_id, email, subject, message, category, status FROM feedback ORDER BY id',
    );

  describe('POST /api/feedback', () => {
    it('stores the trimmed fields with the account’s e-mail and answers it (201)', async () => {
      const response = await anna.client.post<Feedback>('/api/feedback', {
        subject: '  Идея  ',
        message: '\n Добавьте фильтр по району. \n',
        category: 'improvement',
        // The e-mail is the account's: a body that names another one changes nothing.
        email: 'someone-else@example.com',
      });
      expect(response.status).toBe(201);
      expect(feedbackSchema.parse(response.body)).toEqual({
        id: expect.any(Number),
        email: 'anna@example.com',
        subject: 'Идея',
        message: 'Добавьте фильтр по району.',
        category: 'improvement',
        status: 'new',
        adminComment: null,
        createdAt: expect.stringMatching(/Z$/),
        updatedAt: expect.stringMatching(/Z$/),
        resolvedAt: null,
      });
      expect(await storedFeedback()).toEqual([
        {
          user_id: anna.user.id,
          email: 'anna@example.com',
          subject: 'Идея',
          message: 'Добавьте фильтр по району.',
          category: 'improvement',
          status: 'new',
        },
      ]);
    });

    it('accepts the limits: a 256-character subject and a 3000-character message', async () => {
      const response = await anna.client.post('/api/feedback', { ...bugReport, subject: 'т'.repeat(256), message: 'с'.repeat(3000) });
      expect(response.status).toBe(201);
    });

    it.each([
      [{ subject: undefined }, FEEDBACK_MESSAGES.subjectRequired],
      [{ subject: '   ' }, FEEDBACK_MESSAGES.subjectRequired],
      [{ subject: 'т'.repeat(257) }, FEEDBACK_MESSAGES.subjectTooLong],
      [{ message: '' }, FEEDBACK_MESSAGES.messageRequired],
      [{ message: 'с'.repeat(3001) }, FEEDBACK_MESSAGES.messageTooLong],
      [{ category: 'complaint' }, FEEDBACK_MESSAGES.categoryInvalid],
      [{ category: undefined }, FEEDBACK_MESSAGES.categoryInvalid],
    ])('refuses %j with 400 and its Russian message, storing nothing and counting nothing', async (change, message) => {
      const response = await anna.client.post('/api/feedback', { ...bugReport, ...change });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: message });
      expect(await storedFeedback()).toEqual([]);
      expect(await database.db.query('SELECT 1 FROM rate_limit_hits')).toEqual([]);
    });

    it('lets blocked and suspended accounts write to the administrators', async () => {
      const banned = await signIn(app, database.db, { email: 'banned@example.com', password: 'Secret12', status: 'blocked' });
      const paused = await signIn(app, database.db, { email: 'paused@example.com', password: 'Secret12', status: 'suspended' });
      const unblockMe = { subject: 'Разблокируйте', message: 'Это ошибка', category: 'general' };
      expect((await banned.client.post('/api/feedback', unblockMe)).status).toBe(201);
      expect((await paused.client.post('/api/feedback', unblockMe)).status).toBe(201);
      expect((await storedFeedback()).map((row) => row.email)).toEqual(['banned@example.com', 'paused@example.com']);
    });

    it('answers the 11th message within an hour with 429 in the rate-limit shape', async () => {
      for (let sent = 0; sent < RATE_LIMIT_RULES.feedback.max; sent++) {
        expect((await anna.client.post('/api/feedback', bugReport)).status).toBe(201);
      }
      const refused = await anna.client.post<RateLimitResponse>('/api/feedback', bugReport);
      expect(refused.status).toBe(429);
      expect(Object.keys(refused.body).sort()).toEqual(
        ['attemptsUsed', 'error', 'maxAttempts', 'rateLimitType', 'remainingTime', 'resetTime'].sort(),
      );
      expect(refused.body).toMatchObject({ error: RATE_LIMIT_ERROR, rateLimitType: 'other', maxAttempts: 10, attemptsUsed: 10 });
      expect(refused.headers.get('retry-after')).toBe(String(refused.body.remainingTime));
      expect(refused.body.remainingTime).toBeGreaterThan(0);
      expect(refused.body.remainingTime).toBeLessThanOrEqual(3600);
      expect(await storedFeedback()).toHaveLength(10);
      // The limit is per person: someone else still may write.
      expect((await boris.client.post('/api/feedback', bugReport)).status).toBe(201);
    });

    it('needs a session (401), before looking at the body', async () => {
      expect((await app.client().post('/api/feedback', bugReport)).status).toBe(401);
      expect((await app.client().post('/api/feedback', {})).status).toBe(401);
    });
  });

  describe('GET /api/feedback/my', () => {
    const myFeedback = async (query = '', client = anna.client) => {
      const response = await client.get<MyFeedbackResponse>(`/api/feedback/my${query}`);
      expect(response.status).toBe(200);
      return myFeedbackResponseSchema.parse(response.body);
    };

    it('pages the author’s own feedback newest first, 10 by default', async () => {
      await insertFeedback(database.db, { userId: anna.user.id, count: 12 });
      await insertFeedback(database.db, { userId: boris.user.id, count: 3 });

      const first = await myFeedback();
      expect(first).toMatchObject({ page: 1, limit: 10, total: 12, totalPages: 2, hasMore: true });
      expect(first.feedback.map((item) => item.subject)).toEqual(
        Array.from({ length: 10 }, (_, index) => `Отзыв ${12 - index}`),
      );
      expect(first.feedback.every((item) => item.email === 'anna@example.com')).toBe(true);

      const second = await myFeedback('?page=2');
      expect(second).toMatchObject({ page: 2, limit: 10, total: 12, totalPages: 2, hasMore: false });
      expect(second.feedback.map((item) => item.subject)).toEqual(['Отзыв 2', 'Отзыв 1']);

      const small = await myFeedback('?page=3&limit=5');
      expect(small).toMatchObject({ page: 3, limit: 5, total: 12, totalPages: 3, hasMore: false });
      expect(small.feedback.map((item) => item.subject)).toEqual(['Отзыв 2', 'Отзыв 1']);

      const beyond = await myFeedback('?page=9');
      expect(beyond.feedback).toEqual([]);
      expect(beyond.hasMore).toBe(false);
    });

    it('shows what was just sent, and an empty list to someone who sent nothing', async () => {
      await anna.client.post('/api/feedback', bugReport);
      expect((await myFeedback()).feedback.map((item) => item.subject)).toEqual([bugReport.subject]);
      expect(await myFeedback('', boris.client)).toEqual({
        feedback: [],
        page: 1,
        limit: 10,
        total: 0,
        totalPages: 0,
        hasMore: false,
      });
    });

    it.each(['?page=0', '?limit=0', '?limit=101', '?page=abc', '?limit=2.5'])('refuses %s with 400', async (query) => {
      const response = await anna.client.get<{ error: string }>(`/api/feedback/my${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/^Параметр (page|limit): ожидается целое число/);
    });

    it('needs a session (401); blocked accounts may send but not list (403)', async () => {
      expect((await app.client().get('/api/feedback/my')).status).toBe(401);
      const banned = await signIn(app, database.db, { email: 'banned-reader@example.com', password: 'Secret12', status: 'blocked' });
      const refused = await banned.client.get('/api/feedback/my');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: ACCOUNT_STATUS_MESSAGES.blocked });
      const paused = await signIn(app, database.db, { email: 'paused-reader@example.com', password: 'Secret12', status: 'suspended' });
      expect((await paused.client.get('/api/feedback/my')).status).toBe(200);
    });
  });
});
