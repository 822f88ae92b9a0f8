import { isApiError } from '../../../api/errors';
import { requestMessages } from '../../../i18n/messages';

/** How a failed unsubscribe ends: the link itself is bad, or the call may be tried again. */
export type UnsubscribeFailure = { kind: 'invalid-link' } | { kind: 'failed'; message: string };

/**
 * docs/events.md#reminders: a 400 is the server saying the key is malformed or unknown, so the link
 * is at fault and trying again cannot help. Anything else (no answer, a 5xx, a rate limit) is shown
 * with the app's usual text of that failure ('Ошибка соединения…', 'Ошибка сервера…') and may be
 * tried again.
 */
export function unsubscribeFailure(error: unknown): UnsubscribeFailure {
  if (!isApiError(error)) return { kind: 'failed', message: requestMessages.unknown };
  if (error.status === 400) return { kind: 'invalid-link' };
  return { kind: 'failed', message: error.message };
}
