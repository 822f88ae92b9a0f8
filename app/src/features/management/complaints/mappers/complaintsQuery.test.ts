import { describe, expect, it } from 'vitest';
import { EVENT_COMPLAINT_SORT_COLUMNS, USER_COMPLAINT_SORT_COLUMNS } from '@city/contracts';
import { changeTableQuery, initialTableQuery } from '../../table';
import {
  complaintsQueryOf,
  DEFAULT_COMPLAINTS_SORT,
  INITIAL_COMPLAINTS_FILTERS,
  STATUS_FILTER_OPTIONS,
  statusFilterKey,
  statusFromFilterKey,
} from './complaintsQuery';

const initial = () => initialTableQuery(INITIAL_COMPLAINTS_FILTERS, DEFAULT_COMPLAINTS_SORT);

describe('claimsQueryOf (docs/back-office.md#event-complaints)', () => {
  it('starts on page 1 of 25, newest first, every status', () => {
    expect(complaintsQueryOf(initial(), EVENT_COMPLAINT_SORT_COLUMNS, 'created_at')).toEqual({
      page: 1,
      limit: 25,
      sortBy: 'created_at',
      sortOrder: 'desc',
    });
  });

  it('sends the chosen status, and a filter change returns to page 1', () => {
    const onPage3 = changeTableQuery(initial(), { type: 'page', page: 3 });
    const filtered = changeTableQuery(onPage3, { type: 'filters', filters: { status: 'pending' } });
    expect(complaintsQueryOf(filtered, EVENT_COMPLAINT_SORT_COLUMNS, 'created_at')).toMatchObject({ page: 1, status: 'pending' });
  });

  it('a page-size change returns to page 1 with the new limit', () => {
    const onPage2 = changeTableQuery(initial(), { type: 'page', page: 2 });
    const resized = changeTableQuery(onPage2, { type: 'pageSize', pageSize: 50 });
    expect(complaintsQueryOf(resized, USER_COMPLAINT_SORT_COLUMNS, 'created_at')).toMatchObject({ page: 1, limit: 50 });
  });

  it('sorts only by a whitelisted column of that list', () => {
    const byTitle = changeTableQuery(initial(), { type: 'sort', sort: { column: 'event_title', direction: 'asc' } });
    expect(complaintsQueryOf(byTitle, EVENT_COMPLAINT_SORT_COLUMNS, 'created_at')).toMatchObject({ sortBy: 'event_title', sortOrder: 'asc' });
    // event_title is not a user-complaint column: the user list falls back to created_at.
    expect(complaintsQueryOf(byTitle, USER_COMPLAINT_SORT_COLUMNS, 'created_at')).toMatchObject({ sortBy: 'created_at', sortOrder: 'asc' });
  });
});

describe('the status filter', () => {
  it('offers every status, then pending, approved and rejected', () => {
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual(['Все', 'На рассмотрении', 'Одобрена', 'Отклонена']);
  });

  it('maps between a status and its option both ways; anything else means every status', () => {
    expect(statusFromFilterKey(statusFilterKey('approved'))).toBe('approved');
    expect(statusFilterKey(null)).toBe('all');
    expect(statusFromFilterKey('all')).toBeNull();
    expect(statusFromFilterKey('deleted')).toBeNull();
  });
});
