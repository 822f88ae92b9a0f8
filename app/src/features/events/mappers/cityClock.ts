import { formatWallClock, instantToWallClock } from '@city/contracts';
import { CITY } from '../../../cityOfPage';

/**
 * docs/events.md#dates-and-times: the client shows everything in the city's zone, the server's
 * APP_TIMEZONE as the page names it (docs/operations.md#the-city-of-a-page), never the browser's.
 */
export const CITY_TIME_ZONE = CITY.timeZone;

/** The city's wall-clock time at `now` ('yyyy-MM-ddTHH:mm:ss'), the frame the event form works in. */
export const cityWallClock = (now: number, timeZone: string = CITY_TIME_ZONE): string =>
  formatWallClock(instantToWallClock(now, timeZone));

/** The city's calendar day at `now` ('yyyy-MM-dd'): the earliest day the date filter offers. */
export const cityToday = (now: number, timeZone: string = CITY_TIME_ZONE): string =>
  cityWallClock(now, timeZone).slice(0, 10);
