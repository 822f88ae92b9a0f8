import type { Clock } from '../services/clock';

export interface TestClock {
  /** Pass as `clock` to startTestApp. */
  now: Clock;
  set(instant: Date | string): void;
  advanceMinutes(minutes: number): void;
}

/** A clock the test moves: "the event has started" without waiting for it. */
export function testClock(start: Date | string): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advanceMinutes: (minutes) => {
      current += minutes * 60_000;
    },
  };
}
