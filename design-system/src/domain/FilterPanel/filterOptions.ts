import {
  DATE_FILTERS,
  EVENT_CATEGORIES,
  PAYMENT_FILTERS,
  type DateFilter,
  type EventFilters,
  type PaymentFilter,
} from '@city/contracts';
import type { SelectOption } from '../../primitives/Select';

/** Categories are stored lowercase (docs/events.md#the-list); a list shows them with a capital. */
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const CATEGORY_OPTIONS: SelectOption[] = [
  { id: 'all', label: 'Все категории' },
  ...EVENT_CATEGORIES.map((category) => ({ id: category, label: capitalized(category) })),
];

const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  all: 'Все даты',
  today: 'Сегодня',
  week: 'На этой неделе',
  weekend: 'Выходные',
  specific: 'Выбрать дату',
};
export const DATE_FILTER_OPTIONS: SelectOption[] = DATE_FILTERS.map((id) => ({ id, label: DATE_FILTER_LABELS[id] }));

const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = {
  all: 'Все',
  free: 'Бесплатные',
  paid: 'Платные',
};
export const PAYMENT_FILTER_OPTIONS: SelectOption[] = PAYMENT_FILTERS.map((id) => ({
  id,
  label: PAYMENT_FILTER_LABELS[id],
}));

/**
 * docs/events.md#on-a-phone: the folded panel's button, with the number of filters set, which is
 * also its accessible name («Фильтры (2)»).
 */
export const filtersToggleLabel = (activeCount: number): string => (activeCount > 0 ? `Фильтры (${activeCount})` : 'Фильтры');

/** The member of `allowed` that a Select reported, or undefined for a key that is not one. */
export const pickOption = <T extends string>(allowed: readonly T[], key: string): T | undefined =>
  allowed.find((option) => option === key);

export const categoryFromKey = (key: string): EventFilters['category'] | undefined =>
  key === 'all' ? 'all' : pickOption(EVENT_CATEGORIES, key);
