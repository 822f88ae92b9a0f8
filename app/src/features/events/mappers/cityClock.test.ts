import { describe, expect, it } from 'vitest';
import { cityToday, cityWallClock } from './cityClock';

describe('the city clock (docs/events.md#dates-and-times)', () => {
  it('reads an instant on the Moscow wall clock, whatever the machine zone', () => {
    const lateEveningUtc = Date.parse('2026-11-20T22:30:00Z');
    expect(cityWallClock(lateEveningUtc)).toBe('2026-11-21T01:30:00');
    expect(cityToday(lateEveningUtc)).toBe('2026-11-21');
  });

  it('follows another zone when given one', () => {
    expect(cityToday(Date.parse('2026-11-20T22:30:00Z'), 'America/New_York')).toBe('2026-11-20');
  });
});
