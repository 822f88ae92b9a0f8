import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_EVENT_FILTERS, type EventFilters } from '@city/contracts';

/** docs/events.md#search: the search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface EventFiltersState {
  /** What the panel shows, the search as typed. */
  filters: EventFilters;
  /** What the list is loaded with: the same, with the debounced search. */
  appliedFilters: EventFilters;
  /** The typed search differs from the debounced one ('Поиск событий...'). */
  isSearching: boolean;
  setFilters(next: EventFilters): void;
  reset(): void;
}

/** docs/events.md#search: the filter panel's state; only the search text is debounced. */
export function useEventFilters(): EventFiltersState {
  const [filters, setFilters] = useState<EventFilters>(DEFAULT_EVENT_FILTERS);
  const [appliedSearch, setAppliedSearch] = useState(DEFAULT_EVENT_FILTERS.search);

  useEffect(() => {
    if (filters.search === appliedSearch) return;
    const timer = window.setTimeout(() => setAppliedSearch(filters.search), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [filters.search, appliedSearch]);

  const appliedFilters = useMemo(() => ({ ...filters, search: appliedSearch }), [filters, appliedSearch]);

  return {
    filters,
    appliedFilters,
    isSearching: filters.search !== appliedSearch,
    setFilters,
    reset() {
      // A reset applies at once, the search included: it is not typing.
      setFilters(DEFAULT_EVENT_FILTERS);
      setAppliedSearch(DEFAULT_EVENT_FILTERS.search);
    },
  };
}
