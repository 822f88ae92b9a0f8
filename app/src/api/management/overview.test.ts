import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/httpServer';
import { ApiError } from '../errors';
import { configureApi, setAuthErrorHandler, setNotifier, type RequestNotice } from '../request';
import { getFeedbackStatistics, getStatisticsOverview } from './overview';

let server: TestServer;
let notices: RequestNotice[];
let authStatuses: number[];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  configureApi({ baseUrl: server.url });
  server.requests.length = 0;
  notices = [];
  authStatuses = [];
  setNotifier((notice) => notices.push(notice));
  setAuthErrorHandler((status) => authStatuses.push(status));
});
afterEach(() => {
  setNotifier(null);
  setAuthErrorHandler(null);
});

const overview = { totalUsers: 40, totalEvents: 12, totalClaims: 5, pendingClaims: 2, blockedUsers: 1, suspendedUsers: 3 };

describe('getStatisticsOverview', () => {
  it('reads the totals out of the envelope', async () => {
    server.answer(() => ({ status: 200, body: { success: true, data: overview } }));
    await expect(getStatisticsOverview()).resolves.toEqual(overview);
    expect(server.requests.map((recorded) => `${recorded.method} ${recorded.path}`)).toEqual([
      'GET /api/management/statistics/overview',
    ]);
  });

  it('an unreachable server is a quiet failure: the dashboard shows its own box', async () => {
    server.answer(() => ({ status: 0, hangUp: true }));
    const error = await getStatisticsOverview().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkFailure).toBe(true);
    expect(notices).toEqual([]);
  });

  it('an answer without the envelope breaks the contract', async () => {
    server.answer(() => ({ status: 200, body: overview }));
    await expect(getStatisticsOverview()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('getFeedbackStatistics', () => {
  it('reads total and byStatus', async () => {
    const statistics = { total: 9, byStatus: { new: 4, read: 3, resolved: 2 } };
    server.answer(() => ({ status: 200, body: { success: true, data: statistics } }));
    await expect(getFeedbackStatistics()).resolves.toEqual(statistics);
    expect(server.requests[0]?.path).toBe('/api/management/feedback/statistics');
  });

  it('a 403 for a plain user does not go to the auth handler', async () => {
    server.answer(() => ({ status: 403, body: { error: 'Доступ только для модераторов и администраторов' } }));
    await expect(getFeedbackStatistics()).rejects.toBeInstanceOf(ApiError);
    expect(authStatuses).toEqual([]);
  });
});
