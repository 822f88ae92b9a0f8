import { DEFAULT_CITY_TIME_ZONE, instantToWallClock } from '@city/contracts';

/**
 * docs/people.md#own-profile, docs/events.md#the-event: the birth years run up to the current year of the city, which
 * on New Year's night can differ from the browser's.
 */
export const cityYear = (now: number, timeZone: string = DEFAULT_CITY_TIME_ZONE): number =>
  instantToWallClock(now, timeZone).year;
