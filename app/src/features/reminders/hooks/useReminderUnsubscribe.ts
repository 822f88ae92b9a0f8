import { useCallback, useEffect, useState } from 'react';
import { reminderUnsubscribeQuerySchema } from '@city/contracts';
import { unsubscribeFromReminders } from '../../../api/reminders';
import { unsubscribeFailure } from '../mappers/unsubscribeFailure';

export type UnsubscribeState =
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'invalid-link' }
  | { status: 'failed'; message: string };

export interface ReminderUnsubscribe {
  state: UnsubscribeState;
  /** Tries again after a failure that was not the link's fault. */
  retry(): void;
}

/**
 * One call per key for the life of the page, however many times the effect runs (React StrictMode
 * mounts effects twice in development). A failed call is forgotten, so a retry calls again.
 */
const callsByKey = new Map<string, Promise<unknown>>();
function unsubscribeOnce(key: string): Promise<unknown> {
  let call = callsByKey.get(key);
  if (!call) {
    call = unsubscribeFromReminders(key, { notify: false });
    callsByKey.set(key, call);
    call.catch(() => callsByKey.delete(key));
  }
  return call;
}

const isUsableKey = (key: string | null): key is string => reminderUnsubscribeQuerySchema.safeParse({ key }).success;
const initialState = (key: string | null): UnsubscribeState => (isUsableKey(key) ? { status: 'loading' } : { status: 'invalid-link' });

/**
 * docs/events.md#reminders: /unsubscribe?key=… turns the reminders off on load: loading → success |
 * invalid-link | failed (→ loading on retry). A missing or malformed key is invalid without a call.
 */
export function useReminderUnsubscribe(key: string | null): ReminderUnsubscribe {
  const [state, setState] = useState<UnsubscribeState>(() => initialState(key));
  const [attempt, setAttempt] = useState(0);
  // Another link opened in the same tab starts over.
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setState(initialState(key));
  }

  useEffect(() => {
    if (!isUsableKey(key)) return;
    let active = true;
    unsubscribeOnce(key).then(
      () => {
        if (active) setState({ status: 'success' });
      },
      (error: unknown) => {
        if (!active) return;
        const failure = unsubscribeFailure(error);
        setState(failure.kind === 'invalid-link' ? { status: 'invalid-link' } : { status: 'failed', message: failure.message });
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
