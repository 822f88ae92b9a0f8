import { z } from 'zod';
import { plainText } from './text';
import { parseCalendarDate } from './birthDate';
import { eventSchema } from './event';
import { EVENT_FORM_MESSAGES } from './eventRequest';
import { EVENT_CATEGORIES } from './events';
import { DATE_FILTERS, PAYMENT_FILTERS, SEARCH_TEXT_MAX } from './eventFilters';
import { queryInteger } from './paging';

/**
 * docs/partner-feed.md#json-feed: the city's event feed for partner sites. `GET /api/public/events` answers JSON for
 * partners who build their own; the widget (a later slice) shows the same events.
 */
export const PUBLIC_EVENTS_PATH = '/api/public/events';

/** The widget's range of cards: 1–24, six unless the partner asks otherwise. */
export const PUBLIC_FEED_LIMITS = { limitMin: 1, limitMax: 24, limitDefault: 6, searchMax: SEARCH_TEXT_MAX } as const;

/** `date`: one of these, or a day of the city's calendar as yyyy-MM-dd. */
export const PUBLIC_DATE_PRESETS = ['today', 'week', 'weekend'] as const;
export type PublicDatePreset = (typeof PUBLIC_DATE_PRESETS)[number];

export const PUBLIC_FEED_MESSAGES = {
  searchTooLong: `Параметр search: не длиннее ${PUBLIC_FEED_LIMITS.searchMax} символов`,
  dateInvalid: 'Параметр date: ожидается today, week, weekend или дата в формате ГГГГ-ММ-ДД',
  freeInvalid: 'Параметр free принимает только значение true',
  paidInvalid: 'Параметр paid принимает только значение true',
  freeAndPaid: 'Параметры free и paid не сочетаются: укажите один из них',
  dateFilterInvalid: 'Параметр dateFilter принимает значения all, today, week, weekend или specific',
  specificDateInvalid: 'Параметр specificDate: ожидается дата в формате ГГГГ-ММ-ДД',
  specificDateMissing: 'Для фильтра по конкретной дате укажите specificDate в формате ГГГГ-ММ-ДД',
  paymentFilterInvalid: 'Параметр paymentFilter принимает значения all, free или paid',
  twoDates: 'Укажите дату одним способом: dateFilter (и specificDate) или date',
  methodNotAllowed: 'Публичный API событий принимает только запросы GET',
} as const;

/**
 * No upcoming event lies before this year, and JavaScript's Date reads years 0–99 as 1900–1999,
 * which would turn a typo such as 0030-06-10 into another day.
 */
const EARLIEST_YEAR = 1970;

function isPublicDate(value: string): boolean {
  if ((PUBLIC_DATE_PRESETS as readonly string[]).includes(value)) return true;
  const day = parseCalendarDate(value);
  return day !== null && day.year >= EARLIEST_YEAR;
}

/**
 * The query of GET /api/public/events, as the BFF validates it. Unknown parameters are ignored
 * (a partner's page may add its own); a blank `search` means no search.
 */
export const publicEventsQuerySchema = z.object({
  category: z.enum(EVENT_CATEGORIES, { error: EVENT_FORM_MESSAGES.categoryInvalid }).optional(),
  search: plainText()
    .trim()
    .max(PUBLIC_FEED_LIMITS.searchMax, PUBLIC_FEED_MESSAGES.searchTooLong)
    .optional()
    .transform((search) => (search ? search : undefined)),
  date: plainText({ error: PUBLIC_FEED_MESSAGES.dateInvalid }).refine(isPublicDate, PUBLIC_FEED_MESSAGES.dateInvalid).optional(),
  free: z
    .literal('true', { error: PUBLIC_FEED_MESSAGES.freeInvalid })
    .optional()
    .transform((free) => free !== undefined),
  limit: queryInteger('limit', PUBLIC_FEED_LIMITS.limitMin, PUBLIC_FEED_LIMITS.limitMax).default(PUBLIC_FEED_LIMITS.limitDefault),
  page: queryInteger('page', 1, 1_000_000).default(1),
});
export type PublicEventsFilters = z.output<typeof publicEventsQuerySchema>;

/**
 * What a caller asks for. The values are written as in a URL or the widget's attributes (a
 * partner types the category), so they are plain strings here and the server judges them: an
 * unknown category is a 400 with the list of the five.
 */
export interface PublicEventsQuery {
  /** One of EVENT_CATEGORIES. */
  category?: string;
  search?: string;
  /** 'today', 'week', 'weekend' or yyyy-MM-dd (the city's calendar). */
  date?: string;
  /** Only free events. */
  free?: boolean;
  /** 1–24, default 6. */
  limit?: number;
  /** From 1. */
  page?: number;
}

