import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES } from '@city/contracts';
import {
  CATEGORY_OPTIONS,
  categoryFromKey,
  DATE_FILTER_OPTIONS,
  PAYMENT_FILTER_OPTIONS,
  pickOption,
} from './filterOptions';

describe('filter options', () => {
  it('offers "all categories" first, then every category with a capital letter and its stored id', () => {
    expect(CATEGORY_OPTIONS[0]).toEqual({ id: 'all', label: 'Все категории' });
    expect(CATEGORY_OPTIONS.slice(1).map((option) => option.id)).toEqual([...EVENT_CATEGORIES]);
    expect(CATEGORY_OPTIONS[1]).toEqual({ id: 'досуг и развлечения', label: 'Досуг и развлечения' });
  });

  it('names the date and payment filters in Russian (docs/events.md#filters)', () => {
    expect(DATE_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'Все даты',
      'Сегодня',
      'На этой неделе',
      'Выходные',
      'Выбрать дату',
    ]);
    expect(PAYMENT_FILTER_OPTIONS.map((option) => [option.id, option.label])).toEqual([
      ['all', 'Все'],
      ['free', 'Бесплатные'],
      ['paid', 'Платные'],
    ]);
  });

  it('turns a Select key back into a filter value, refusing unknown keys', () => {
    expect(pickOption(['all', 'free', 'paid'] as const, 'paid')).toBe('paid');
    expect(pickOption(['all', 'free', 'paid'] as const, 'дорого')).toBeUndefined();
    expect(categoryFromKey('all')).toBe('all');
    expect(categoryFromKey('спорт и туризм')).toBe('спорт и туризм');
    expect(categoryFromKey('Спорт и туризм')).toBeUndefined();
  });
});
