import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../testing/apiHarness';
import { ApiError } from '../errors';
import { getFeedbackStatistics, getStatisticsOverview } from './overview';

const harness = useApiHarness();
const { notices, authStatuses } = harness;

const overview = {
  totalUsers: 40,
  totalEvents: 12,
  totalClaims: 5,
  pendingClaims: 2,
  blockedUsers: 1,
  suspendedUsers: 3,
  jobs: { pending: 6, failed: 0 },
};

describe('getStatisticsOverview', () => {
  it('reads the totals out of the envelope', async () => {
    harness.server.answer(() => ({ status: 200, body: { success: true, data: overview } }));
    await expect(getStatisticsOverview()).resolves.toEqual(overview);
    expect(harness.server.requests.map((recorded) => `${recorded.method} ${recorded.path}`)).toEqual([
      'GET /api/management/statistics/overview',
    ]);
  });

  it('an unreachable server is a quiet failure: the dashboard shows its own box', async () => {
    harness.server.answer(() => ({ status: 0, hangUp: true }));
    const error = await getStatisticsOverview().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkFailure).toBe(true);
    expect(notices).toEqual([]);
  });

  it('an answer without the envelope breaks the contract', async () => {
    harness.server.answer(() => ({ status: 200, body: overview }));
    await expect(getStatisticsOverview()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('getFeedbackStatistics', () => {
  it('reads total and byStatus', async () => {
    const statistics = { total: 9, byStatus: { new: 4, read: 3, resolved: 2 } };
    harness.server.answer(() => ({ status: 200, body: { success: true, data: statistics } }));
    await expect(getFeedbackStatistics()).resolves.toEqual(statistics);
    expect(harness.server.requests[0]?.path).toBe('/api/management/feedback/statistics');
  });

  it('a 403 for a plain user does not go to the auth handler', async () => {
    harness.server.answer(() => ({ status: 403, body: { error: 'Доступ только для модераторов и администраторов' } }));
    await expect(getFeedbackStatistics()).rejects.toBeInstanceOf(ApiError);
    expect(authStatuses).toEqual([]);
  });
});
