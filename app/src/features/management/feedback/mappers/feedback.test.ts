import { describe, expect, it } from 'vitest';
import { requestMessages } from '../../../../i18n/messages';
import { ApiError } from '../../../../api/errors';
import { initialTableQuery } from '../../table';
import { feedbackListFailureText } from './failures';
import {
  FEEDBACK_ORDER,
  NO_FEEDBACK_FILTERS,
  categoryFilterOptions,
  categoryFromKey,
  feedbackRequest,
  hasFeedbackFilters,
  isDateRangeValid,
  statusFilterOptions,
  statusFromKey,
} from './feedbackQuery';

describe('feedbackRequest', () => {
  it('asks for page 1 of 25 with no filters by default', () => {
    expect(feedbackRequest(initialTableQuery(NO_FEEDBACK_FILTERS, FEEDBACK_ORDER))).toEqual({ page: 1, limit: 25 });
  });

  it('sends every filter chosen, the search trimmed', () => {
    const query = {
      ...initialTableQuery(
        { status: 'new' as const, category: 'bug' as const, search: ' карта ', dateFrom: '2030-06-01', dateTo: '2030-06-30' },
        FEEDBACK_ORDER,
      ),
      page: 2,
      pageSize: 10,
    };
    expect(feedbackRequest(query)).toEqual({
      page: 2,
      limit: 10,
      status: 'new',
      category: 'bug',
      search: 'карта',
      dateFrom: '2030-06-01',
      dateTo: '2030-06-30',
    });
  });

  it('an open-ended range sends only its set end', () => {
    expect(feedbackRequest(initialTableQuery({ ...NO_FEEDBACK_FILTERS, dateTo: '2030-06-30' }, FEEDBACK_ORDER))).toEqual({
      page: 1,
      limit: 25,
      dateTo: '2030-06-30',
    });
  });
});

describe('filters', () => {
  it('status and category choices carry the Russian labels (docs/back-office.md#feedback)', () => {
    expect(statusFilterOptions.map((option) => option.label)).toEqual(['Все статусы', 'Новый', 'Прочитан', 'Решен']);
    expect(categoryFilterOptions.map((option) => option.label)).toEqual(['Все категории', 'Общее', 'Ошибка', 'Улучшение']);
    expect([statusFromKey('resolved'), statusFromKey('all'), categoryFromKey('bug'), categoryFromKey('praise')]).toEqual([
      'resolved',
      null,
      'bug',
      null,
    ]);
  });

  it('a range is valid open at either end or in order, the same day included', () => {
    expect(isDateRangeValid(null, null)).toBe(true);
    expect(isDateRangeValid('2030-06-10', null)).toBe(true);
    expect(isDateRangeValid('2030-06-10', '2030-06-10')).toBe(true);
    expect(isDateRangeValid('2030-06-11', '2030-06-10')).toBe(false);
    expect(isDateRangeValid('2030-12-01', '2031-01-05')).toBe(true);
  });

  it('knows when any filter is set', () => {
    expect(hasFeedbackFilters(NO_FEEDBACK_FILTERS)).toBe(false);
    expect(hasFeedbackFilters({ ...NO_FEEDBACK_FILTERS, search: '  ' })).toBe(false);
    expect(hasFeedbackFilters({ ...NO_FEEDBACK_FILTERS, dateFrom: '2030-06-01' })).toBe(true);
  });
});

describe('feedbackListFailureText', () => {
  it('names the HTTP status (docs/back-office.md#feedback)', () => {
    expect(feedbackListFailureText(new ApiError(500, 'x'))).toBe('Ошибка при загрузке отзывов: 500');
    expect(feedbackListFailureText(new ApiError(403, 'x'))).toBe('Ошибка при загрузке отзывов: 403');
  });

  it('without a status: the connection text, or «Неизвестная ошибка»', () => {
    expect(feedbackListFailureText(new ApiError(0, requestMessages.network))).toBe(`Ошибка при загрузке отзывов: ${requestMessages.network}`);
    expect(feedbackListFailureText(new Error('boom'))).toBe('Ошибка при загрузке отзывов: Неизвестная ошибка');
  });
});
