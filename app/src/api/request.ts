/**
 * The shared request wrapper (docs/accounts.md#request-failures).
 * No React or DOM imports: the Pact consumer tests run it in Node.
 */
import { apiUrl, type Query } from './client';
import { ApiError } from './errors';
import { failureMessage } from './failureMessage';
import { callPolicy, handsOver, type CallKind } from './failurePolicy';
import { requestMessages } from '../i18n/messages';

export { configureApi } from './client';

/** Anything with zod's `parse`: the success body is checked before it reaches the caller. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * A schema fetched when an answer arrives: calls made on the first screen (the session check)
 * keep zod and the contracts' schemas out of its script until there is a body to check.
 */
export type LazyResponseSchema<T> = () => Promise<ResponseSchema<T>>;

export interface RequestNotice {
  tone: 'error';
  title: string;
}
export type Notifier = (notice: RequestNotice) => void;
export type AuthErrorHandler = (status: 401 | 403) => void;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart (fetch writes its boundary into Content-Type). */
  body?: unknown;
  query?: Query;
  /**
   * What the call is, for its failures (./failurePolicy.ts): 'notice' (default), 'read', 'action'
   * or 'auth'. `notify` and `handleAuth`, when given, override what the kind decides.
   */
  kind?: CallKind;
  /** Show the red toast on failure (default: the kind's). */
  notify?: boolean;
  /**
   * Hand 401/403 to the registered auth error handler instead of a toast (default: the kind's).
   * 'session' hands over only a 401: for actions whose 403 is a refusal of this one action
   * (not your event, account suspended), which the caller shows instead of signing the person out.
   */
  handleAuth?: boolean | 'session';
  signal?: AbortSignal;
}

let notifier: Notifier | null = null;
let authErrorHandler: AuthErrorHandler | null = null;

/** Registered by the app shell; null unregisters. */
export function setNotifier(next: Notifier | null): void {
  notifier = next;
}

/** Registered by the app shell; null unregisters. */
export function setAuthErrorHandler(next: AuthErrorHandler | null): void {
  authErrorHandler = next;
}

export function request<T>(
  path: string,
  options: RequestOptions & { schema: ResponseSchema<T> | LazyResponseSchema<T> },
): Promise<T>;
export function request(path: string, options?: RequestOptions): Promise<unknown>;
export async function request<T>(
  path: string,
  options: RequestOptions & { schema?: ResponseSchema<T> | LazyResponseSchema<T> } = {},
): Promise<T | unknown> {
  const { method = 'GET', body, query, schema, kind = 'notice', signal } = options;
  const policy = callPolicy(kind);
  const notify = options.notify ?? policy.notify;
  const handleAuth = options.handleAuth ?? policy.handleAuth;
  const report = (error: ApiError): ApiError => reportFailure(error, { notify, handleAuth });

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(apiUrl(path, query), { method, credentials: 'include', ...encodeBody(body), signal });
    payload = await readJsonBody(response);
  } catch (cause) {
    // A call the caller cancelled is not a failure to announce.
    if (signal?.aborted) throw cause;
    throw report(new ApiError(0, failureMessage(0, undefined)));
  }

  if (!response.ok) throw report(new ApiError(response.status, failureMessage(response.status, payload), payload));
  if (!schema) return payload;
  try {
    const check = typeof schema === 'function' ? await schema() : schema;
    return check.parse(payload);
  } catch {
    // The answer does not match the contract: the same as an unreadable answer for the user.
    throw report(new ApiError(response.status, requestMessages.unknown, payload));
  }
}

function encodeBody(body: unknown): { headers: Record<string, string>; body?: string | FormData } {
  if (body === undefined) return { headers: { Accept: 'application/json' } };
  if (body instanceof FormData) return { headers: { Accept: 'application/json' }, body };
  return { headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

function reportFailure(
  error: ApiError,
  { notify, handleAuth }: { notify: boolean; handleAuth: boolean | 'session' },
): ApiError {
  if (handsOver(error.status, handleAuth) && authErrorHandler) {
    authErrorHandler(error.status === 401 ? 401 : 403);
    return error;
  }
  if (notify) notifier?.({ tone: 'error', title: error.message });
  return error;
}

/** The JSON body, or undefined when there is none or it is not JSON (e.g. a proxy's HTML page). */
async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
