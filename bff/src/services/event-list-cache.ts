import type { EventListResponse } from '@city/contracts';
import type { DataChanges } from '../db/data-changes';
import { createKeptCopies } from '../db/kept-copies';

/** A page of the list as a signed-out visitor sees it, and the instants it is true between. */
export interface CachedPage {
  page: EventListResponse;
  /** Epoch ms: the `now` it was read at (a clock set back, as tests do, must not read it). */
  validFrom: number;
  /** Epoch ms; from then on an event of the page (or before it) may have started or ended. */
  validUntil: number;
}

export interface EventListCache {
  /** The page under `key` at `now`, loaded (and kept, when nothing changed meanwhile) on a miss. */
  read(key: string, now: Date, load: () => Promise<CachedPage>): Promise<EventListResponse>;
}

/** Enough for every filter combination people use at once; the least recently read go first. */
const MAX_PAGES = 2000;

/**
 * The public part of list pages, kept per instance (docs/list-at-scale.md): exact through
 * createKeptCopies, and only until the first moment time alone changes a page. A burst of misses on
 * one page (after a change) reads it once.
 */
export function createEventListCache(changes: DataChanges, maxPages = MAX_PAGES): EventListCache {
  const pages = createKeptCopies<string, CachedPage>(changes, 'events', { maxCopies: maxPages });
  const loading = new Map<string, { ticket: number; from: number; read: Promise<CachedPage> }>();
  const holdsAt = (time: number) => (page: CachedPage) => page.validFrom <= time && time < page.validUntil;

  return {
    async read(key, now, load) {
      await pages.settled();
      const time = now.getTime();
      const hit = pages.get(key, holdsAt(time));
      if (hit) return hit.page;
      const under = loading.get(key);
      // Joined only when no change came after it started (every change this request must see
      // has been announced by now), and when its page is still true at this request's `now`.
      if (under && pages.isCurrent(under.ticket) && under.from <= time) {
        const shared = await under.read;
        if (time < shared.validUntil) return shared.page;
      }
      const ticket = pages.beginRead();
      const read = load();
      loading.set(key, { ticket, from: time, read });
      const loaded = await read.finally(() => {
        if (loading.get(key)?.read === read) loading.delete(key);
      });
      pages.keep(key, loaded, ticket);
      return loaded.page;
    },
  };
}
