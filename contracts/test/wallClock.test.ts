import { describe, expect, it } from 'vitest';
import {
  formatWallClock,
  instantToWallClock,
  parseWallClock,
  wallClockOrdinal,
  wallClockToInstant,
} from '../src/wallClock';

describe('parseWallClock', () => {
  it('reads the parts of the wall clock, with or without seconds', () => {
    expect(parseWallClock('2026-12-01T19:00:00')).toEqual({ year: 2026, month: 12, day: 1, hour: 19, minute: 0, second: 0 });
    expect(parseWallClock('2026-03-09T07:45')).toEqual({ year: 2026, month: 3, day: 9, hour: 7, minute: 45, second: 0 });
  });

  it('ignores a Z suffix and fractions: the reading stays the local one (docs/events.md#dates-and-times)', () => {
    expect(parseWallClock('2026-12-01T19:00:00Z')).toMatchObject({ day: 1, hour: 19, minute: 0 });
    expect(parseWallClock('2026-12-01T19:00:00.000Z')).toMatchObject({ day: 1, hour: 19, minute: 0 });
  });

  it.each(['', '2026-12-01', '2026-12-01 19:00', '2026-13-01T10:00', '2026-02-29T10:00', '2026-04-31T10:00', '2026-01-01T24:00', '2026-01-01T10:60', '2026-12-01T19:00:00+03:00'])(
    'refuses %j',
    (value) => {
      expect(parseWallClock(value)).toBeNull();
    },
  );

  it('accepts 29 February of a leap year', () => {
    expect(parseWallClock('2028-02-29T10:00:00')).not.toBeNull();
  });
});

describe('formatWallClock', () => {
  it('pads every part and round-trips', () => {
    const text = '2027-01-05T09:05:00';
    const parts = parseWallClock(text);
    expect(parts).not.toBeNull();
    if (parts) expect(formatWallClock(parts)).toBe(text);
  });
});

describe('wall clock ↔ instant', () => {
  const at = (text: string) => {
    const parts = parseWallClock(text);
    if (!parts) throw new Error(text);
    return parts;
  };

  it('reads Moscow wall clock as UTC+3', () => {
    expect(new Date(wallClockToInstant(at('2026-12-01T19:00:00'), 'Europe/Moscow')).toISOString()).toBe(
      '2026-12-01T16:00:00.000Z',
    );
    expect(instantToWallClock(Date.parse('2026-12-01T21:30:00Z'), 'Europe/Moscow')).toEqual(at('2026-12-02T00:30:00'));
  });

  it('follows daylight saving time in zones that have it', () => {
    expect(new Date(wallClockToInstant(at('2026-07-01T12:00:00'), 'Europe/Berlin')).toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(new Date(wallClockToInstant(at('2026-01-15T12:00:00'), 'Europe/Berlin')).toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
  });

  it('orders readings like the clock does', () => {
    expect(wallClockOrdinal(at('2026-12-31T23:59:00'))).toBeLessThan(wallClockOrdinal(at('2027-01-01T00:00:00')));
    expect(wallClockOrdinal(at('2026-12-01T19:15:00')) - wallClockOrdinal(at('2026-12-01T19:00:00'))).toBe(15 * 60_000);
  });
});
