import { describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES, type CategoryStat, type ModeratorStat, type OrganizerStat, type ParticipantStat } from '@city/contracts';
import { useApiHarness } from '../../testing/apiHarness';
import { ApiError } from '../errors';
import { getCategoryStats, getModeratorStats, getOrganizerStats, getParticipantStats } from './statistics';

const harness = useApiHarness();
const { notices, authStatuses } = harness;

const paging = { page: 2, limit: 10, total: 11, totalPages: 2, hasMore: false };

describe('paged statistics', () => {
  it('organizers: sends page, limit and the sort, reads the rows and the paging', async () => {
    const organizer: OrganizerStat = {
      user_id: 3,
      user_name: 'Олег',
      user_email: 'oleg@example.com',
      events_count: 4,
      total_participants: 10,
      avg_participants_per_event: 2.5,
      total_claims: 2,
      approved_claims: 1,
    };
    harness.server.answer(() => ({ status: 200, body: { success: true, data: { organizers: [organizer], ...paging } } }));
    await expect(getOrganizerStats({ page: 2, limit: 10, sortBy: 'avg_participants_per_event', sortOrder: 'asc' })).resolves.toEqual({
      organizers: [organizer],
      ...paging,
    });
    expect(harness.calls()).toEqual(['GET /api/management/statistics/organizers?page=2&limit=10&sortBy=avg_participants_per_event&sortOrder=asc']);
  });

  it('participants: the same shape under `participants`', async () => {
    const participant: ParticipantStat = {
      user_id: 4,
      user_name: 'Анна',
      user_email: 'anna@example.com',
      events_participated: 7,
      registration_date: '2030-01-15T10:00:00.000Z',
    };
    harness.server.answer(() => ({ status: 200, body: { success: true, data: { participants: [participant], ...paging } } }));
    const read = await getParticipantStats({ page: 2, limit: 10, sortBy: 'registration_date', sortOrder: 'desc' });
    expect(read.participants).toEqual([participant]);
    expect(harness.calls()).toEqual(['GET /api/management/statistics/participants?page=2&limit=10&sortBy=registration_date&sortOrder=desc']);
  });
});

describe('whole-list statistics', () => {
  it('categories and moderators unwrap to their rows', async () => {
    const categories: CategoryStat[] = [{ category: null, events_count: 1, total_participants: 0, avg_participants: 0 }];
    const moderators: ModeratorStat[] = [
      { moderator_id: 9, moderator_name: 'Мария', total_claims_reviewed: 8, claims_approved: 7, claims_rejected: 1, approval_rate: 87.5 },
    ];
    harness.server.answer((recorded) =>
      recorded.path.endsWith('/categories')
        ? { status: 200, body: { success: true, data: { categories } } }
        : { status: 200, body: { success: true, data: { moderators } } },
    );
    await expect(getCategoryStats()).resolves.toEqual(categories);
    await expect(getModeratorStats()).resolves.toEqual(moderators);
    expect(harness.calls()).toEqual(['GET /api/management/statistics/categories', 'GET /api/management/statistics/moderators']);
  });

  it('a moderator’s 403 on the moderators table is neither toasted nor a sign-out', async () => {
    harness.server.answer(() => ({ status: 403, body: { error: MANAGEMENT_MESSAGES.adminOnly } }));
    const error = await getModeratorStats().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(notices).toEqual([]);
    expect(authStatuses).toEqual([]);
  });
});
