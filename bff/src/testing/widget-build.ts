import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, three levels above this file (bff/src/testing/widget-build.ts). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WIDGETS = path.join(REPO_ROOT, 'widgets');

/** Where `npm run build` puts the widget; the test apps serve it from there. */
export const WIDGET_DIST = path.join(WIDGETS, 'dist');

/** Everything the widget's two builds are made from. */
const SOURCES = ['widgets/src', 'widgets/package.json', 'widgets/vite.feed.config.ts', 'widgets/vite.element.config.ts', 'design-system/src', 'contracts/src'];

function newestMtime(full: string): number {
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((newest, name) => Math.max(newest, newestMtime(path.join(full, name))), stat.mtimeMs);
}

const isStale = (output: string, sourcesChangedAt: number): boolean =>
  !fs.existsSync(output) || fs.statSync(output).mtimeMs < sourcesChangedAt;

interface WidgetBuild {
  config: string;
  /** The file whose age decides whether the build is stale. */
  output: string;
}

const FEED_BUILD: WidgetBuild = { config: 'vite.feed.config.ts', output: path.join(WIDGET_DIST, 'feed', 'server.js') };
const ELEMENT_BUILD: WidgetBuild = { config: 'vite.element.config.ts', output: path.join(WIDGET_DIST, 'widget.js') };

/**
 * Builds the partner widget (the feed's server module and CSS, and the element's widget.js) with
 * the project's own vite configs when a build is missing or older than its sources, the rule
 * scripts/start.mjs applies to the app. The element's build is skipped while its config does not
 * exist; the BFF then answers /widget.js with 503.
 */
export async function ensureWidgetBuild(): Promise<string[]> {
  const sourcesChangedAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(REPO_ROOT, source))));
  const built: string[] = [];
  const { build } = await import('vite');
  for (const widgetBuild of [FEED_BUILD, ELEMENT_BUILD]) {
    const configFile = path.join(WIDGETS, widgetBuild.config);
    if (!fs.existsSync(configFile) || !isStale(widgetBuild.output, sourcesChangedAt)) continue;
    await build({ configFile, root: WIDGETS, logLevel: 'warn' });
    built.push(widgetBuild.config);
  }
  return built;
}
