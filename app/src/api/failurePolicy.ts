/**
 * The one policy for failed calls (docs/events.md#api, docs/back-office.md#api, docs/back-office.md#answers-and-errors). A call declares
 * what it is (`CallKind`, given to the request wrapper) and, when the person is told about it,
 * the rule of its text (`FailureRule`); this module decides the rest: who hears of a lost session,
 * whether the wrapper toasts, which answers show the server's own words, and what is logged.
 * No React or DOM imports: the Pact consumer tests run the wrapper in Node.
 */
import { RATE_LIMIT_TITLES } from '@city/contracts';
import { isApiError } from './errors';

/**
 * - `notice`: the wrapper's red toast of the status (docs/events.md#the-card: "shared request failures
 *   … for the feedback service calls"); 401/403 go to the auth error handler. The default.
 * - `read`: a quiet read: the page shows its own state (not-found view, empty list); 401/403 handed over.
 * - `action`: the caller tells the person (a toast through `announceFailure`, or the page's inline
 *   text); only a 401 is handed over, since a 403 here refuses this one action (not your event,
 *   suspended account, not your role) and is shown, not a lost session.
 * - `auth`: the session check and the auth screens: no toast, nothing handed over (their forms
 *   show their own errors).
 */
export type CallKind = 'notice' | 'read' | 'action' | 'auth';

export interface CallPolicy {
  notify: boolean;
  handleAuth: boolean | 'session';
}

const CALL_POLICIES: Record<CallKind, CallPolicy> = {
  notice: { notify: true, handleAuth: true },
  read: { notify: false, handleAuth: true },
  action: { notify: false, handleAuth: 'session' },
  auth: { notify: false, handleAuth: false },
};

export const callPolicy = (kind: CallKind): CallPolicy => CALL_POLICIES[kind];

/** The wrapper hands these to the auth error handler instead of a toast. */
export function handsOver(status: number, handleAuth: boolean | 'session'): boolean {
  if (handleAuth === 'session') return status === 401;
  return handleAuth && (status === 401 || status === 403);
}

/** How a failure becomes the text the person reads (toast or inline). */
export interface FailureRule {
  /** The page's own text (the specs' catalogue). */
  fallback: string;
  /**
   * Which answers show the server's `{error}` instead: `refusal` (default) a 4xx, which names the
   * field or the rule; `forbidden` only a 403 (docs/events.md#participation: not your event); `any` every
   * answer that carries one (docs/events.md#participation: join, leave); `never`.
   */
  serverText?: 'refusal' | 'forbidden' | 'any' | 'never';
  /** docs/back-office.md#answers-and-errors: the server's reason after the text ('… жалобы. Жалоба уже рассмотрена'), not in its place. */
  reasonAfter?: boolean;
  /** docs/events.md#creating-and-editing: a 429 shows its panel title (the body's `error` is an English constant). */
  rateLimitTitle?: boolean;
  /** docs/events.md#api: network exceptions (and what is no answer at all) are only logged. */
  answersOnly?: boolean;
  /**
   * A lost session (401) is the auth error handler's, which ends it with its own toast: nothing is
   * shown (default), unless the page keeps its text while the handler signs out (`shown`).
   */
  sessionLost?: 'hidden' | 'shown';
  /** docs/back-office.md#feedback: 'Ошибка при загрузке отзывов: {http status}'; the connection text stands in for a missing status. */
  withStatus?: (detail: string | number) => string;
  /** For a thrown value that is not even an Error (docs/back-office.md#answers-and-errors: 'Неизвестная ошибка'). */
  unknown?: string;
}

/** A call cancelled through its AbortSignal (a newer request replaced it): no failure to tell. */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** The text the person reads, or null when nothing is shown (lost session, cancelled call, only logged). */
export function failureText(error: unknown, rule: FailureRule): string | null {
  if (isAbortError(error)) return null;
  if (!isApiError(error)) {
    if (rule.answersOnly) return null;
    if (rule.withStatus) return rule.withStatus(rule.unknown ?? rule.fallback);
    return error instanceof Error || rule.unknown === undefined ? rule.fallback : rule.unknown;
  }
  if (error.status === 401 && rule.sessionLost !== 'shown') return null;
  if (error.isNetworkFailure && rule.answersOnly) return null;
  if (rule.withStatus) return rule.withStatus(error.isNetworkFailure ? error.message : error.status);
  const rateLimit = rule.rateLimitTitle ? error.rateLimit : null;
  if (rateLimit) return RATE_LIMIT_TITLES[rateLimit.rateLimitType];
  const server = showsServerText(error.status, rule.serverText ?? 'refusal') ? error.serverMessage : null;
  if (rule.reasonAfter) return server ? `${rule.fallback}. ${server}` : rule.fallback;
  return server ?? rule.fallback;
}

function showsServerText(status: number, which: NonNullable<FailureRule['serverText']>): boolean {
  if (which === 'any') return true;
  if (which === 'forbidden') return status === 403;
  if (which === 'refusal') return status >= 400 && status < 500;
  return false;
}

export type FailureLogger = (label: string, error: unknown) => void;
export type FailureToaster = (title: string) => void;

// Logged for whoever reads the console; the person is told through toasts and the pages.
let logger: FailureLogger = (label, error) => console.error(label, error);
let toaster: FailureToaster | null = null;

/** Registered by the app shell (the red toast); null unregisters. */
export function setFailureToaster(next: FailureToaster | null): void {
  toaster = next;
}

/** Tests watch the log through this; null restores the console. */
export function setFailureLogger(next: FailureLogger | null): void {
  logger = next ?? ((label, error) => console.error(label, error));
}

/** A failure nobody is told about (docs/events.md#api: "only logged"); a cancelled call is not one. */
export function logFailure(label: string, error: unknown): void {
  if (!isAbortError(error)) logger(label, error);
}

/**
 * An action's failure: logged, and toasted in red with the rule's text unless there is none to
 * show (a lost session is the auth handler's; a network exception may be only logged).
 */
export function announceFailure(error: unknown, { label, ...rule }: FailureRule & { label: string }): void {
  logFailure(label, error);
  const text = failureText(error, rule);
  if (text) toaster?.(text);
}
