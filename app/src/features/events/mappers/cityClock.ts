import { DEFAULT_CITY_TIME_ZONE, formatWallClock, instantToWallClock } from '@city/contracts';

/**
 * docs/events.md#dates-and-times: the client shows everything in the city's zone. The browser is not told the
 * server's APP_TIMEZONE yet, so the app reads the launch city's zone (docs/operations.md#configuration default).
 */
export const CITY_TIME_ZONE = DEFAULT_CITY_TIME_ZONE;

/** The city's wall-clock time at `now` ('yyyy-MM-ddTHH:mm:ss'), the frame the event form works in. */
export const cityWallClock = (now: number, timeZone: string = CITY_TIME_ZONE): string =>
  formatWallClock(instantToWallClock(now, timeZone));

/** The city's calendar day at `now` ('yyyy-MM-dd'): the earliest day the date filter offers. */
export const cityToday = (now: number, timeZone: string = CITY_TIME_ZONE): string =>
  cityWallClock(now, timeZone).slice(0, 10);
