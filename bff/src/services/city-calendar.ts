import { instantToWallClock, wallClockToInstant, type WallClockParts } from '@city/contracts';

/** A calendar day of the city: year, month (1–12), day. */
export interface CityDate {
  year: number;
  month: number;
  day: number;
}

/** The city's calendar day containing `instant` (docs/events.md#dates-and-times: dates are the city's). */
export function cityDateOf(instant: Date, timeZone: string): CityDate {
  const { year, month, day } = instantToWallClock(instant.getTime(), timeZone);
  return { year, month, day };
}

/** Midnight (as wall-clock parts) of the day `days` after `date`; months and years roll over. */
export function cityMidnightAfter(date: CityDate, days: number): WallClockParts {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hour: 0, minute: 0, second: 0 };
}

/** Midnight of the city's calendar day `days` after the one containing `instant`. */
export const cityDayAfter = (instant: Date, days: number, timeZone: string): WallClockParts =>
  cityMidnightAfter(cityDateOf(instant, timeZone), days);

/**
 * The instants bounding `days` city days from the midnight of `date`: [from, to). Days are not
 * always 24 hours long (a DST change), so each bound is converted on its own.
 */
export function cityDaysRange(date: CityDate, days: number, timeZone: string): { from: Date; to: Date } {
  const key = `${timeZone} ${date.year}-${date.month}-${date.day} ${days}`;
  let range = knownRanges.get(key);
  if (!range) {
    range = {
      from: wallClockToInstant(cityMidnightAfter(date, 0), timeZone),
      to: wallClockToInstant(cityMidnightAfter(date, days), timeZone),
    };
    // The days people filter by are few (today, this week, a date picked); a bound keeps it so.
    if (knownRanges.size >= 1000) knownRanges.clear();
    knownRanges.set(key, range);
  }
  return { from: new Date(range.from), to: new Date(range.to) };
}

/** Converting a wall clock to an instant formats dates several times: each range is worked out once. */
const knownRanges = new Map<string, { from: number; to: number }>();

/** 'yyyy-MM-dd' → a real calendar date, or null. */
export function parseCityDate(value: string): CityDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Today's bounds per zone: every list with "today" or "this week" asks, many times a second. */
const todayByZone = new Map<string, { date: CityDate; from: number; to: number }>();

/** The city's calendar day containing `instant`, remembered until that day ends. */
export function cityToday(instant: Date, timeZone: string): CityDate {
  const time = instant.getTime();
  const known = todayByZone.get(timeZone);
  if (known && known.from <= time && time < known.to) return known.date;
  const date = cityDateOf(instant, timeZone);
  const { from, to } = cityDaysRange(date, 1, timeZone);
  todayByZone.set(timeZone, { date, from: from.getTime(), to: to.getTime() });
  return date;
}
