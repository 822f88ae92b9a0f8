import type { EventListResponse } from '@city/contracts';
import type { DataChanges } from '../db/data-changes';

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
 * The public part of list pages, kept in memory per instance (docs: operations). Correct, not
 * merely fresh: any write this instance commits, or another instance announces, empties it before
 * the next request reads it (see DataChanges.settled); while another instance's writes could go
 * unheard, nothing is kept; and a page is only kept until the first moment time alone changes it.
 */
export function createEventListCache(changes: DataChanges, maxPages = MAX_PAGES): EventListCache {
  const pages = new Map<string, CachedPage>();
  /** Reads under way, so a burst of misses on one page (after a change) reads it once. */
  const loading = new Map<string, { generation: number; from: number; read: Promise<CachedPage> }>();
  let generation = 0;
  changes.subscribe('events', () => {
    generation += 1;
    pages.clear();
    loading.clear();
  });

  return {
    async read(key, now, load) {
      await changes.settled();
      const hit = pages.get(key);
      if (hit && hit.validFrom <= now.getTime() && now.getTime() < hit.validUntil && changes.complete) {
        // Map order is insertion order: re-inserting marks the page as recently read.
        pages.delete(key);
        pages.set(key, hit);
        return hit.page;
      }
      const under = loading.get(key);
      // Joined only when no change came after it started (every change this request must see
      // has been announced by now), and when its page is still true at this request's `now`.
      if (under && under.generation === generation && under.from <= now.getTime()) {
        const shared = await under.read;
        if (now.getTime() < shared.validUntil) return shared.page;
      }
      const loadedIn = generation;
      const read = load();
      loading.set(key, { generation: loadedIn, from: now.getTime(), read });
      const loaded = await read.finally(() => {
        if (loading.get(key)?.read === read) loading.delete(key);
      });
      // A write announced while the page was read may or may not be in it: don't keep it.
      if (loadedIn === generation && changes.complete) {
        pages.delete(key);
        pages.set(key, loaded);
        if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
      }
      return loaded.page;
    },
  };
}
