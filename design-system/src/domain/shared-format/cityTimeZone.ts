import { LAUNCH_CITY } from '@city/contracts';

let shownIn = LAUNCH_CITY.timeZone;

/**
 * docs/operations.md#the-city-of-a-page: the zone dates and times are shown in when a component
 * or formatter is not given one. The app sets it once at boot from the page the server sent
 * (its APP_TIMEZONE); stories and tests see the launch city's.
 */
export const cityTimeZone = (): string => shownIn;

/** Called before the first render; a page serves one city for its whole life. */
export function showDatesIn(timeZone: string): void {
  shownIn = timeZone;
}
