import { describe, expect, it } from 'vitest';
import { MONTH_NAMES, NO_BIRTH_DATE, dayCount, partsOf, valueOf, withPart } from './birthDateParts';

describe('partsOf / valueOf', () => {
  it('splits a calendar date and joins it back with zero padding', () => {
    expect(partsOf('1990-03-07')).toEqual({ year: 1990, month: 3, day: 7 });
    expect(valueOf({ year: 1990, month: 3, day: 7 })).toBe('1990-03-07');
  });

  it.each([null, '', '1990-02-30', 'вчера'])('treats %j as no date', (value) => {
    expect(partsOf(value)).toEqual(NO_BIRTH_DATE);
  });

  it.each([
    { day: null, month: 3, year: 1990 },
    { day: 7, month: null, year: 1990 },
    { day: 7, month: 3, year: null },
  ])('has no value until all three parts are chosen: %j', (parts) => {
    expect(valueOf(parts)).toBeNull();
  });
});

describe('dayCount', () => {
  it.each([
    [{ day: null, month: null, year: null }, 31],
    [{ day: null, month: 4, year: null }, 30],
    [{ day: null, month: 2, year: null }, 29],
    [{ day: null, month: 2, year: 2023 }, 28],
    [{ day: null, month: 2, year: 2024 }, 29],
    [{ day: null, month: 2, year: 2000 }, 29],
    [{ day: null, month: 2, year: 1900 }, 28],
    [{ day: null, month: 12, year: 1930 }, 31],
  ])('%j offers %i days', (parts, days) => {
    expect(dayCount(parts)).toBe(days);
  });
});

describe('withPart', () => {
  it('clears 29 February when a non-leap year is chosen', () => {
    expect(withPart({ day: 29, month: 2, year: 2024 }, { year: 2023 })).toEqual({ day: null, month: 2, year: 2023 });
  });

  it('clears the 31st when the month changes to a 30-day month', () => {
    expect(withPart({ day: 31, month: 1, year: 1990 }, { month: 4 })).toEqual({ day: null, month: 4, year: 1990 });
  });

  it('keeps a day the new month still has', () => {
    expect(withPart({ day: 30, month: 1, year: 1990 }, { month: 4 })).toEqual({ day: 30, month: 4, year: 1990 });
    expect(withPart({ day: 29, month: 2, year: 2024 }, { year: 2020 })).toEqual({ day: 29, month: 2, year: 2020 });
  });
});

it('names the months in Russian, January first', () => {
  expect(MONTH_NAMES).toHaveLength(12);
  expect(MONTH_NAMES[0]).toBe('Январь');
  expect(MONTH_NAMES[1]).toBe('Февраль');
  expect(MONTH_NAMES[11]).toBe('Декабрь');
});
