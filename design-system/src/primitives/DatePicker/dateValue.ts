import { CalendarDate } from '@internationalized/date';
import { parseWallClock } from '@city/contracts';

/**
 * The picker's value travels as a plain wall-clock string: 'yyyy-MM-dd' for a date,
 * 'yyyy-MM-ddTHH:mm:00' for a date with time. docs/events.md#dates-and-times: date strings are read as local
 * time, ignoring a Z suffix, so no time-zone shift can move the day.
 */
export interface DateTimeParts {
  date: CalendarDate;
  /** 'HH:mm', or null when the string carries no time. */
  time: string | null;
}

const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

export function parseDateValue(value: string | null | undefined): DateTimeParts | null {
  if (!value) return null;
  const isDateOnly = DATE_ONLY_PATTERN.test(value);
  // The contracts' wall-clock reader holds the calendar checks and the ignored-Z rule.
  const parts = parseWallClock(isDateOnly ? `${value}T00:00:00` : value);
  if (!parts) return null;
  return {
    date: new CalendarDate(parts.year, parts.month, parts.day),
    time: isDateOnly ? null : `${twoDigits(parts.hour)}:${twoDigits(parts.minute)}`,
  };
}

/** 'yyyy-MM-dd', or with a time 'yyyy-MM-ddTHH:mm:00'; null until every needed part is chosen. */
export function composeDateValue(date: CalendarDate | null, time: string | null, withTime: boolean): string | null {
  if (!date) return null;
  if (!withTime) return date.toString();
  return time ? `${date.toString()}T${time}:00` : null;
}

/** docs/events.md#dates-and-times: the picker shows dates as dd.MM.yyyy. */
export const formatDisplayDate = (date: CalendarDate): string =>
  `${twoDigits(date.day)}.${twoDigits(date.month)}.${String(date.year).padStart(4, '0')}`;

// docs/events.md#dates-and-times: the time step is 15 minutes.
const STEP_MINUTES = 15;

/** '00:00', '00:15' … '23:45'. */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, index) => {
  const minutes = index * STEP_MINUTES;
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
});

export const isQuarterHour = (time: string): boolean => QUARTER_HOURS.includes(time);

/**
 * The times offered: every quarter-hour, plus the current time when it is off the step (an older
 * event saved at 19:07). Showing it keeps the field truthful; the form's validation flags it.
 */
export function timeOptions(current: string | null): string[] {
  if (!current || isQuarterHour(current)) return [...QUARTER_HOURS];
  return [...QUARTER_HOURS, current].sort();
}

/** Times that would fall before `min` on the chosen day (none on other days or without a min time). */
export function timesBefore(date: CalendarDate | null, min: DateTimeParts | null, options: readonly string[]): string[] {
  if (!date || !min?.time || date.compare(min.date) !== 0) return [];
  const minTime = min.time;
  return options.filter((time) => time < minTime);
}
