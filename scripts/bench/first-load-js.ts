// docs/operations.md#budgets: the JavaScript a first visit downloads, as the wire
// carries it (compressed, headers included), from the navigation until the network is idle, in
// Debian's Chromium with nothing cached. /login as a visitor sees it, /events signed in.
import { chromium, type Request } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { startAppStage, type AppStage } from './app-stage';
import type { Benchmark, BenchResult } from './benchmark';
import { median } from './statistics';

const RUNS = 3;

interface Route {
  path: string;
  signedIn: boolean;
  /** What the page shows once it is there (its h1). */
  heading: string;
  budgetKb: number;
}

const ROUTES: Route[] = [
  { path: '/login', signedIn: false, heading: 'Вход', budgetKb: 120 },
  { path: '/events', signedIn: true, heading: 'События', budgetKb: 160 },
];

export interface ScriptLoad {
  /** Compressed body plus response headers, every script of the page. */
  bytes: number;
  scripts: number;
  /** Scripts over 1 KB that came without Content-Encoding: each is a compression miss worth a look. */
  uncompressed: string[];
}

/** One visit in a fresh browser context (an empty cache), optionally with the session cookie. */
export async function measureScripts(stage: AppStage, route: Pick<Route, 'path' | 'signedIn' | 'heading'>): Promise<ScriptLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (route.signedIn) await context.addCookies([{ ...stage.sessionCookie, url: stage.platform.url }]);
    const page = await context.newPage();
    const measured: Array<Promise<{ bytes: number; url: string; encoded: boolean }>> = [];
    page.on('requestfinished', (request: Request) => {
      if (request.resourceType() !== 'script') return;
      measured.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const encoding = response ? await response.headerValue('content-encoding') : null;
          return {
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            url: request.url(),
            // The build leaves a file plain when compressing would not make it smaller.
            encoded: Boolean(encoding) || sizes.responseBodySize < 1024,
          };
        })(),
      );
    });
    await page.goto(`${stage.platform.url}${route.path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(measured);
    return {
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      scripts: scripts.length,
      uncompressed: scripts.filter((script) => !script.encoded).map((script) => new URL(script.url).pathname),
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const benchmark: Benchmark = {
  title: 'Первая загрузка: JavaScript по сети (сжатый, с заголовками)',
  async run() {
    const stage = await startAppStage();
    try {
      const results: BenchResult[] = [];
      for (const route of ROUTES) {
        const loads: ScriptLoad[] = [];
        for (let run = 0; run < RUNS; run += 1) loads.push(await measureScripts(stage, route));
        const uncompressed = [...new Set(loads.flatMap((load) => load.uncompressed))];
        if (uncompressed.length > 0) console.warn(`${route.path}: скрипты без сжатия: ${uncompressed.join(', ')}`);
        results.push({
          name: `${route.path}${route.signedIn ? ' (вход выполнен)' : ''}: скрипты до затишья сети, медиана ${RUNS} (файлов: ${median(loads.map((load) => load.scripts))})`,
          value: kb(median(loads.map((load) => load.bytes))),
          unit: 'КБ',
          budget: route.budgetKb,
          lowerIsBetter: true,
        });
      }
      return results;
    } finally {
      await stage.close();
    }
  },
};
export default benchmark;
