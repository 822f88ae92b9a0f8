import { mutate } from 'swr';
import { filtersFromSearchParams, type EventListResponse } from '@city/contracts';
import { listEvents } from '../../api/events';
import { eventsPageKey, type EventsPageKey } from './mappers/eventsFeed';

/** How long the list's first drawing waits for its data; a slower answer gets the skeleton as before. */
export const FIRST_PAGE_WAIT_MS = 1000;

const LIST_PATH = '/events';

let firstPage: { key: EventsPageKey; page: EventListResponse } | null = null;

/** The page the browser loaded this document for (not one reached inside the app since). */
function isTheDocumentsPage(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  if (!navigation) return false;
  const loaded = new URL(navigation.name);
  return loaded.pathname === LIST_PATH && window.location.pathname === LIST_PATH && loaded.search === window.location.search;
}

const pause = (ms: number): Promise<null> => new Promise((resolve) => window.setTimeout(() => resolve(null), ms));

/**
 * docs/operations.md#budgets: when /events is the page the HTML was sent for, its first page is
 * fetched while the page's code loads (the server preloaded the very URL with the HTML,
 * contracts' firstEventsPageCall), and the page is drawn once, with its cards, instead of a
 * skeleton first and the cards a render later; on a phone the first cover is the largest paint.
 * Resolves when the page is here, failed or took longer than FIRST_PAGE_WAIT_MS. Not for a
 * visitor (the page sends them to /login), nor for a visit from inside the app (the skeleton shows).
 */
export async function loadFirstPageOfDocument(session: Promise<unknown>): Promise<void> {
  if (!isTheDocumentsPage() || !(await session)) return;
  const key = eventsPageKey(filtersFromSearchParams(new URLSearchParams(window.location.search)), 0, null);
  if (!key) return;
  // A failure is left to the page's own request, which reports it as any list failure.
  const fetched = listEvents(key[1], { notify: false, handleAuth: false }).then(
    (page) => {
      firstPage = { key, page };
      return null;
    },
    () => null,
  );
  await Promise.race([fetched, pause(FIRST_PAGE_WAIT_MS)]);
}

/**
 * The first page fetched for the document, once, if it is the one this key asks for: kept in swr's
 * cache as that page (so loading page 2 does not fetch page 1 again) and handed to the list.
 */
export function takeFirstPageOfDocument(key: EventsPageKey | null): EventListResponse | null {
  const taken = firstPage;
  firstPage = null;
  if (!taken || !key || new URLSearchParams(taken.key[1]).toString() !== new URLSearchParams(key[1]).toString()) return null;
  void mutate(key, taken.page, { revalidate: false });
  return taken.page;
}
