/**
 * docs/events.md#dates-and-times: `startDate` is the city's wall-clock time without an offset ('2026-12-01T19:00:00').
 * It is read part by part, never through `new Date(string)`, which would apply the browser's zone.
 */
export interface WallClockParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// The launch city's zone when APP_TIMEZONE is not set lives with the city (./cityOfPage.ts).
export { DEFAULT_CITY_TIME_ZONE } from './cityOfPage';

// docs/events.md#dates-and-times: a trailing Z (or fraction of a second) is ignored, the reading stays local.
const WALL_CLOCK_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?Z?$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The parts of a wall-clock string, or null when it is not a real date and time. */
export function parseWallClock(value: string): WallClockParts | null {
  const match = WALL_CLOCK_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** 'yyyy-MM-ddTHH:mm:ss', the shape the API carries. */
export function formatWallClock(parts: WallClockParts): string {
  const date = `${String(parts.year).padStart(4, '0')}-${twoDigits(parts.month)}-${twoDigits(parts.day)}`;
  return `${date}T${twoDigits(parts.hour)}:${twoDigits(parts.minute)}:${twoDigits(parts.second)}`;
}

/**
 * The reading as if it were UTC: a number that orders and subtracts like the wall clock itself.
 * Only for comparing two readings of the same city, never an instant.
 */
export const wallClockOrdinal = (parts: WallClockParts): number =>
  Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);

/** Making a formatter costs far more than using one (the list reads the city's today per request). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of the instant `epochMs` in `timeZone`. */
export function instantToWallClock(epochMs: number, timeZone: string): WallClockParts {
  const parts = wallClockFormatter(timeZone).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The instant (epoch ms) at which the clocks of `timeZone` show `parts`. */
export function wallClockToInstant(parts: WallClockParts, timeZone: string): number {
  const target = wallClockOrdinal(parts);
  // Two passes settle the offset even when the first guess lands on the other side of a DST change.
  let instant = target;
  for (let pass = 0; pass < 2; pass++) {
    instant += target - wallClockOrdinal(instantToWallClock(instant, timeZone));
  }
  return instant;
}
