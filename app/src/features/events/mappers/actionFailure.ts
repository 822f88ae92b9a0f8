import { failureText, isAbortError } from '../../../api/failurePolicy';
import type { FailureRule } from '../../../api/failurePolicy';

export { isAbortError };

/**
 * docs/events.md#participation: join and leave toast the server's text or 'Произошла ошибка'; a network
 * exception is only logged, a lost session is the auth handler's (the policy decides).
 */
export const eventActionFailure = (fallback: string): FailureRule => ({ fallback, serverText: 'any', answersOnly: true });

/** docs/events.md#deleting: a delete refused (403, not your event) shows the server's text, any other failure the page's. */
export const deleteFailure = (fallback: string): FailureRule => ({ fallback, serverText: 'forbidden' });

/** docs/events.md#complaints: a failed report is always 'Произошла ошибка при подаче жалобы'. */
export const reportFailure = (fallback: string): FailureRule => ({ fallback, serverText: 'never' });

/**
 * docs/events.md#creating-and-editing: what the event form shows when saving fails: the server's text of a
 * refusal (a 4xx names the field or the rule), otherwise the page's own message. The form keeps
 * it while the auth handler ends a lost session.
 */
export const formFailure = (fallback: string): FailureRule => ({ fallback, sessionLost: 'shown' });

/** The toast text of a failed join or leave, or null when nothing is shown. */
export const eventFailureText = (error: unknown, fallback: string): string | null =>
  failureText(error, eventActionFailure(fallback));

/** The event form's inline text of a failed save. */
export const formFailureText = (error: unknown, fallback: string): string =>
  failureText(error, formFailure(fallback)) ?? fallback;
