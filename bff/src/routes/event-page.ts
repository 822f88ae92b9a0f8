import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { eventIdOfPath } from '@city/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { EventPreviewService } from '../services/event-previews';
import { sendPage, type CityPage, type EncodedPage } from './city-page';

/** How long a rendered event page is kept: the head is compared on every request anyway, this only frees memory. */
const EVENT_PAGE_LIFETIME_MS = 60_000;
/** Pages kept at once: the events being shared right now. */
const CACHED_EVENT_PAGES = 500;

/** The site's generic Open Graph and Twitter tags in app/index.html, each on its line. */
const SITE_PREVIEW_TAG = /\n?[ \t]*<meta (?:property="og:[^"]*"|name="twitter:[^"]*") content="[^"]*"\s*\/?>/g;

interface RenderedEventPage extends EncodedPage {
  /** Which build of index.html and which head it was made from. */
  readonly modifiedMs: number;
  readonly head: string;
  readonly madeAt: number;
}

/**
 * docs/events.md#ссылки-на-событие-превью: `/events/{id}` of an event anyone may see goes out as the
 * city's page with the event's Open Graph, Twitter and schema.org tags at the end of <head>. Whether
 * the event is visible is asked on every request (a complaint hides it at once); the compressed page
 * is kept per event for a minute, reused only while its head is still the same text. Any other
 * page, and an event nobody may see, is left to the once-per-build page (undefined).
 */
export function eventPage(current: () => CityPage | undefined, previews: EventPreviewService) {
  const pages = new Map<number, RenderedEventPage>();

  function render(page: CityPage, head: string): EncodedPage {
    // The site's own preview tags give way: a reader takes the first og:title it meets.
    const sitePage = page.html.replace(SITE_PREVIEW_TAG, '');
    const headEnd = /\s*<\/head>/.exec(sitePage);
    const html = headEnd ? `${sitePage.slice(0, headEnd.index)}${head}${sitePage.slice(headEnd.index)}` : sitePage;
    const plain = Buffer.from(html);
    return {
      plain,
      // Per request at worst, so quicker settings than the build's: the page is a couple of kilobytes.
      br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(plain, { level: 6 }),
    };
  }

  return async (c: Context<AppEnv>): Promise<Response | undefined> => {
    const eventId = eventIdOfPath(c.req.path);
    if (eventId === null) return undefined;
    const page = current();
    if (!page) return undefined;
    const row = await previews.visibleEvent(eventId);
    if (!row) {
      pages.delete(eventId);
      return undefined;
    }
    const head = previews.headOf(row);
    const now = Date.now();
    let rendered = pages.get(eventId);
    if (!rendered || rendered.modifiedMs !== page.modifiedMs || rendered.head !== head || now - rendered.madeAt > EVENT_PAGE_LIFETIME_MS) {
      rendered = { ...render(page, head), modifiedMs: page.modifiedMs, head, madeAt: now };
      pages.delete(eventId);
      pages.set(eventId, rendered);
      while (pages.size > CACHED_EVENT_PAGES) pages.delete(pages.keys().next().value!);
    }
    return sendPage(c, rendered);
  };
}
