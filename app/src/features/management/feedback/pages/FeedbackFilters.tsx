import { useState } from 'react';
import { Button, DatePicker, SearchField, Select } from '@city/design-system';
import { managementFeedbackMessages as messages } from '../../../../i18n/managementFeedback';
import type { FeedbackList } from '../hooks/useFeedbackList';
import {
  ALL,
  categoryFilterOptions,
  categoryFromKey,
  hasFeedbackFilters,
  isDateRangeValid,
  statusFilterOptions,
  statusFromKey,
} from '../mappers/feedbackQuery';
import * as layout from './layout.css';

/**
 * docs/back-office.md#feedback: status, category, search 'по теме или сообщению' and an optional date range.
 * The dates are applied once they make a range; one whose end comes first is shown, not applied.
 */
export function FeedbackFilters({ list }: { list: FeedbackList }) {
  const { filters } = list.query;
  const [range, setRange] = useState({ dateFrom: filters.dateFrom, dateTo: filters.dateTo });
  const isRangeValid = isDateRangeValid(range.dateFrom, range.dateTo);

  const changeRange = (next: typeof range) => {
    setRange(next);
    if (isDateRangeValid(next.dateFrom, next.dateTo)) list.setFilters(next);
  };
  const reset = () => {
    setRange({ dateFrom: null, dateTo: null });
    list.resetFilters();
  };

  return (
    <section aria-label={messages.filtersLabel}>
      <div className={layout.filters}>
        <Select
          label={messages.statusFilterLabel}
          options={statusFilterOptions}
          selectedKey={filters.status ?? ALL}
          onSelectionChange={(key) => list.setFilters({ status: statusFromKey(key) })}
        />
        <Select
          label={messages.categoryFilterLabel}
          options={categoryFilterOptions}
          selectedKey={filters.category ?? ALL}
          onSelectionChange={(key) => list.setFilters({ category: categoryFromKey(key) })}
        />
        <div className={layout.searchCell}>
          <SearchField
            label={messages.searchLabel}
            placeholder={messages.searchPlaceholder}
            value={list.searchText}
            onChange={list.setSearchText}
          />
        </div>
        <DatePicker
          label={messages.dateFromLabel}
          value={range.dateFrom}
          onChange={(dateFrom) => changeRange({ ...range, dateFrom })}
        />
        <DatePicker
          label={messages.dateToLabel}
          value={range.dateTo}
          onChange={(dateTo) => changeRange({ ...range, dateTo })}
          errorMessage={isRangeValid ? null : messages.dateRangeInvalid}
        />
      </div>
      {(hasFeedbackFilters(filters) || list.searchText !== '' || !isRangeValid) && (
        <div className={layout.resetRow}>
          <Button variant="ghost" size="sm" onPress={reset}>
            {messages.resetFilters}
          </Button>
        </div>
      )}
    </section>
  );
}
