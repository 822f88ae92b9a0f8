import { isApiError } from '../../../api/errors';

/**
 * An expired session (401) is the auth error handler's: it ends the session with its own toast.
 * Event actions hand it only 401s (api/events.ts): their 403 is a refusal of that one action.
 */
export const isSessionLost = (error: unknown): boolean => isApiError(error) && error.status === 401;

/**
 * participant-side §8: the toast text of a failed event call, or null when nothing is shown:
 * a network exception is only logged, a lost session is the auth handler's, and a call the page
 * cancelled is no failure. A refusal (403 not your event / suspended, 409 full or started) shows
 * the server's text.
 */
export function eventFailureText(error: unknown, fallback: string): string | null {
  if (!isApiError(error)) return null;
  if (error.isNetworkFailure || isSessionLost(error)) return null;
  return error.serverMessage ?? fallback;
}

/** A call cancelled through its AbortSignal (a newer list request replaced it). */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * participant-side §8: what the event form shows when saving fails: the server's text of a
 * refusal (a 4xx names the field or the rule), otherwise the page's own message.
 */
export function formFailureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.serverMessage ?? fallback;
  return fallback;
}
