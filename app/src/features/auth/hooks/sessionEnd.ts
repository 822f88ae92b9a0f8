import { useSyncExternalStore } from 'react';

/**
 * A session that is ending (logout, expired, forbidden) stays on screen for the redirect delay of
 * docs/accounts.md#sign-in (1 s / 1.5 s) instead of the guards bouncing to /login at once; repeated
 * 401s arriving together end it only once.
 */
let ending = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  ending = next;
  listeners.forEach((listener) => listener());
}

/** false when a session end is already under way. */
export function beginSessionEnd(): boolean {
  if (ending) return false;
  set(true);
  return true;
}

export const finishSessionEnd = (): void => set(false);

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useIsSessionEnding = (): boolean => useSyncExternalStore(subscribe, () => ending, () => ending);
