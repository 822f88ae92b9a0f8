import { ensureWidgetBuild } from '../../src/testing/widget-build';

/**
 * vitest globalSetup (node and pact projects): the partner feed's routes serve the built widget,
 * so it is built once, before any suite starts, when missing or stale (never in parallel).
 */
export default async function setup(): Promise<void> {
  const built = await ensureWidgetBuild();
  if (built.length > 0) console.log(`Собран виджет для партнёров: ${built.join(', ')}`);
}
