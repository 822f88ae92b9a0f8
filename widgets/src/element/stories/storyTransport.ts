import type { FeedTransport } from '../fetchFeedFragment';
import { FEED_CSS_PATH, FEED_PATH } from '../feedQuery';
import { sampleFeedPage } from '../../fixtures';
import { renderSampleFragment } from './renderSampleFragment';

/**
 * feed.css as the BFF serves it, taken from the page: the fragment's `.css.ts` modules are on the
 * page already, as <style> tags under the dev server and as linked stylesheets in the static
 * build, and the BFF's feed.css is the same rules extracted at build time. Every readable rule of
 * the page goes along: the rest match nothing inside the feed (class names are hashed).
 */
export function feedCssOfPage(): string {
  return [...document.styleSheets]
    .flatMap((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText);
      } catch {
        // Another origin's sheet (none in Storybook) cannot be read.
        return [];
      }
    })
    .join('\n');
}

export interface StoryTransport extends FeedTransport {
  /** Every feed URL asked for, in order. */
  feedRequests: URL[];
  /** The abort signal of each of those requests. */
  feedSignals: Array<AbortSignal | null>;
}

export type FeedAnswer = 'fragment' | 'unavailable' | 'unreachable' | 'never';

/**
 * The platform in a story: the real fragment renderer over the sample events and the page's
 * vanilla-extract rules as feed.css. `answer` picks how /api/public/feed behaves: rendered, a 503,
 * no connection at all, or an answer that never comes (the skeleton stays).
 */
export function storyTransport(answer: FeedAnswer = 'fragment'): StoryTransport {
  const feedRequests: URL[] = [];
  const feedSignals: Array<AbortSignal | null> = [];
  const transport = async (address: string, init: RequestInit): Promise<Response> => {
    const url = new URL(address);
    if (url.pathname === FEED_CSS_PATH) return new Response(feedCssOfPage(), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
    if (url.pathname !== FEED_PATH) return new Response('', { status: 404 });
    feedRequests.push(url);
    feedSignals.push(init.signal ?? null);
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    if (answer === 'never') return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    if (answer === 'unavailable') {
      return new Response(JSON.stringify({ error: 'Сервис временно недоступен' }), { status: 503, headers: { 'Content-Type': 'application/json' } });
    }
    const html = renderSampleFragment(sampleFeedPage(url.searchParams), url.searchParams.get('partner'));
    return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  };
  return Object.assign(transport, { feedRequests, feedSignals });
}
