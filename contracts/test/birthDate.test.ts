import { describe, expect, it } from 'vitest';
import {
  ageOn,
  BIRTH_DATE_MESSAGES,
  birthDateProblem,
  birthYears,
  daysInMonth,
  formatCalendarDate,
  parseCalendarDate,
} from '../src/birthDate';

const today = { year: 2026, month: 11, day: 22 };

describe('birth dates (docs/people.md#own-profile)', () => {
  it('offers the years from the current one down to 1930', () => {
    const years = birthYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1930);
    expect(years).toHaveLength(97);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('knows %i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('reads only real calendar dates', () => {
    expect(parseCalendarDate('1990-05-17')).toEqual({ year: 1990, month: 5, day: 17 });
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('1990-13-01')).toBeNull();
    expect(parseCalendarDate('17.05.1990')).toBeNull();
    expect(parseCalendarDate('1990-05-17T00:00:00')).toBeNull();
  });

  it('writes dates back in the API shape', () => {
    expect(formatCalendarDate({ year: 1990, month: 5, day: 7 })).toBe('1990-05-07');
  });

  it('counts full years, turning older on the birthday itself', () => {
    expect(ageOn({ year: 2000, month: 11, day: 22 }, today)).toBe(26);
    expect(ageOn({ year: 2000, month: 11, day: 23 }, today)).toBe(25);
    expect(ageOn({ year: 2000, month: 12, day: 1 }, today)).toBe(25);
  });

  it('makes someone born on 29 February older on 1 March of a common year', () => {
    const leapling = { year: 2004, month: 2, day: 29 };
    expect(ageOn(leapling, { year: 2026, month: 2, day: 28 })).toBe(21);
    expect(ageOn(leapling, { year: 2026, month: 3, day: 1 })).toBe(22);
  });

  it('refuses malformed, too early and future dates with a Russian message', () => {
    expect(birthDateProblem('1990-05-17', today)).toBeNull();
    expect(birthDateProblem('2026-11-22', today)).toBeNull();
    expect(birthDateProblem('2026-11-23', today)).toBe(BIRTH_DATE_MESSAGES.inFuture);
    expect(birthDateProblem('1929-12-31', today)).toBe(BIRTH_DATE_MESSAGES.tooEarly);
    expect(birthDateProblem('2023-02-29', today)).toBe(BIRTH_DATE_MESSAGES.invalid);
  });
});
