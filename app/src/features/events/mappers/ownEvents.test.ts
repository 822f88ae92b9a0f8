import { describe, expect, it } from 'vitest';
import { eventFixture, FIXTURE_NOW } from '../../../testing/fixtures';
import { isPastEvent, ownEventsView } from './ownEvents';

const ZONE = 'Europe/Moscow';
// 20 November 2026, 15:00 in Moscow is FIXTURE_NOW.
const yesterday = eventFixture({ id: 1, startDate: '2026-11-19T19:00:00', durationMinutes: 60 });
const endingNow = eventFixture({ id: 2, startDate: '2026-11-20T13:00:00', durationMinutes: 120 });
const runningNow = eventFixture({ id: 3, startDate: '2026-11-20T14:00:00', durationMinutes: 120 });
const tomorrow = eventFixture({ id: 4, startDate: '2026-11-21T10:00:00', durationMinutes: null });

describe('isPastEvent (docs/events.md#dates-and-times, in the city zone)', () => {
  it('is past once start plus duration is before now', () => {
    expect(isPastEvent(yesterday, FIXTURE_NOW, ZONE)).toBe(true);
  });

  it('is not past at the very end, nor while running, nor ahead', () => {
    expect(isPastEvent(endingNow, FIXTURE_NOW, ZONE)).toBe(false);
    expect(isPastEvent(runningNow, FIXTURE_NOW, ZONE)).toBe(false);
    expect(isPastEvent(tomorrow, FIXTURE_NOW, ZONE)).toBe(false);
  });

  it('reads the start in the city zone, not the browser zone', () => {
    // 14:30 in Moscow is 11:30 UTC: past at 12:00 UTC without a duration.
    const startedInMoscow = eventFixture({ startDate: '2026-11-20T14:30:00', durationMinutes: null });
    expect(isPastEvent(startedInMoscow, FIXTURE_NOW, ZONE)).toBe(true);
    // The same wall clock in New York is 19:30 UTC, still ahead.
    expect(isPastEvent(startedInMoscow, FIXTURE_NOW, 'America/New_York')).toBe(false);
  });
});

describe('ownEventsView (docs/events.md#timing: past hidden by default)', () => {
  const all = [yesterday, endingNow, runningNow, tomorrow];

  it('hides past events until the switch is on', () => {
    const hidden = ownEventsView(all, false, FIXTURE_NOW, ZONE);
    expect(hidden.shown.map((event) => event.id)).toEqual([2, 3, 4]);
    expect(hidden.total).toBe(4);
    expect(hidden.hiddenPastOnly).toBe(false);
    expect(ownEventsView(all, true, FIXTURE_NOW, ZONE).shown.map((event) => event.id)).toEqual([1, 2, 3, 4]);
  });

  it('tells an all-past list from an empty one', () => {
    expect(ownEventsView([yesterday], false, FIXTURE_NOW, ZONE)).toMatchObject({ shown: [], total: 1, hiddenPastOnly: true });
    expect(ownEventsView([], false, FIXTURE_NOW, ZONE)).toMatchObject({ shown: [], total: 0, hiddenPastOnly: false });
  });
});
