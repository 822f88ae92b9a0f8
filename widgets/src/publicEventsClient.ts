/**
 * A tiny typed client of the public feed (docs/partner-feed.md#json-feed) for partners who build their own list, and
 * the Pact consumer of `GET /api/public/events`. It depends on the contracts only: no app code,
 * no state, nothing sent but the query.
 */
import {
  isRateLimitResponse,
  PUBLIC_EVENTS_PATH,
  publicEventsResponseSchema,
  publicEventsSearchParams,
  RATE_LIMIT_TITLES,
  type PublicEventsQuery,
  type PublicEventsResponse,
  type RateLimitResponse,
} from '@city/contracts';

export const PUBLIC_EVENTS_CLIENT_MESSAGES = {
  unreachable: 'Не удалось связаться с афишей',
  unexpectedAnswer: 'Афиша ответила в неожиданном формате',
  failed: 'Не удалось загрузить события',
} as const;

/** Why the feed could not be read: the server's own Russian message where it sent one. */
export class PublicEventsError extends Error {
  constructor(
    message: string,
    /** The HTTP status; null when no answer arrived. */
    readonly status: number | null,
    /** The 429 body, when the client address used up its hour. */
    readonly rateLimit: RateLimitResponse | null = null,
  ) {
    super(message);
    this.name = 'PublicEventsError';
  }
}

export interface FetchPublicEventsOptions {
  /** Aborting rejects with the platform's AbortError, untouched, so callers can tell it apart. */
  signal?: AbortSignal;
}

/** The feed's URL: `baseUrl` is the platform's address (PUBLIC_URL), with or without a path. */
export function publicEventsUrl(baseUrl: string, query: PublicEventsQuery = {}): string {
  const search = publicEventsSearchParams(query).toString();
  return `${baseUrl.replace(/\/+$/, '')}${PUBLIC_EVENTS_PATH}${search ? `?${search}` : ''}`;
}

/**
 * One page of the feed, validated against the contract. No credentials are sent (the API reads
 * none) and no header that would need a CORS preflight; the browser's own cache revalidates with
 * the ETag.
 */
export async function fetchPublicEvents(
  baseUrl: string,
  query: PublicEventsQuery = {},
  { signal }: FetchPublicEventsOptions = {},
): Promise<PublicEventsResponse> {
  const { status, ok, text } = await answerTo(publicEventsUrl(baseUrl, query), signal);
  const body = jsonOf(text);
  if (!ok) throw refusalOf(status, body);
  const parsed = publicEventsResponseSchema.safeParse(body);
  if (!parsed.success) throw new PublicEventsError(PUBLIC_EVENTS_CLIENT_MESSAGES.unexpectedAnswer, status);
  return parsed.data;
}

/** The whole answer; a dropped connection is a PublicEventsError, an abort stays the AbortError. */
async function answerTo(url: string, signal: AbortSignal | undefined): Promise<{ status: number; ok: boolean; text: string }> {
  try {
    const response = await fetch(url, { method: 'GET', credentials: 'omit', headers: { Accept: 'application/json' }, signal });
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PublicEventsError(PUBLIC_EVENTS_CLIENT_MESSAGES.unreachable, null);
  }
}

/** The body as JSON, or undefined when it is not (a proxy's HTML error page, an empty body). */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function refusalOf(status: number, body: unknown): PublicEventsError {
  // The 429 body's `error` is the spec's English constant; readers get the panel's Russian title.
  if (status === 429 && isRateLimitResponse(body)) return new PublicEventsError(RATE_LIMIT_TITLES[body.rateLimitType], status, body);
  const serverMessage =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : null;
  return new PublicEventsError(serverMessage ?? PUBLIC_EVENTS_CLIENT_MESSAGES.failed, status);
}
