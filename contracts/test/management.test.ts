import { describe, expect, it } from 'vitest';
import {
  approvedComplaintsTone,
  eventComplaintDecisionSchema,
  eventComplaintsQuerySchema,
  MANAGEMENT_MESSAGES,
  managementFeedbackQuerySchema,
  managementUsersQuerySchema,
  managementUserUpdateSchema,
} from '../src/management';

describe('management list queries (docs/back-office.md#api, docs/back-office.md#tables)', () => {
  it('defaults to page 1 of 25, newest first', () => {
    expect(eventComplaintsQuerySchema.parse({})).toEqual({ page: 1, limit: 25, sortBy: 'created_at', sortOrder: 'desc' });
  });

  it('sorts only by whitelisted columns', () => {
    expect(eventComplaintsQuerySchema.safeParse({ sortBy: 'event_title', sortOrder: 'asc' }).success).toBe(true);
    expect(eventComplaintsQuerySchema.safeParse({ sortBy: 'reason; DROP TABLE users' }).success).toBe(false);
    expect(eventComplaintsQuerySchema.safeParse({ sortOrder: 'sideways' }).success).toBe(false);
  });

  it('takes `active` as confirmed and drops a blank search', () => {
    expect(managementUsersQuerySchema.parse({ status: 'active', search: '   ' })).toMatchObject({ status: 'confirmed' });
    expect(managementUsersQuerySchema.parse({ search: '  анна ' })).toMatchObject({ search: 'анна' });
  });

  it('reads the feedback date range as city dates', () => {
    expect(managementFeedbackQuerySchema.safeParse({ dateFrom: '2026-11-01', dateTo: '2026-11-30' }).success).toBe(true);
    expect(managementFeedbackQuerySchema.safeParse({ dateFrom: '2026-02-30' }).success).toBe(false);
  });
});

describe('management updates (docs/back-office.md#tables)', () => {
  it('requires a role or a status', () => {
    const result = managementUserUpdateSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MANAGEMENT_MESSAGES.nothingToUpdate);
    expect(managementUserUpdateSchema.parse({ status: 'active' })).toEqual({ status: 'confirmed' });
  });

  it('decides a complaint with an optional trimmed comment', () => {
    expect(eventComplaintDecisionSchema.parse({ status: 'approved' })).toEqual({ status: 'approved', resolutionComment: null });
    expect(eventComplaintDecisionSchema.parse({ status: 'rejected', resolutionComment: '  ок ' })).toEqual({
      status: 'rejected',
      resolutionComment: 'ок',
    });
    expect(eventComplaintDecisionSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });
});

describe('organizer claims cell (docs/back-office.md#statistics)', () => {
  it.each([
    [0, 'success'],
    [1, 'warning'],
    [2, 'warning'],
    [3, 'danger'],
  ] as const)('%i approved complaints → %s', (approved, tone) => {
    expect(approvedComplaintsTone(approved)).toBe(tone);
  });
});
