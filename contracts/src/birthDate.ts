/**
 * docs/people.md#own-profile: a birth date is picked from day, month and year selectors, the years
 * from 1930 to the current one, the day list following the month (and leap years). The API
 * carries it as 'yyyy-MM-dd', a calendar date with no zone.
 */
export const BIRTH_YEAR_MIN = 1930;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The parts of a 'yyyy-MM-dd' string, or null when it is not a real calendar date. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export const formatCalendarDate = ({ year, month, day }: CalendarDate): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

const compareDates = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day;

/** The selectable years, newest first: `currentYear` down to 1930. */
export function birthYears(currentYear: number): number[] {
  return Array.from({ length: currentYear - BIRTH_YEAR_MIN + 1 }, (_, index) => currentYear - index);
}

/** Full years on `today`; someone born on 29 February turns a year older on 1 March. */
export function ageOn(birthDate: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birthDate.month || (today.month === birthDate.month && today.day >= birthDate.day);
  return today.year - birthDate.year - (hadBirthday ? 0 : 1);
}

export const BIRTH_DATE_MESSAGES = {
  invalid: 'Укажите дату рождения в формате ГГГГ-ММ-ДД',
  tooEarly: `Год рождения не может быть раньше ${BIRTH_YEAR_MIN}`,
  inFuture: 'Дата рождения не может быть в будущем',
} as const;

/** Why `value` is not an acceptable birth date on `today` (the city's date), or null when it is. */
export function birthDateProblem(value: string, today: CalendarDate): string | null {
  const date = parseCalendarDate(value);
  if (!date) return BIRTH_DATE_MESSAGES.invalid;
  if (date.year < BIRTH_YEAR_MIN) return BIRTH_DATE_MESSAGES.tooEarly;
  if (compareDates(date, today) > 0) return BIRTH_DATE_MESSAGES.inFuture;
  return null;
}
