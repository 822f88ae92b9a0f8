import { buildWhenStale } from '../scripts/builds.mjs';

/**
 * The journeys drive what `npm start` runs: the built app and widget served by the compiled BFF.
 * Each is rebuilt here when missing or older than its sources, so a journey never tests stale code.
 */
export default function globalSetup(): void {
  buildWhenStale();
}
