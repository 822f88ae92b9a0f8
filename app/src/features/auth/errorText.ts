import { ApiError } from '../../api/errors';

/**
 * docs/accounts.md#site-frame: an auth failure shows the server's text, else the screen's own fallback.
 * Anything that is not a failed call is re-thrown untouched (the form shows its message).
 */
export function rethrowWithServerText(error: unknown, fallback: string): never {
  if (error instanceof ApiError) throw new Error(error.serverMessage ?? fallback);
  throw error;
}
