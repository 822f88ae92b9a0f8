import { describe, expect, it } from 'vitest';
import { formatAge, formatMemberSince } from './profileFacts';

describe('formatAge', () => {
  it.each([
    [0, '0 лет'],
    [1, '1 год'],
    [2, '2 года'],
    [4, '4 года'],
    [5, '5 лет'],
    [11, '11 лет'],
    [12, '12 лет'],
    [14, '14 лет'],
    [21, '21 год'],
    [22, '22 года'],
    [25, '25 лет'],
    [101, '101 год'],
    [111, '111 лет'],
  ])('%i → %s', (years, text) => {
    expect(formatAge(years)).toBe(text);
  });
});

describe('formatMemberSince', () => {
  it('names the month and year in Russian', () => {
    expect(formatMemberSince('2025-03-14T09:20:00Z')).toBe('март 2025 г.');
  });

  it("counts the month on the city's calendar, not UTC's", () => {
    // 31 December 2025, 22:30 UTC is already 1 January 2026 in Moscow.
    expect(formatMemberSince('2025-12-31T22:30:00Z')).toBe('январь 2026 г.');
    expect(formatMemberSince('2025-12-31T22:30:00Z', 'UTC')).toBe('декабрь 2025 г.');
  });
});
