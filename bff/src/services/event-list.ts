import { weekendSpan, type DateFilter, type EventCategory, type EventListResponse, type PaymentFilter } from '@city/contracts';
import type { Database } from '../db/database';
import type { SqlParams } from '../db/sql-params';
import { cityDaysRange, cityMidnightAfter, cityToday, parseCityDate } from './city-calendar';
import { createEventListCache, type CachedPage, type EventListCache } from './event-list-cache';
import { EVENT_CONDITIONS, EVENT_END, LONGEST_EVENT, selectEvents, toEvent } from './event-rows';
import { searchCondition } from './event-search';
import { createViewerMarksReader, type ViewerMarksReader } from './viewer-marks';

/** GET /api/events after validation (docs/events.md#the-list). */
export interface EventListFilters {
  page: number;
  limit: number;
  category: EventCategory | null;
  search: string | null;
  favoritesOnly: boolean;
  dateFilter: Exclude<DateFilter, 'all'> | null;
  /** yyyy-MM-dd, with dateFilter 'specific'. */
  specificDate: string | null;
  paymentFilter: Exclude<PaymentFilter, 'all'> | null;
  /** docs/events.md#timing: full and already started events only when false. */
  hideUnavailable: boolean;
}

interface ListContext {
  db: Database;
  viewerId: number | null;
  now: Date;
  timeZone: string;
}

function visibilityConditions(filters: EventListFilters, now: string): string[] {
  const conditions = [
    'e.deleted_at IS NULL',
    // docs/events.md#complaints: an event under a pending or approved complaint leaves the list.
    `NOT ${EVENT_CONDITIONS.underComplaint}`,
  ];
  if (filters.hideUnavailable) {
    // Not started (docs/events.md#timing: started = now at or after the start), and not full.
    conditions.push(`e.starts_at > ${now}`);
    conditions.push(`(e.max_participants IS NULL OR e.participant_count < e.max_participants)`);
  } else {
    // Not ended: the same rule as contracts' isEventPast (end before now = past).
    conditions.push(`e.starts_at >= ${now}::timestamptz - interval '${LONGEST_EVENT}'`);
    conditions.push(`${EVENT_END} >= ${now}`);
  }
  return conditions;
}

function dateRange(filters: EventListFilters, now: Date, timeZone: string): { from: Date; to: Date } | null {
  if (filters.dateFilter === null) return null;
  if (filters.dateFilter === 'specific') {
    const date = filters.specificDate === null ? null : parseCityDate(filters.specificDate);
    if (!date) throw new Error('specificDate is validated by the route');
    return cityDaysRange(date, 1, timeZone);
  }
  const today = cityToday(now, timeZone);
  if (filters.dateFilter === 'weekend') {
    // docs/events.md#filters: the coming Saturday and Sunday, or what is left of the current weekend.
    const { fromDay, days } = weekendSpan(new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay());
    const { year, month, day } = cityMidnightAfter(today, fromDay);
    return cityDaysRange({ year, month, day }, days, timeZone);
  }
  // docs/events.md#dates-and-times: today is the city's calendar day; week is today and the next six days.
  return cityDaysRange(today, filters.dateFilter === 'today' ? 1 : 7, timeZone);
}

function filterConditions(filters: EventListFilters, params: SqlParams, viewer: string, context: ListContext): string[] {
  const conditions: string[] = [];
  if (filters.category !== null) conditions.push(`e.category = ${params.add(filters.category)}`);
  if (filters.paymentFilter !== null) conditions.push(filters.paymentFilter === 'paid' ? 'e.is_paid' : 'NOT e.is_paid');
  if (filters.favoritesOnly) conditions.push(EVENT_CONDITIONS.favoriteOf(viewer));
  const range = dateRange(filters, context.now, context.timeZone);
  if (range) conditions.push(`e.starts_at >= ${params.add(range.from)}`, `e.starts_at < ${params.add(range.to)}`);
  if (filters.search !== null) conditions.push(searchCondition(filters.search, params));
  return conditions;
}

/** docs/events.md#the-list: one page of the main list, start ascending then id, and whether more follow. */
async function selectPage(filters: EventListFilters, context: ListContext): Promise<EventListResponse> {
  const rows = await selectEvents(context.db, context.viewerId, (params, viewer) => {
    const now = params.add(context.now);
    return {
      where: [...visibilityConditions(filters, now), ...filterConditions(filters, params, viewer, context)],
      // One more than asked tells whether another page exists.
      limit: filters.limit + 1,
      offset: (filters.page - 1) * filters.limit,
    };
  });
  return {
    events: rows.slice(0, filters.limit).map((row) => toEvent(row, context.timeZone)),
    hasMore: rows.length > filters.limit,
  };
}

/**
 * The first instant after `now` at which time alone changes some list: an event starts (it
 * leaves the lists of available events) or ends (it leaves every list). Infinity when none will.
 */
async function nextVisibilityChange(db: Database, now: Date): Promise<number> {
  const [row] = await db.query<{ next_change: Date | null }>(
    `SELECT least(
       (SELECT min(e.starts_at) FROM events e WHERE e.deleted_at IS NULL AND e.starts_at > $1),
       (SELECT min(${EVENT_END}) FROM events e
         WHERE e.deleted_at IS NULL AND e.starts_at <= $1 AND e.starts_at >= $1::timestamptz - interval '${LONGEST_EVENT}'
           AND ${EVENT_END} >= $1)
     ) AS next_change`,
    [now],
    { prepared: true },
  );
  return row?.next_change ? row.next_change.getTime() : Number.POSITIVE_INFINITY;
}

/** What makes two signed-out pages the same: the filters, with the date filter as its instants. */
function pageKey(filters: EventListFilters, now: Date, timeZone: string): string {
  const range = dateRange(filters, now, timeZone);
  return JSON.stringify([
    filters.page,
    filters.limit,
    filters.category,
    filters.search,
    filters.paymentFilter,
    filters.hideUnavailable,
    range && [range.from.getTime(), range.to.getTime()],
  ]);
}

export interface EventListDeps {
  db: Database;
  timeZone: string;
  cache?: EventListCache;
  viewerMarks?: ViewerMarksReader;
}

export type EventList = ReturnType<typeof createEventList>;

/**
 * GET /api/events and the partner feed. Every list but "favourites only" is the same for everyone
 * apart from the viewer's two marks, so the page is read once for all (createEventListCache) and
 * the signed-in viewer's marks are added from their own kept marks (createViewerMarksReader).
 */
export function createEventList({
  db,
  timeZone,
  cache = createEventListCache(db.changes),
  viewerMarks = createViewerMarksReader(db),
}: EventListDeps) {
  return {
    async list(filters: EventListFilters, viewerId: number | null, now: Date): Promise<EventListResponse> {
      if (filters.favoritesOnly) return selectPage(filters, { db, viewerId, now, timeZone });
      const shared = await cache.read(pageKey(filters, now, timeZone), now, async (): Promise<CachedPage> => {
        const [page, validUntil] = await Promise.all([
          selectPage(filters, { db, viewerId: null, now, timeZone }),
          nextVisibilityChange(db, now),
        ]);
        return { page, validFrom: now.getTime(), validUntil };
      });
      if (viewerId === null || shared.events.length === 0) return shared;
      const marks = await viewerMarks.on(viewerId, shared.events.map((event) => event.id), now);
      return {
        events: shared.events.map((event) => ({ ...event, ...marks.get(event.id) })),
        hasMore: shared.hasMore,
      };
    },
  };
}
