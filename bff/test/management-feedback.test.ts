import {
  feedbackStatisticsResponseSchema,
  MANAGEMENT_MESSAGES,
  managementFeedbackListResponseSchema,
  managementFeedbackResponseSchema,
  type ManagementFeedback,
  type ManagementFeedbackListResponse,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  insertOneFeedback,
  setCreatedAt,
  type SignedInUser,
  signIn,
  startTestApp,
  type TestApp,
  type TestDatabase,
  testDatabases,
} from '../src/testing';

afterAll(closeTestTemplates);

/** docs/back-office.md#feedback 'Управление отзывами', docs/back-office.md#feedback; docs/back-office.md#feedback. */
describe.each(testDatabases())('feedback in the back office on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let admin: SignedInUser;
  let moderator: SignedInUser;
  let author: SignedInUser;
  let nameless: SignedInUser;

  beforeAll(async () => {
    database = await create();
    // The city is Novosibirsk (UTC+7), so a city day differs from the UTC day.
    app = await startTestApp({ db: database.db, config: { timezone: 'Asia/Novosibirsk' } });
    admin = await signIn(app, database.db, {
      email: 'admin@example.com',
      password: 'Secret12',
      role: 'admin',
      displayName: 'Анна Админова',
    });
    moderator = await signIn(app, database.db, { email: 'moder@example.com', password: 'Secret12', role: 'moderator' });
    author = await signIn(app, database.db, { email: 'vera@example.com', password: 'Secret12', displayName: 'Вера' });
    nameless = await signIn(app, database.db, { email: 'nina@example.com', password: 'Secret12' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('TRUNCATE feedback');
  });

  interface TestItem {
    subject?: string;
    message?: string;
    category?: string;
    status?: string;
    createdAt?: string;
    by?: SignedInUser;
  }
  const write = async (fields: TestItem) => {
    const id = await insertOneFeedback(database.db, (fields.by ?? author).user.id);
    await database.db.query(
      `UPDATE feedback SET subject = coalesce($2, subject), message = coalesce($3, message),
              category = coalesce($4, category), status = coalesce($5, status) WHERE id = $1`,
      [id, fields.subject ?? null, fields.message ?? null, fields.category ?? null, fields.status ?? null],
    );
    if (fields.createdAt) await setCreatedAt(database.db, 'feedback', id, new Date(fields.createdAt));
    return id;
  };
  const list = async (query = '') => {
    const response = await moderator.client.get<ManagementFeedbackListResponse>(`/api/management/feedback${query}`);
    expect(response.status, response.text).toBe(200);
    return managementFeedbackListResponseSchema.parse(response.body).data;
  };
  const ids = async (query = '') => (await list(query)).feedback.map((item) => item.id);
  const update = (id: number, body: unknown, client = admin.client) =>
    client.put<{ success: true; data: ManagementFeedback }>(`/api/management/feedback/${id}`, body);

  describe('GET /api/management/feedback', () => {
    it('answers items newest first with the author, paging and hasMore', async () => {
      const older = await write({ subject: 'Карта', createdAt: '2025-01-01T10:00:00Z' });
      const newer = await write({ by: nameless, category: 'bug' });
      const data = await list('?limit=1');
      expect(data).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2, hasMore: true });
      expect(data.feedback.map((item) => item.id)).toEqual([newer]);
      expect(data.feedback[0]).toMatchObject({ userId: nameless.user.id, userName: null, email: 'nina@example.com', category: 'bug' });
      const second = await list('?limit=1&page=2');
      expect(second.feedback[0]).toEqual({
        id: older,
        userId: author.user.id,
        userName: 'Вера',
        email: 'vera@example.com',
        subject: 'Карта',
        message: 'Сообщение номер 1',
        category: 'general',
        status: 'new',
        adminComment: null,
        createdAt: '2025-01-01T10:00:00.000Z',
        updatedAt: expect.stringMatching(/Z$/),
        resolverName: null,
        resolvedAt: null,
      });
      expect(second.hasMore).toBe(false);
    });

    it('filters by status and category, and searches subject and message with literal wildcards', async () => {
      const map = await write({ subject: 'Не грузится КАРТА', category: 'bug' });
      const idea = await write({ subject: 'Идея', message: 'Добавьте карту метро', category: 'improvement', status: 'read' });
      const percent = await write({ subject: 'Скидка 50%', status: 'resolved' });
      expect(await ids('?status=read')).toEqual([idea]);
      expect(await ids('?category=bug')).toEqual([map]);
      expect((await ids('?search=карт')).sort()).toEqual([map, idea].sort());
      expect(await ids(`?search=${encodeURIComponent('50%')}`)).toEqual([percent]);
      expect(await ids(`?search=${encodeURIComponent('_')}`)).toEqual([]);
      expect(await ids('?search=карт&status=new')).toEqual([map]);
      const bad = await moderator.client.get<{ error: string }>('/api/management/feedback?category=praise');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Параметр category: general, bug или improvement');
    });

    it('reads dateFrom and dateTo as city days, both included', async () => {
      // 2030-03-01 in Novosibirsk runs from 2030-02-28T17:00Z to 2030-03-01T17:00Z.
      const lateFebInUtcButMarchInCity = await write({ createdAt: '2030-02-28T18:00:00Z' });
      const lastMinuteOfMarch2 = await write({ createdAt: '2030-03-02T16:59:00Z' });
      const march3InCity = await write({ createdAt: '2030-03-02T17:00:00Z' });
      const february = await write({ createdAt: '2030-02-28T16:59:00Z' });
      expect(await ids('?dateFrom=2030-03-01&dateTo=2030-03-02')).toEqual([lastMinuteOfMarch2, lateFebInUtcButMarchInCity]);
      expect(await ids('?dateFrom=2030-03-03')).toEqual([march3InCity]);
      expect(await ids('?dateTo=2030-02-28')).toEqual([february]);
      expect(await ids('?dateFrom=2030-03-02&dateTo=2030-03-01')).toEqual([]);
      const bad = await moderator.client.get<{ error: string }>('/api/management/feedback?dateFrom=2030-02-30');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Параметр dateFrom: дата в формате ГГГГ-ММ-ДД');
    });
  });

  it('GET /api/management/feedback/{id} answers one item; a missing one is 404', async () => {
    const id = await write({ subject: 'Вопрос' });
    const response = await moderator.client.get(`/api/management/feedback/${id}`);
    expect(response.status).toBe(200);
    expect(managementFeedbackResponseSchema.parse(response.body).data).toMatchObject({ id, subject: 'Вопрос', userName: 'Вера' });
    for (const missing of [String(id + 100), 'abc']) {
      const answer = await moderator.client.get(`/api/management/feedback/${missing}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: MANAGEMENT_MESSAGES.feedbackNotFound });
    }
  });

  describe('PUT /api/management/feedback/{id}', () => {
    it('resolving records the resolver and the time; saving again keeps them; reopening clears them', async () => {
      const id = await write({});
      const read = await update(id, { status: 'read' });
      expect(read.status, read.text).toBe(200);
      expect(read.body.data).toMatchObject({ status: 'read', resolverName: null, resolvedAt: null, adminComment: null });

      const resolved = await update(id, { status: 'resolved', adminComment: '  Исправлено в версии 1.2  ' });
      expect(resolved.status).toBe(200);
      const firstResolution = managementFeedbackResponseSchema.parse(resolved.body).data;
      expect(firstResolution).toMatchObject({ status: 'resolved', resolverName: 'Анна Админова', adminComment: 'Исправлено в версии 1.2' });
      expect(firstResolution.resolvedAt).toMatch(/Z$/);

      // A moderator edits the comment of the resolved item: the resolution stays the admin's.
      const edited = await update(id, { status: 'resolved', adminComment: 'Исправлено в 1.2.1' }, moderator.client);
      expect(edited.body.data).toMatchObject({
        resolverName: 'Анна Админова',
        resolvedAt: firstResolution.resolvedAt,
        adminComment: 'Исправлено в 1.2.1',
      });

      const reopened = await update(id, { status: 'new' }, moderator.client);
      expect(reopened.body.data).toMatchObject({ status: 'new', resolverName: null, resolvedAt: null, adminComment: null });
      const [stored] = await database.db.query('SELECT resolved_by, resolved_at FROM feedback WHERE id = $1', [id]);
      expect(stored).toEqual({ resolved_by: null, resolved_at: null });

      const again = await update(id, { status: 'resolved' }, moderator.client);
      expect(again.body.data).toMatchObject({ resolverName: 'moder@example.com' });
    });

    it('refuses a wrong status (400) and a missing item (404)', async () => {
      const id = await write({});
      const invalid = await update(id, { status: 'closed' });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ error: 'Статус: new, read или resolved' });
      const missing = await update(id + 100, { status: 'read' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: MANAGEMENT_MESSAGES.feedbackNotFound });
    });
  });

  it('GET /api/management/feedback/statistics counts items by status', async () => {
    await write({});
    await write({ status: 'read' });
    await write({ status: 'resolved' });
    await write({ status: 'resolved' });
    const response = await moderator.client.get('/api/management/feedback/statistics');
    expect(response.status).toBe(200);
    expect(feedbackStatisticsResponseSchema.parse(response.body)).toEqual({
      success: true,
      data: { total: 4, byStatus: { new: 1, read: 1, resolved: 2 } },
    });
  });
});
