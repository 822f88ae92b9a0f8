import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  composeDateValue,
  formatDisplayDate,
  isQuarterHour,
  parseDateValue,
  QUARTER_HOURS,
  timeOptions,
  timesBefore,
} from './dateValue';

describe('parseDateValue', () => {
  it('reads a date', () => {
    expect(parseDateValue('2026-12-01')).toEqual({ date: new CalendarDate(2026, 12, 1), time: null });
  });

  it('reads a wall-clock date-time without any zone shift, with or without seconds', () => {
    expect(parseDateValue('2026-12-01T19:00:00')).toEqual({ date: new CalendarDate(2026, 12, 1), time: '19:00' });
    expect(parseDateValue('2026-12-31T23:45')).toEqual({ date: new CalendarDate(2026, 12, 31), time: '23:45' });
  });

  it('ignores a Z suffix: 00:30Z stays on its own day (docs/events.md#dates-and-times)', () => {
    expect(parseDateValue('2026-12-01T00:30:00Z')).toEqual({ date: new CalendarDate(2026, 12, 1), time: '00:30' });
    expect(parseDateValue('2026-12-01T00:30:00.000Z')?.time).toBe('00:30');
  });

  it.each([null, undefined, '', 'завтра', '01.12.2026', '2026-13-01', '2026-02-30', '2026-12-01T24:00', '2026-12-01T10:60'])(
    'returns null for %s',
    (value) => {
      expect(parseDateValue(value)).toBeNull();
    },
  );

  it('accepts 29 February only in a leap year', () => {
    expect(parseDateValue('2028-02-29')?.date).toEqual(new CalendarDate(2028, 2, 29));
    expect(parseDateValue('2027-02-29')).toBeNull();
  });
});

describe('composeDateValue', () => {
  const date = new CalendarDate(2026, 3, 8);

  it('gives yyyy-MM-dd for a date', () => {
    expect(composeDateValue(date, null, false)).toBe('2026-03-08');
    expect(composeDateValue(date, '19:00', false)).toBe('2026-03-08');
  });

  it('gives yyyy-MM-ddTHH:mm:00 once both parts are chosen', () => {
    expect(composeDateValue(date, '09:15', true)).toBe('2026-03-08T09:15:00');
  });

  it('stays null while a part is missing', () => {
    expect(composeDateValue(null, null, false)).toBeNull();
    expect(composeDateValue(date, null, true)).toBeNull();
    expect(composeDateValue(null, '09:15', true)).toBeNull();
  });

  it('round-trips with parseDateValue', () => {
    const parts = parseDateValue(composeDateValue(date, '23:45', true));
    expect(parts).toEqual({ date, time: '23:45' });
  });
});

describe('formatDisplayDate', () => {
  it('shows dd.MM.yyyy with leading zeros', () => {
    expect(formatDisplayDate(new CalendarDate(2026, 3, 8))).toBe('08.03.2026');
    expect(formatDisplayDate(new CalendarDate(2026, 12, 31))).toBe('31.12.2026');
  });
});

describe('quarter-hours', () => {
  it('lists 96 times from 00:00 to 23:45 in 15-minute steps', () => {
    expect(QUARTER_HOURS).toHaveLength(96);
    expect(QUARTER_HOURS.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(QUARTER_HOURS.at(-1)).toBe('23:45');
  });

  it('recognises only minutes 00, 15, 30 and 45', () => {
    expect(isQuarterHour('19:45')).toBe(true);
    expect(isQuarterHour('19:07')).toBe(false);
    expect(isQuarterHour('19:50')).toBe(false);
  });

  it('offers an off-step current time in its place so the field never shows something else', () => {
    expect(timeOptions('19:00')).toHaveLength(96);
    const options = timeOptions('19:07');
    expect(options).toHaveLength(97);
    expect(options.slice(options.indexOf('19:00'), options.indexOf('19:00') + 3)).toEqual(['19:00', '19:07', '19:15']);
  });
});

describe('timesBefore', () => {
  const min = parseDateValue('2026-12-01T18:30:00');

  it('disables the times before the minimum on the minimum day only', () => {
    const disabled = timesBefore(new CalendarDate(2026, 12, 1), min, QUARTER_HOURS);
    expect(disabled).toHaveLength(74);
    expect(disabled.at(-1)).toBe('18:15');
    expect(disabled).not.toContain('18:30');
    expect(timesBefore(new CalendarDate(2026, 12, 2), min, QUARTER_HOURS)).toEqual([]);
  });

  it('disables nothing without a day or without a minimum time', () => {
    expect(timesBefore(null, min, QUARTER_HOURS)).toEqual([]);
    expect(timesBefore(new CalendarDate(2026, 12, 1), parseDateValue('2026-12-01'), QUARTER_HOURS)).toEqual([]);
  });
});
