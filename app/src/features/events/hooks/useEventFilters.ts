import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_EVENT_FILTERS, filtersFromSearchParams, filtersToSearchParams, type EventFilters } from '@city/contracts';

/** docs/events.md#search: the search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface EventFiltersState {
  /** What the panel shows, the search as typed. */
  filters: EventFilters;
  /** What the list is loaded with: the address's filters, the search among them once debounced. */
  appliedFilters: EventFilters;
  /** The typed search differs from the debounced one ('Поиск событий...'). */
  isSearching: boolean;
  setFilters(next: EventFilters): void;
  reset(): void;
}

/**
 * docs/events.md#filters-in-the-address: the filters live in the address of /events, so they
 * survive a reload and Back and can be shared. Only the typed search is held here until the
 * debounce writes it. Every change replaces the history entry: Back leaves the list instead of
 * stepping through each filter tried.
 */
export function useEventFilters(): EventFiltersState {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const appliedFilters = useMemo(() => filtersFromSearchParams(new URLSearchParams(address)), [address]);
  const [typedSearch, setTypedSearch] = useState(appliedFilters.search);
  const [shownSearch, setShownSearch] = useState(appliedFilters.search);

  // The address changed under the box (Back, a link, reset): the box shows the new search.
  if (shownSearch !== appliedFilters.search) {
    setShownSearch(appliedFilters.search);
    setTypedSearch(appliedFilters.search);
  }

  const write = useCallback(
    (next: EventFilters) => setParams(filtersToSearchParams(next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  /**
   * Changes some filters and keeps the rest as the address has them now. It reads the address
   * itself, not this render's copy: a switch flipped while the search waits for its pause must
   * not be undone when the search is written a moment later.
   */
  const apply = useCallback(
    (patch: Partial<EventFilters>) => write({ ...filtersFromSearchParams(new URLSearchParams(window.location.search)), ...patch }),
    [write],
  );

  // A blank box is no search, and the address never holds one.
  const wantedSearch = typedSearch.trim() === '' ? DEFAULT_EVENT_FILTERS.search : typedSearch;
  const isSearching = wantedSearch !== appliedFilters.search;
  useEffect(() => {
    if (!isSearching) return;
    const timer = window.setTimeout(() => apply({ search: wantedSearch }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [isSearching, wantedSearch, apply]);

  return {
    filters: { ...appliedFilters, search: typedSearch },
    appliedFilters,
    isSearching,
    setFilters(next) {
      setTypedSearch(next.search);
      // Everything but the search applies at once; the search follows after the debounce.
      const { search: _typed, ...patch } = changedFilters(appliedFilters, next);
      if (Object.keys(patch).length > 0) apply(patch);
    },
    reset() {
      // A reset applies at once, the search included: it is not typing.
      setTypedSearch(DEFAULT_EVENT_FILTERS.search);
      write(DEFAULT_EVENT_FILTERS);
    },
  };
}

/** The filters `after` sets differently from `before`. */
function changedFilters(before: EventFilters, after: EventFilters): Partial<EventFilters> {
  const patch: Partial<EventFilters> = {};
  for (const key of Object.keys(after) as (keyof EventFilters)[]) {
    if (after[key] !== before[key]) Object.assign(patch, { [key]: after[key] });
  }
  return patch;
}
