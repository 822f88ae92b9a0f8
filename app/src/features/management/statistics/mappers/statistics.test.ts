import { describe, expect, it } from 'vitest';
import { initialTableQuery } from '../../table';
import {
  DEFAULT_ORGANIZER_SORT,
  DEFAULT_PARTICIPANT_SORT,
  NO_FILTERS,
  categoryLabel,
  organizersRequest,
  participantsRequest,
} from './statisticsQuery';
import { visibleStatisticsTabs } from './statisticsTabs';

describe('visibleStatisticsTabs', () => {
  it('an admin sees all four tabs in the spec’s order', () => {
    expect(visibleStatisticsTabs('admin')).toEqual(['organizers', 'participants', 'categories', 'moderators']);
  });

  it('a moderator (or an unknown role) does not see the moderators tab', () => {
    expect(visibleStatisticsTabs('moderator')).toEqual(['organizers', 'participants', 'categories']);
    expect(visibleStatisticsTabs(null)).toEqual(['organizers', 'participants', 'categories']);
  });
});

describe('statistics queries', () => {
  it('start on page 1 of 25, busiest first', () => {
    expect(organizersRequest(initialTableQuery(NO_FILTERS, DEFAULT_ORGANIZER_SORT))).toEqual({
      page: 1,
      limit: 25,
      sortBy: 'events_count',
      sortOrder: 'desc',
    });
    expect(participantsRequest(initialTableQuery(NO_FILTERS, DEFAULT_PARTICIPANT_SORT))).toEqual({
      page: 1,
      limit: 25,
      sortBy: 'events_participated',
      sortOrder: 'desc',
    });
  });

  it('send the column asked for when the table’s whitelist has it, and only then', () => {
    const byAverage = { ...initialTableQuery(NO_FILTERS, { column: 'avg_participants_per_event', direction: 'asc' as const }), page: 3 };
    expect(organizersRequest(byAverage)).toEqual({ page: 3, limit: 25, sortBy: 'avg_participants_per_event', sortOrder: 'asc' });
    // registration_date is a participants' column, not an organizers' one.
    const foreign = initialTableQuery(NO_FILTERS, { column: 'registration_date', direction: 'asc' as const });
    expect(organizersRequest(foreign).sortBy).toBe('events_count');
    expect(participantsRequest(foreign).sortBy).toBe('registration_date');
  });
});

describe('categoryLabel', () => {
  it('a blank category is «Без категории» (docs/back-office.md#statistics)', () => {
    expect([categoryLabel(null), categoryLabel(''), categoryLabel('  ')]).toEqual(['Без категории', 'Без категории', 'Без категории']);
    expect(categoryLabel('спорт и туризм')).toBe('спорт и туризм');
  });
});
