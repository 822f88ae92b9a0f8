import { parseWallClock, type WallClockParts } from '@city/contracts';

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** Sunday first, as Date#getUTCDay counts. */
const WEEKDAYS_SHORT = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] as const;

function partsOf(startDate: string): WallClockParts {
  const parts = parseWallClock(startDate);
  if (!parts) throw new RangeError(`Некорректная дата мероприятия: «${startDate}»`);
  return parts;
}

/** The weekday of a calendar date, independent of any zone. */
const weekdayOf = ({ year, month, day }: WallClockParts): number => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** '1 декабря, пн': the city's calendar date of a wall-clock `startDate` (docs/events.md#dates-and-times). */
export function formatEventDate(startDate: string): string {
  const parts = partsOf(startDate);
  return `${parts.day} ${MONTHS_GENITIVE[parts.month - 1]}, ${WEEKDAYS_SHORT[weekdayOf(parts)]}`;
}

/** '19:00': the city's wall-clock time, 24-hour. */
export function formatEventTime(startDate: string): string {
  const { hour, minute } = partsOf(startDate);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** docs/events.md#dates-and-times: a duration as hours and minutes ('2 ч 30 мин', '2 ч', '45 мин'); null for none. */
export function formatDuration(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 && `${hours} ч`, rest > 0 && `${rest} мин`].filter(Boolean).join(' ');
}
