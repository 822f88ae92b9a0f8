import { escapeHtml } from './html';

/**
 * docs/operations.md#the-city-of-a-page: the city a deployment serves and the zone its clock
 * runs in come from the server (CITY, APP_TIMEZONE), never from the browser's own zone. The BFF
 * writes them into the page it serves as two meta tags; the app reads them once, at boot.
 */
export interface CityOfPage {
  /** The city's name in Russian: «Москва». */
  readonly name: string;
  /** An IANA zone: 'Europe/Moscow'. */
  readonly timeZone: string;
  /** Where its people write when the feedback form is not enough (SUPPORT_EMAIL): /contacts. */
  readonly supportEmail: string;
}

/** docs/operations.md#configuration: the launch city's zone when APP_TIMEZONE is not set. */
export const DEFAULT_CITY_TIME_ZONE = 'Europe/Moscow';

/**
 * docs/operations.md#configuration: the support mailbox when SUPPORT_EMAIL is not set: the
 * product's own, never one made up from whatever host the server answers on.
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@gorod-sobytiya.ru';

/** docs/operations.md#configuration: the launch city, when CITY, APP_TIMEZONE and SUPPORT_EMAIL are not set. */
export const LAUNCH_CITY: CityOfPage = { name: 'Москва', timeZone: DEFAULT_CITY_TIME_ZONE, supportEmail: DEFAULT_SUPPORT_EMAIL };

export const CITY_META_NAMES = { name: 'city-name', timeZone: 'city-time-zone', supportEmail: 'support-email' } as const;

/** An address a mailto: link can take: one @, no spaces or angle brackets. */
export const isPlainEmailAddress = (value: string): boolean => /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value);

/** Whether the running JavaScript knows the zone (Intl throws RangeError for an unknown one). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('ru-RU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const cityMetaTag = (name: string, content: string): string => `<meta name="${name}" content="${escapeHtml(content)}" />`;

/** The page with this city's tags in place of whatever city it carried, at the end of <head>. */
export function withCityOfPage(html: string, city: CityOfPage): string {
  // Each tag with the line break and indent before it, so writing the city twice changes nothing.
  const names = Object.values(CITY_META_NAMES).join('|');
  const cityMeta = new RegExp(`\\s*<meta name="(?:${names})" content="[^"]*"\\s*/?>`, 'g');
  const withoutCity = html.replace(cityMeta, '');
  const headEnd = /\s*<\/head>/.exec(withoutCity);
  if (!headEnd) return withoutCity;
  const tags = [
    cityMetaTag(CITY_META_NAMES.name, city.name),
    cityMetaTag(CITY_META_NAMES.timeZone, city.timeZone),
    cityMetaTag(CITY_META_NAMES.supportEmail, city.supportEmail),
  ];
  return `${withoutCity.slice(0, headEnd.index)}${tags.map((tag) => `\n    ${tag}`).join('')}${withoutCity.slice(headEnd.index)}`;
}

/** A meta tag's content by its name, or null: document.querySelector in the app, a regex in tests. */
export type PageMeta = (metaName: string) => string | null | undefined;

/**
 * The city the page names, read through `content(name)`. A missing or unknown zone or a blank name
 * falls back to the launch city's: a page served by an older server or opened from the dev server
 * still works. Read at boot on every page, so it leaves the support address to the one page that
 * shows it (supportEmailOfPage).
 */
export function cityOfPage(content: PageMeta): Pick<CityOfPage, 'name' | 'timeZone'> {
  const name = content(CITY_META_NAMES.name)?.trim();
  const timeZone = content(CITY_META_NAMES.timeZone)?.trim();
  return {
    name: name ? name : LAUNCH_CITY.name,
    timeZone: timeZone && isKnownTimeZone(timeZone) ? timeZone : LAUNCH_CITY.timeZone,
  };
}

/** The support address the page names (SUPPORT_EMAIL), or the launch default when it is missing or malformed. */
export function supportEmailOfPage(content: PageMeta): string {
  const supportEmail = content(CITY_META_NAMES.supportEmail)?.trim();
  return supportEmail && isPlainEmailAddress(supportEmail) ? supportEmail : LAUNCH_CITY.supportEmail;
}
