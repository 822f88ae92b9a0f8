import { webcalUrl } from './calendarLinks';
import { eventFiltersToQuery, type EventFilters } from './eventFilters';

/**
 * docs/partner-feed.md#subscribing-to-a-search: the list's search as feeds a calendar or a feed
 * reader polls. Kept free of zod, so the page that offers them loads no schema.
 */
export const PUBLIC_EVENTS_ICS_PATH = '/api/public/events.ics';
export const PUBLIC_EVENTS_RSS_PATH = '/api/public/events.rss';

/** The addresses of one search's feeds: the calendar (both schemes) and RSS. */
export interface SearchFeedLinks {
  /** Opens the subscription in the reader's calendar app (Apple Calendar, Outlook, Thunderbird). */
  webcal: string;
  /** The same calendar over https, for apps that take a URL (Google Calendar's «Добавить по URL»). */
  ics: string;
  rss: string;
}

/**
 * The feeds' query for the list's filters: the names GET /api/events takes (category, search,
 * dateFilter, specificDate, paymentFilter), always in one order so the same search is the same URL.
 * Favourites and «Показать заполненные» are the viewer's own and are not carried: a feed is
 * anonymous and shows what a signed-out visitor sees.
 */
export function searchFeedParams(filters: EventFilters): URLSearchParams {
  // The list's own query (one rule: blank search, 'all' and «Выбрать дату» without a day are left
  // out), without its paging and the viewer's own switches.
  const { page: _page, limit: _limit, favorites: _favorites, hideUnavailable: _hideUnavailable, ...search } = eventFiltersToQuery(
    { ...filters, favoritesOnly: false, showUnavailable: false },
    1,
    1,
  );
  return new URLSearchParams(search);
}

/** `origin` is the platform's address without a trailing slash (PUBLIC_URL, or the page's origin). */
export function searchFeedLinks(origin: string, filters: EventFilters): SearchFeedLinks {
  const query = searchFeedParams(filters).toString();
  const withQuery = (path: string) => `${origin}${path}${query === '' ? '' : `?${query}`}`;
  const ics = withQuery(PUBLIC_EVENTS_ICS_PATH);
  return { ics, webcal: webcalUrl(ics), rss: withQuery(PUBLIC_EVENTS_RSS_PATH) };
}
