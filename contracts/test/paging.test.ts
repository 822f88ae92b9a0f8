import { describe, expect, it } from 'vitest';
import { pagination } from '../src/paging';
import { roleOf, statusOf } from '../src/roles';

describe('pagination (docs/back-office.md#tables)', () => {
  it('rounds the page count up and says whether more follow', () => {
    expect(pagination(1, 10, 25)).toEqual({ page: 1, limit: 10, total: 25, totalPages: 3, hasMore: true });
    expect(pagination(3, 10, 25)).toMatchObject({ totalPages: 3, hasMore: false });
    expect(pagination(1, 10, 0)).toMatchObject({ totalPages: 0, hasMore: false });
  });
});

describe('role and status labels (docs/back-office.md#users)', () => {
  it('shows an unknown role as a user and an unknown status as confirmed', () => {
    expect(roleOf('moderator')).toBe('moderator');
    expect(roleOf('superuser')).toBe('user');
    expect(roleOf(null)).toBe('user');
    expect(statusOf('blocked')).toBe('blocked');
    expect(statusOf('active')).toBe('confirmed');
    expect(statusOf(undefined)).toBe('confirmed');
  });
});
