import { describe, expect, it } from 'vitest';
import { changeTableQuery, initialTableQuery, type TableQuery } from './tableQuery';

interface Filters {
  search: string;
  role: string | null;
}

const onPage3: TableQuery<Filters> = {
  ...initialTableQuery<Filters>({ search: '', role: null }, { column: 'created_at', direction: 'desc' }),
  page: 3,
};

describe('initialTableQuery', () => {
  it('starts on page 1 with 25 rows (docs/back-office.md#tables)', () => {
    expect(initialTableQuery({ search: '' }, { column: 'id', direction: 'asc' })).toMatchObject({ page: 1, pageSize: 25 });
  });
});

describe('changeTableQuery', () => {
  it('a filter change returns to page 1 and keeps the other filters', () => {
    const next = changeTableQuery(onPage3, { type: 'filters', filters: { role: 'admin' } });
    expect(next).toMatchObject({ page: 1, filters: { search: '', role: 'admin' } });
  });

  it('the same filter values change nothing, not even the page', () => {
    expect(changeTableQuery(onPage3, { type: 'filters', filters: { search: '' } })).toBe(onPage3);
  });

  it('a page-size change returns to page 1; choosing the current size keeps the page', () => {
    expect(changeTableQuery(onPage3, { type: 'pageSize', pageSize: 50 })).toMatchObject({ page: 1, pageSize: 50 });
    expect(changeTableQuery(onPage3, { type: 'pageSize', pageSize: 25 })).toBe(onPage3);
  });

  it('a new sort returns to page 1; a page change keeps everything else', () => {
    expect(changeTableQuery(onPage3, { type: 'sort', sort: { column: 'name', direction: 'asc' } })).toMatchObject({
      page: 1,
      sort: { column: 'name', direction: 'asc' },
    });
    expect(changeTableQuery(onPage3, { type: 'page', page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
});
