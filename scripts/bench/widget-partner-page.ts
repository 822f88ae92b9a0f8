// docs/partner-feed.md#budgets: the set-up the widget's paint benchmark and the README screenshot share: a real BFF
// with its demo city (as `npm start` runs it), a partner's site on another origin with its strict
// CSP, and Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { startPlatform, type RunningPlatform } from '@city/e2e/platform';
import { startPartnerSite, type PartnerSite } from '@city/e2e/partner-site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { ensureWidgetBuilt } from './widget-size';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function run(args: string[]): void {
  const build = spawnSync('npm', args, { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm ${args.join(' ')} не удалась:\n${build.stdout}\n${build.stderr}`);
}

/** The BFF serves the built app, the feed's server build and widget.js: build what is missing. */
export function ensureBuilds(): void {
  if (!existsSync(path.join(root, 'app', 'dist', 'index.html'))) run(['run', 'build', '--workspace=@city/app']);
  if (!existsSync(path.join(root, 'widgets', 'dist', 'feed', 'server.js'))) run(['run', 'build:feed', '--workspace=@city/widgets']);
  ensureWidgetBuilt();
}

export interface WidgetStage {
  platform: RunningPlatform;
  partner: PartnerSite;
  browser: Browser;
  close(): Promise<void>;
}

/** Everything started, in an order that is undone whatever fails half-way. */
export async function startWidgetStage(): Promise<WidgetStage> {
  ensureBuilds();
  const platform = await startPlatform();
  let partner: PartnerSite | undefined;
  try {
    partner = await startPartnerSite(platform.url);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const started = partner;
    return {
      platform,
      partner: started,
      browser,
      async close() {
        await browser.close();
        await started.close();
        await platform.stop();
      },
    };
  } catch (error) {
    await partner?.close();
    await platform.stop();
    throw error;
  }
}