/**
 * The query string of a feed, its parameters always in one order and blanks left out, so the
 * same feed is the same URL and browsers and proxies reuse their cached copy.
 */
export function publicEventsSearchParams(query: PublicEventsQuery): URLSearchParams {
  const params = new URLSearchParams();
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== '') params.append(name, value);
  };
  add('category', query.category);
  add('search', query.search);
  add('date', query.date);
  if (query.free) params.append('free', 'true');
  add('limit', query.limit === undefined ? undefined : String(query.limit));
  add('page', query.page === undefined ? undefined : String(query.page));
  return params;
}

/**
 * An event as partners get it: the main list's event without the caller's own flags
 * (isFavorite, isParticipant, waitlistPosition) and the moderation fields (claim, systemClaim), which mean nothing
 * to an anonymous reader. Links are absolute, since they are followed from another site: `url`
 * is the event's page on the platform, `imageUrl` the poster.
 */
export const publicEventSchema = eventSchema
  .omit({ isFavorite: true, isParticipant: true, waitlistPosition: true, claim: true, systemClaim: true })
  .extend({ imageUrl: z.url().nullable(), url: z.url() });
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const publicEventsResponseSchema = z.object({ events: z.array(publicEventSchema), hasMore: z.boolean() });
export type PublicEventsResponse = z.infer<typeof publicEventsResponseSchema>;

/** The event's page on the platform; `publicUrl` is PUBLIC_URL without a trailing slash. */
export const publicEventUrl = (publicUrl: string, eventId: number): string => `${publicUrl}/events/${eventId}`;

const isCalendarDay = (value: string): boolean => {
  const day = parseCalendarDate(value);
  return day !== null && day.year >= EARLIEST_YEAR;
};

/** What a search feed shows: the JSON feed's filters, with «Платные» too. */
export interface PublicSearchFeedFilters {
  category?: PublicEventsFilters['category'];
  search?: string;
  /** 'today', 'week', 'weekend' or yyyy-MM-dd (the city's calendar). */
  date?: string;
  free: boolean;
  paid: boolean;
}

/**
 * docs/partner-feed.md#subscribing-to-a-search: the query of GET /api/public/events.ics and
 * events.rss. It takes the list's own filters by their names in GET /api/events (category, search,
 * dateFilter with specificDate, paymentFilter; 'all' means no filter), so a search on /events is
 * the same search as a feed; a partner who already writes the JSON feed's `date` and `free` may
 * write them here too (and `paid`). No paging: a feed holds the first PUBLIC_FEED_LIMITS.limitMax events.
 */
export const publicSearchFeedQuerySchema = z
  .object({
    category: z.enum(['all', ...EVENT_CATEGORIES], { error: EVENT_FORM_MESSAGES.categoryInvalid }).optional(),
    search: publicEventsQuerySchema.shape.search,
    dateFilter: z.enum(DATE_FILTERS, { error: PUBLIC_FEED_MESSAGES.dateFilterInvalid }).optional(),
    specificDate: plainText({ error: PUBLIC_FEED_MESSAGES.specificDateInvalid })
      .refine(isCalendarDay, PUBLIC_FEED_MESSAGES.specificDateInvalid)
      .optional(),
    paymentFilter: z.enum(PAYMENT_FILTERS, { error: PUBLIC_FEED_MESSAGES.paymentFilterInvalid }).optional(),
    date: publicEventsQuerySchema.shape.date,
    free: publicEventsQuerySchema.shape.free,
    paid: z
      .literal('true', { error: PUBLIC_FEED_MESSAGES.paidInvalid })
      .optional()
      .transform((paid) => paid !== undefined),
  })
  .refine((query) => query.dateFilter !== 'specific' || query.specificDate !== undefined, {
    error: PUBLIC_FEED_MESSAGES.specificDateMissing,
    path: ['specificDate'],
  })
  .refine((query) => query.date === undefined || query.dateFilter === undefined, { error: PUBLIC_FEED_MESSAGES.twoDates, path: ['date'] })
  .transform((query): PublicSearchFeedFilters => {
    const listDate = query.dateFilter === 'specific' ? query.specificDate : query.dateFilter === 'all' ? undefined : query.dateFilter;
    const date = listDate ?? query.date;
    return {
      ...(query.category === undefined || query.category === 'all' ? {} : { category: query.category }),
      ...(query.search === undefined ? {} : { search: query.search }),
      ...(date === undefined ? {} : { date }),
      free: query.free || query.paymentFilter === 'free',
      paid: query.paid || query.paymentFilter === 'paid',
    };
  })
  .refine((filters) => !(filters.free && filters.paid), { error: PUBLIC_FEED_MESSAGES.freeAndPaid });
