import { describe, expect, it } from 'vitest';
import { formatDuration, formatEventDate, formatEventTime } from './eventDateTime';

describe('formatEventDate', () => {
  it.each([
    ['2026-12-01T19:00:00', '1 декабря, вт'],
    ['2026-11-30T00:00:00', '30 ноября, пн'],
    ['2027-01-03T23:45:00', '3 января, вс'],
    ['2028-02-29T12:00:00', '29 февраля, вт'],
    ['2026-05-09T10:00:00', '9 мая, сб'],
  ])('%s → %s', (startDate, text) => {
    expect(formatEventDate(startDate)).toBe(text);
  });

  it('keeps the wall-clock day around midnight, whatever the browser zone', () => {
    // A `new Date(string)` in a zone west of UTC would move this to 31 December.
    expect(formatEventDate('2027-01-01T00:15:00')).toBe('1 января, пт');
    expect(formatEventDate('2026-12-31T23:45:00Z')).toBe('31 декабря, чт');
  });

  it('refuses a value that is not a wall-clock reading', () => {
    expect(() => formatEventDate('завтра')).toThrow(RangeError);
  });
});

describe('formatEventTime', () => {
  it('reads hours and minutes as written, 24-hour and padded', () => {
    expect(formatEventTime('2026-12-01T19:00:00')).toBe('19:00');
    expect(formatEventTime('2026-12-01T07:05:00')).toBe('07:05');
    expect(formatEventTime('2026-12-01T00:45:00Z')).toBe('00:45');
  });
});

describe('formatDuration', () => {
  it.each([
    [150, '2 ч 30 мин'],
    [120, '2 ч'],
    [45, '45 мин'],
    [15, '15 мин'],
    [720, '12 ч'],
    [705, '11 ч 45 мин'],
  ])('%i min → %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('is null without a duration', () => {
    expect(formatDuration(0)).toBeNull();
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(undefined)).toBeNull();
  });
});
