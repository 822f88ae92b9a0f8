import { describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES, type ManagementFeedback } from '@city/contracts';
import { useApiHarness } from '../../testing/apiHarness';
import { ApiError } from '../errors';
import { getManagementFeedback, listManagementFeedback, updateFeedbackStatus } from './feedback';

const harness = useApiHarness();
const { notices, authStatuses } = harness;


const item: ManagementFeedback = {
  id: 5,
  userId: 2,
  userName: 'Анна Смирнова',
  email: 'anna@example.com',
  subject: 'Не работает фильтр',
  message: 'Фильтр по дате показывает вчерашние события.',
  category: 'bug',
  status: 'new',
  adminComment: null,
  createdAt: '2030-06-10T08:00:00.000Z',
  updatedAt: '2030-06-10T08:00:00.000Z',
  resolverName: null,
  resolvedAt: null,
};

async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const reason = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(ApiError);
  return reason as ApiError;
}

describe('listManagementFeedback', () => {
  const page = { feedback: [item], page: 1, limit: 25, total: 1, totalPages: 1, hasMore: false };

  it('sends the filters given and leaves the empty ones out', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: page } }));
    await expect(listManagementFeedback({ page: 1, limit: 25 })).resolves.toEqual(page);
    await listManagementFeedback({ page: 3, limit: 50, status: 'new', category: 'bug', search: 'фильтр', dateFrom: '2030-06-01', dateTo: '2030-06-30' });
    expect(harness.calls()).toEqual([
      'GET /api/management/feedback?page=1&limit=25',
      `GET /api/management/feedback?page=3&limit=50&status=new&category=bug&search=${encodeURIComponent('фильтр')}&dateFrom=2030-06-01&dateTo=2030-06-30`,
    ]);
  });

  it('a failure keeps its HTTP status for the page’s box and shows no toast', async () => {
    harness.server.answer(() => ({ status: 500, body: { error: 'Внутренняя ошибка сервера' } }));
    expect((await apiErrorOf(listManagementFeedback({ page: 1, limit: 25 }))).status).toBe(500);
    expect(notices).toEqual([]);
  });
});

describe('one feedback item', () => {
  it('GET /api/management/feedback/{id} unwraps the item; 404 keeps the server’s text', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: item } }));
    await expect(getManagementFeedback(5)).resolves.toEqual(item);
    harness.server.answer(() => ({ status: 404, body: { error: MANAGEMENT_MESSAGES.feedbackNotFound } }));
    expect((await apiErrorOf(getManagementFeedback(999))).serverMessage).toBe(MANAGEMENT_MESSAGES.feedbackNotFound);
    expect(harness.calls()).toEqual(['GET /api/management/feedback/5', 'GET /api/management/feedback/999']);
    expect(notices).toEqual([]);
  });

  it('PUT sends {status, adminComment} (null when none) and reads the resolver back', async () => {
    const resolved = { ...item, status: 'resolved', adminComment: 'Исправлено', resolverName: 'Алла', resolvedAt: '2030-06-11T09:00:00.000Z' };
    harness.server.answer(() => ({ status: 200, body: { success: true, data: resolved } }));
    await expect(updateFeedbackStatus(5, { status: 'resolved', adminComment: 'Исправлено' })).resolves.toEqual(resolved);
    await updateFeedbackStatus(5, { status: 'read' });
    expect(harness.calls()).toEqual(['PUT /api/management/feedback/5', 'PUT /api/management/feedback/5']);
    expect(harness.server.requests.map((recorded) => JSON.parse(recorded.body) as unknown)).toEqual([
      { status: 'resolved', adminComment: 'Исправлено' },
      { status: 'read', adminComment: null },
    ]);
  });

  it('a 403 is not a lost session; a 401 is', async () => {
    harness.server.answer(() => ({ status: 403, body: { error: MANAGEMENT_MESSAGES.staffOnly } }));
    await apiErrorOf(updateFeedbackStatus(5, { status: 'read' }));
    harness.server.answer(() => ({ status: 401, body: { error: 'Требуется авторизация' } }));
    await apiErrorOf(updateFeedbackStatus(5, { status: 'read' }));
    expect(authStatuses).toEqual([401]);
    expect(notices).toEqual([]);
  });
});
