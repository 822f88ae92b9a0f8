import { describe, expect, it } from 'vitest';
import { MANAGEMENT_USER_SORT_COLUMNS } from '@city/contracts';
import { sortParams } from './sortParams';

describe('sortParams', () => {
  it('sends a whitelisted column with its direction', () => {
    expect(sortParams({ column: 'last_login', direction: 'asc' }, MANAGEMENT_USER_SORT_COLUMNS, 'created_at')).toEqual({
      sortBy: 'last_login',
      sortOrder: 'asc',
    });
  });

  it('never sends a column outside the whitelist', () => {
    expect(sortParams({ column: 'password_hash', direction: 'desc' }, MANAGEMENT_USER_SORT_COLUMNS, 'created_at')).toEqual({
      sortBy: 'created_at',
      sortOrder: 'desc',
    });
  });
});
