import { FEED_PATH, feedSearch, type FeedQuery } from './feedQuery';

/** How the element reaches the platform: `fetch` in a page, a story's or a test's server otherwise. */
export type FeedTransport = (url: string, init: RequestInit) => Promise<Response>;

export const browserTransport: FeedTransport = (url, init) => fetch(url, init);

/** A feed as the server rendered it: one root element holding the cards or the empty state. */
export interface FeedFragment {
  html: string;
  /** The cards in it (data-count); 0 is the empty state. */
  count: number;
  hasMore: boolean;
}

/** The feed could not be read; `status` is null when no answer arrived. */
export class FeedFragmentError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface FetchFeedOptions {
  signal?: AbortSignal;
  transport?: FeedTransport;
}

const FAILED = 'Не удалось загрузить события';

/** `origin` without a trailing slash, then the path and the query. */
export const platformUrl = (origin: string, path: string, search = ''): string =>
  origin.replace(/\/+$/, '') + path + (search ? '?' + search : '');

/**
 * GET /api/public/feed: no credentials (the API reads none) and no header that would need a
 * CORS preflight. An abort rejects with the platform's AbortError untouched; every other failure
 * is a FeedFragmentError carrying the server's Russian message when it sent one.
 */
export async function fetchFeedFragment(origin: string, query: FeedQuery, options: FetchFeedOptions = {}): Promise<FeedFragment> {
  const { signal, transport = browserTransport } = options;
  let response: Response;
  let text: string;
  try {
    response = await transport(platformUrl(origin, FEED_PATH, feedSearch(query)), { credentials: 'omit', signal });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FeedFragmentError(FAILED, null);
  }
  if (!response.ok) throw new FeedFragmentError(serverMessage(text) ?? FAILED, response.status);
  const root = /^\s*<div\b[^>]*\bdata-cef-feed\b[^>]*>/.exec(text)?.[0];
  if (!root) throw new FeedFragmentError(FAILED, response.status);
  return {
    html: text,
    count: Number(/\bdata-count="(\d+)"/.exec(root)?.[1] ?? 0),
    hasMore: /\bdata-has-more="true"/.test(root),
  };
}

function serverMessage(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}
