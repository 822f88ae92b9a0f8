import { useEffect, useState } from 'react';

/** docs/back-office.md#feedback: a list's search (users, feedback) waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value` once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
