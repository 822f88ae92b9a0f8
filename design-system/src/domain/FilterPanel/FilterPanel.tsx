import { lazy, Suspense, useId, useState } from 'react';
import { activeFilterCount, DATE_FILTERS, PAYMENT_FILTERS, type EventFilters } from '@city/contracts';
import { Button } from '../../primitives/Button';
import { SearchField } from '../../primitives/SearchField';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import { Switch } from '../../primitives/Switch';
import {
  CATEGORY_OPTIONS,
  categoryFromKey,
  DATE_FILTER_OPTIONS,
  filtersToggleLabel,
  PAYMENT_FILTER_OPTIONS,
  pickOption,
} from './filterOptions';
import * as styles from './FilterPanel.css';

/**
 * The specific-date picker (a calendar and its date maths, about 16 KB compressed) shows only once
 * «Конкретная дата» is chosen, so it is fetched then and not with the events list's first screen.
 */
const DatePicker = lazy(() => import('../../primitives/DatePicker/DatePicker').then((module) => ({ default: module.DatePicker })));

export interface FilterPanelProps {
  value: EventFilters;
  onChange(next: EventFilters): void;
  /** True while the typed search differs from the debounced one the list is loaded with. */
  isSearching: boolean;
  /** yyyy-MM-dd in the city: the earliest day the specific-date filter offers. */
  today: string;
  onReset(): void;
  /** Unfolded on first render, so a review frame shows a phone's fields without a press. */
  defaultUnfolded?: boolean;
}

/**
 * docs/events.md#search filters of /events. The panel only reports changes; the 500 ms search
 * debounce and the reload from page 1 live in the app. On a phone (docs/events.md#on-a-phone) the
 * fields fold behind «Фильтры (N)», so the first cards show on the first screen.
 */
export function FilterPanel({ value, onChange, isSearching, today, onReset, defaultUnfolded = false }: FilterPanelProps) {
  const set = (patch: Partial<EventFilters>) => onChange({ ...value, ...patch });
  const [isUnfolded, setUnfolded] = useState(defaultUnfolded);
  const fieldsId = useId();
  const activeCount = activeFilterCount(value);

  return (
    <section aria-label="Фильтры событий" className={styles.panel} data-unfolded={isUnfolded || undefined}>
      {/* Shown on a phone only; on a wide screen the fields are always there. */}
      <div className={styles.foldToggle}>
        <Button variant="secondary" fullWidth aria-expanded={isUnfolded} aria-controls={fieldsId} onPress={() => setUnfolded(!isUnfolded)}>
          {filtersToggleLabel(activeCount)}
        </Button>
      </div>
      <div id={fieldsId} className={styles.foldable}>
        <div className={styles.search}>
          <SearchField
            label="Поиск"
            placeholder="Название или описание"
            value={value.search}
            onChange={(search) => set({ search })}
          />
          {/* Always mounted so the appearing text is announced (politely). */}
          <div role="status" className={styles.searching}>
            {isSearching && (
              <>
                <Spinner size="sm" label="Поиск событий" />
                <span>Поиск событий...</span>
              </>
            )}
          </div>
        </div>

        <div className={styles.fields}>
          <Select
            label="Категория"
            options={CATEGORY_OPTIONS}
            selectedKey={value.category}
            onSelectionChange={(key) => {
              const category = categoryFromKey(key);
              if (category) set({ category });
            }}
          />
          <Select
            label="Дата"
            options={DATE_FILTER_OPTIONS}
            selectedKey={value.dateFilter}
            onSelectionChange={(key) => {
              const dateFilter = pickOption(DATE_FILTERS, key);
              // A day picked earlier belongs to 'specific' only.
              if (dateFilter) set({ dateFilter, specificDate: dateFilter === 'specific' ? value.specificDate : null });
            }}
          />
          {value.dateFilter === 'specific' && (
            // Holds the field's place while the picker loads: the row does not jump.
            <Suspense fallback={<div className={styles.pickerPending} aria-busy="true" />}>
              <DatePicker
                label="Конкретная дата"
                value={value.specificDate}
                onChange={(specificDate) => set({ specificDate })}
                minValue={today}
              />
            </Suspense>
          )}
          <Select
            label="Стоимость"
            options={PAYMENT_FILTER_OPTIONS}
            selectedKey={value.paymentFilter}
            onSelectionChange={(key) => {
              const paymentFilter = pickOption(PAYMENT_FILTERS, key);
              if (paymentFilter) set({ paymentFilter });
            }}
          />
        </div>

        <div className={styles.footer}>
          <div className={styles.switches}>
            <Switch isSelected={value.favoritesOnly} onChange={(favoritesOnly) => set({ favoritesOnly })}>
              Только избранное
            </Switch>
            <Switch isSelected={value.showUnavailable} onChange={(showUnavailable) => set({ showUnavailable })}>
              Показать заполненные
            </Switch>
          </div>
          <Button variant="secondary" isDisabled={activeCount === 0} onPress={onReset}>
            Сбросить фильтры
          </Button>
        </div>
      </div>
    </section>
  );
}
