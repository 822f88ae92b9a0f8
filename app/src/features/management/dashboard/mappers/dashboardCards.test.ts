import { describe, expect, it } from 'vitest';
import { dashboardCards, quickLinks } from './dashboardCards';

const overview = {
  totalUsers: 120,
  totalEvents: 45,
  totalClaims: 9,
  pendingClaims: 3,
  blockedUsers: 0,
  suspendedUsers: 2,
  jobs: { pending: 4, failed: 1 },
};
const feedback = { total: 14, byStatus: { new: 5, read: 6, resolved: 3 } };

describe('dashboardCards (docs/back-office.md#dashboard)', () => {
  it('shows the six totals in order, then the count of new feedback (not the total), then the job queue', () => {
    expect(dashboardCards(overview, feedback).map((card) => [card.id, card.value])).toEqual([
      ['totalUsers', 120],
      ['totalEvents', 45],
      ['totalClaims', 9],
      ['pendingClaims', 3],
      ['blockedUsers', 0],
      ['suspendedUsers', 2],
      ['newFeedback', 5],
      ['pendingJobs', 4],
      ['failedJobs', 1],
    ]);
  });

  it('highlights what waits for staff and leaves zero counts neutral', () => {
    const tones = Object.fromEntries(dashboardCards(overview, feedback).map((card) => [card.id, card.tone]));
    expect(tones).toMatchObject({ pendingClaims: 'warning', blockedUsers: 'neutral', suspendedUsers: 'warning', newFeedback: 'info' });
    const quiet = dashboardCards(
      { ...overview, pendingClaims: 0, suspendedUsers: 0, jobs: { pending: 0, failed: 0 } },
      { total: 0, byStatus: { new: 0, read: 0, resolved: 0 } },
    );
    expect(quiet.every((card) => card.tone === 'neutral')).toBe(true);
  });

  it('warns of failed jobs in red; waiting jobs are routine and stay neutral', () => {
    const tones = Object.fromEntries(dashboardCards(overview, feedback).map((card) => [card.id, card.tone]));
    expect(tones).toMatchObject({ pendingJobs: 'neutral', failedJobs: 'danger' });
    const busy = dashboardCards({ ...overview, jobs: { pending: 250, failed: 0 } }, feedback);
    expect(busy.filter((card) => card.id.endsWith('Jobs')).map((card) => card.tone)).toEqual(['neutral', 'neutral']);
  });

  it('leads from pending complaints and new feedback to their sections', () => {
    const links = Object.fromEntries(dashboardCards(overview, feedback).map((card) => [card.id, card.link?.href]));
    expect(links).toMatchObject({ pendingClaims: '/management/claims/events', newFeedback: '/management/feedback' });
  });
});

describe('quickLinks', () => {
  it('an admin gets the six sections, Users included; a moderator five', () => {
    expect(quickLinks('admin').map((section) => section.href)).toEqual([
      '/management/claims/events',
      '/management/claims/users',
      '/management/users',
      '/management/feedback',
      '/management/statistics',
      '/management/moderation-sample',
    ]);
    expect(quickLinks('moderator').map((section) => section.id)).not.toContain('users');
    expect(quickLinks('moderator')).toHaveLength(5);
  });
});
