import { cityOfPage, type CityOfPage, type PageMeta } from '@city/contracts';

/**
 * docs/operations.md#the-city-of-a-page: the city this page serves and its zone, as the server
 * wrote them into index.html (CITY, APP_TIMEZONE). Read once when the app loads; the dev server's
 * page names none, and then it is the launch city.
 */
/** The content of this page's meta tag `metaName` (none outside a browser). */
export const thisPageMeta: PageMeta = (metaName) =>
  typeof document === 'undefined' ? null : document.querySelector(`meta[name="${metaName}"]`)?.getAttribute('content');

export const CITY: Pick<CityOfPage, 'name' | 'timeZone'> = cityOfPage(thisPageMeta);
