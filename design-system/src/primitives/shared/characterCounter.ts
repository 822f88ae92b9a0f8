/** A remaining-characters counter: `max` characters allowed, warning once more than `warnAt` are used. */
export interface CharacterCounter {
  max: number;
  warnAt: number;
}

export type CounterLevel = 'normal' | 'warning';

export interface CounterState {
  remaining: number;
  level: CounterLevel;
}

/** docs/accounts.md#forms: the counter turns to the error colour once more than `warnAt` characters are used. */
export function counterState(length: number, { max, warnAt }: CharacterCounter): CounterState {
  return { remaining: Math.max(0, max - length), level: length > warnAt ? 'warning' : 'normal' };
}

export const remainingText = (remaining: number): string => `Осталось символов: ${remaining}`;

export const limitReachedText = (max: number): string => `Достигнут предел: ${max} символов`;

/**
 * What the polite live region should say after an edit from `previousLength` to `nextLength`:
 * a message only when a threshold is crossed, so typing is not interrupted on every keystroke.
 * `''` empties the region (so the next crossing is announced again); `null` leaves it as it is.
 */
export function counterAnnouncement(
  previousLength: number,
  nextLength: number,
  counter: CharacterCounter,
): string | null {
  if (previousLength < counter.max && nextLength >= counter.max) return limitReachedText(counter.max);
  const wasWarning = counterState(previousLength, counter).level === 'warning';
  const isWarning = counterState(nextLength, counter).level === 'warning';
  if (!wasWarning && isWarning) return remainingText(counterState(nextLength, counter).remaining);
  if (wasWarning && !isWarning) return '';
  return null;
}
