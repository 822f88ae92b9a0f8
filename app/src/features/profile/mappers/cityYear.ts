import { instantToWallClock } from '@city/contracts';
import { CITY } from '../../../cityOfPage';

/**
 * docs/people.md#own-profile, docs/events.md#the-event: the birth years run up to the current year of the city, which
 * on New Year's night can differ from the browser's.
 */
export const cityYear = (now: number, timeZone: string = CITY.timeZone): number =>
  instantToWallClock(now, timeZone).year;
