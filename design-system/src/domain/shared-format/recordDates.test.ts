import { describe, expect, it } from 'vitest';
import { DATE_TEXTS, formatRecordDate, formatRecordDateTime } from './recordDates';

describe('formatRecordDate', () => {
  it('writes the day the ru-RU way', () => {
    expect(formatRecordDate('2026-12-01T19:05:00')).toBe('01.12.2026');
    expect(formatRecordDate('2025-03-09')).toBe('09.03.2025');
  });

  it("shows a UTC instant on the city's calendar (docs/events.md#dates-and-times), whatever the browser's zone", () => {
    expect(formatRecordDate('2026-12-31T23:30:00.123Z')).toBe('01.01.2027');
    expect(formatRecordDate('2026-12-31T23:30:00Z', 'Asia/Novosibirsk')).toBe('01.01.2027');
    expect(formatRecordDate('2026-12-31T20:59:00Z')).toBe('31.12.2026');
  });

  it("reads a reading without an offset as the city's own", () => {
    expect(formatRecordDate('2026-12-31T23:30:00')).toBe('31.12.2026');
  });

  it.each([null, undefined, '', '   '])("is 'Нет данных' for %j", (value) => {
    expect(formatRecordDate(value)).toBe(DATE_TEXTS.missing);
  });

  it.each(['вчера', '2026-02-30', '2026-13-01T10:00:00', '01.12.2026'])("is 'Некорректная дата' for %j", (value) => {
    expect(formatRecordDate(value)).toBe(DATE_TEXTS.invalid);
  });

  it('uses the texts of docs/back-office.md#answers-and-errors', () => {
    expect(DATE_TEXTS).toEqual({ missing: 'Нет данных', invalid: 'Некорректная дата' });
  });
});

describe('formatRecordDateTime', () => {
  it('adds hours and minutes, 24-hour and padded', () => {
    expect(formatRecordDateTime('2026-12-01T07:05:59Z')).toBe('01.12.2026, 10:05');
    expect(formatRecordDateTime('2026-12-01T07:05:59+03:00')).toBe('01.12.2026, 07:05');
    expect(formatRecordDateTime('2026-12-01T19:30:00')).toBe('01.12.2026, 19:30');
  });

  it('shows midnight for a bare day', () => {
    expect(formatRecordDateTime('2026-12-01')).toBe('01.12.2026, 00:00');
  });

  it('has the same texts for missing and invalid dates', () => {
    expect(formatRecordDateTime(null)).toBe(DATE_TEXTS.missing);
    expect(formatRecordDateTime('2026-12-01T25:00:00')).toBe(DATE_TEXTS.invalid);
  });
});
