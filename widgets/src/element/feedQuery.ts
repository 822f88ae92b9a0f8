/**
 * The widget's own copy of the feed's query rules (contracts/src/publicFeed.ts). Importing the
 * contract would carry zod into widget.js and triple its size, so the few rules the element needs
 * are repeated here; feedQuery.test.ts proves both agree for many attribute sets.
 */
import type { EventCategory } from '@city/contracts';

/** Same names and order as the contract's publicEventsSearchParams, plus `partner`. */
export interface FeedQuery {
  category?: string | null;
  search?: string | null;
  /** As written: `today`, `week`, `weekend` or yyyy-MM-dd; the server judges it (docs/partner-feed.md#json-feed). */
  date?: string | null;
  free?: boolean;
  limit?: number;
  partner?: string | null;
}

/** The contract's PUBLIC_FEED_LIMITS (the element clamps instead of letting the server refuse). */
export const FEED_LIMIT_MIN = 1;
export const FEED_LIMIT_MAX = 24;
export const FEED_LIMIT_DEFAULT = 6;

export const FEED_PATH = '/api/public/feed';
export const FEED_CSS_PATH = '/api/public/feed.css';

/**
 * A `limit` attribute as a card count: a typo falls back to the default and an out-of-range
 * number is clamped, because a partner's page must show a feed rather than an error box.
 */
export function feedLimitOf(attribute: string | null): number {
  const limit = Number(attribute === null || attribute.trim() === '' ? NaN : attribute);
  if (!Number.isFinite(limit)) return FEED_LIMIT_DEFAULT;
  return Math.min(FEED_LIMIT_MAX, Math.max(FEED_LIMIT_MIN, Math.round(limit)));
}

/**
 * docs/partner-feed.md#widget: latin names a partner may type instead of the contract's Russian
 * labels (EVENT_CATEGORIES; feedQuery.test.ts holds the two together). Mapped here rather than on
 * the server, so `culture` and «культура и искусство» are one URL and share one cached answer.
 */
export const FEED_CATEGORY_ALIASES: ReadonlyMap<string, EventCategory> = new Map<string, EventCategory>([
  ['leisure', 'досуг и развлечения'],
  ['culture', 'культура и искусство'],
  ['education', 'обучение и развитие'],
  ['sport', 'спорт и туризм'],
  ['other', 'другое'],
]);

/** A `category` attribute as the feed's label: an alias (any case) becomes its label, anything else goes as written. */
export const feedCategoryOf = (attribute: string | null): string | null =>
  // String(null) is "null", no alias; `||` and no `?.`, which ES2019 would spell out in widget.js.
  FEED_CATEGORY_ALIASES.get(String(attribute).trim().toLowerCase()) || attribute;

/** `free` as an attribute: present (empty) or "true" means only free events. */
export const feedFreeOf = (attribute: string | null): boolean =>
  attribute !== null && (attribute === '' || attribute.toLowerCase() === 'true');

/**
 * The query string, parameters always in one order and blanks left out, so one feed is one URL
 * and the browser's cache (ETag, max-age) serves every page view after the first.
 */
export function feedSearch(query: FeedQuery): string {
  const params = new URLSearchParams();
  const add = (name: string, value: string | null | undefined) => {
    if (value != null && value.trim() !== '') params.append(name, value);
  };
  add('category', query.category);
  add('search', query.search);
  add('date', query.date);
  if (query.free) params.append('free', 'true');
  add('limit', query.limit === undefined ? undefined : String(query.limit));
  add('partner', query.partner);
  return params.toString();
}
