import { cityTimeZone } from '../shared-format/cityTimeZone';

const pluralRules = new Intl.PluralRules('ru-RU');

const YEAR_WORDS: Record<Intl.LDMLPluralRule, string> = {
  zero: 'лет',
  one: 'год',
  two: 'года',
  few: 'года',
  many: 'лет',
  other: 'лет',
};

/** An age with the Russian plural of «год»: 1 год, 2 года, 5 лет, 11 лет, 21 год. */
export const formatAge = (years: number): string => `${years} ${YEAR_WORDS[pluralRules.select(years)]}`;

/** The month and year an account was created, on the city's calendar: «март 2025 г.». */
export function formatMemberSince(createdAt: string, timeZone: string = cityTimeZone()): string {
  return new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone }).format(new Date(createdAt));
}
