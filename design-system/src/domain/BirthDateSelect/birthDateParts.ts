import { daysInMonth, formatCalendarDate, parseCalendarDate } from '@city/contracts';

/** The three selectors' choices; a birth date exists only once all three are made. */
export interface BirthDateParts {
  day: number | null;
  /** 1–12 */
  month: number | null;
  year: number | null;
}

export const NO_BIRTH_DATE: BirthDateParts = { day: null, month: null, year: null };

export const MONTH_NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

// Until a year is chosen, February keeps its 29th: a leap year stands in for the unknown one.
const ANY_LEAP_YEAR = 2000;

export function partsOf(value: string | null): BirthDateParts {
  const date = value === null ? null : parseCalendarDate(value);
  return date ?? NO_BIRTH_DATE;
}

/** 'yyyy-MM-dd' once day, month and year are chosen, otherwise null. */
export function valueOf({ day, month, year }: BirthDateParts): string | null {
  return day !== null && month !== null && year !== null ? formatCalendarDate({ year, month, day }) : null;
}

/** docs/people.md#own-profile: the day list follows the month and leap years; 31 while no month is chosen. */
export function dayCount({ month, year }: BirthDateParts): number {
  return month === null ? 31 : daysInMonth(year ?? ANY_LEAP_YEAR, month);
}

/**
 * The parts after one selector changes. A day the new month or year does not have (31 April,
 * 29 February 2023) is cleared rather than moved to the month's last day: a silently changed
 * birth date would be saved unnoticed, an empty day selector is seen and picked again.
 */
export function withPart(parts: BirthDateParts, change: Partial<BirthDateParts>): BirthDateParts {
  const next = { ...parts, ...change };
  return next.day !== null && next.day > dayCount(next) ? { ...next, day: null } : next;
}
