import {
  instantToWallClock,
  parseCalendarDate,
  parseWallClock,
  type WallClockParts,
} from '@city/contracts';
import { cityTimeZone } from './cityTimeZone';

/** docs/back-office.md#answers-and-errors: what a date cell says when there is no date, or one that cannot be read. */
export const DATE_TEXTS = { missing: 'Нет данных', invalid: 'Некорректная дата' } as const;

const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The city's wall-clock reading of a date string, whatever the browser's zone. docs/back-office.md#deciding-a-complaint
 * says to read date strings as local time ignoring a Z; docs/events.md#dates-and-times (which decides what the server
 * sends) makes every timestamp but startDate a UTC instant with Z and has the client show it in
 * the city's zone. So: an instant (Z or offset) is converted to `timeZone`; a reading without an
 * offset is the city's already and is shown as written; a bare 'yyyy-MM-dd' is a day.
 */
function readingOf(value: string, timeZone: string): WallClockParts | null {
  const day = parseCalendarDate(value);
  if (day) return { ...day, hour: 0, minute: 0, second: 0 };
  if (!INSTANT_PATTERN.test(value)) return parseWallClock(value);
  // Date.parse rolls an impossible day over (30 February → 2 March); the written date must be real.
  const instant = Date.parse(value);
  if (!parseCalendarDate(value.slice(0, 10)) || Number.isNaN(instant)) return null;
  return instantToWallClock(instant, timeZone);
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

const dayText = ({ year, month, day }: WallClockParts): string =>
  `${twoDigits(day)}.${twoDigits(month)}.${String(year).padStart(4, '0')}`;

function formatWith(
  value: string | null | undefined,
  timeZone: string,
  format: (parts: WallClockParts) => string,
): string {
  if (value === null || value === undefined || value.trim() === '') return DATE_TEXTS.missing;
  const parts = readingOf(value.trim(), timeZone);
  return parts ? format(parts) : DATE_TEXTS.invalid;
}

/** '01.12.2026', as ru-RU writes a date; 'Нет данных' or 'Некорректная дата' otherwise. */
export const formatRecordDate = (value: string | null | undefined, timeZone = cityTimeZone()): string =>
  formatWith(value, timeZone, dayText);

/** '01.12.2026, 19:05', as ru-RU writes a date with its time. */
export const formatRecordDateTime = (value: string | null | undefined, timeZone = cityTimeZone()): string =>
  formatWith(value, timeZone, (parts) => `${dayText(parts)}, ${twoDigits(parts.hour)}:${twoDigits(parts.minute)}`);
