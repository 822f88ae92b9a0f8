// docs/operations.md#budgets: Lighthouse 12's performance audit of the landing page,
// the sign-in page and the signed-in events list, on a phone (the default config: simulated slow 4G
// and a 4× slower CPU) and on a computer (the desktop preset). Median of three runs each, Debian's
// Chromium headless, against the built app on the demo city.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { startAppStage, type AppStage } from './app-stage';
import type { Benchmark, BenchResult } from './benchmark';
import { median } from './statistics';

const RUNS = 3;
/** Lighthouse now and then fails to record a trace (NO_NAVSTART…): such a run is made again. */
const ATTEMPTS_PER_RUN = 3;

const PAGES = [
  { path: '/', label: 'главная', signedIn: false },
  { path: '/login', label: 'вход', signedIn: false },
  { path: '/events', label: 'события (вход выполнен)', signedIn: true },
] as const;

const FORM_FACTORS = [
  { name: 'телефон', config: undefined as Config | undefined, minScore: 90, checksLcp: true },
  { name: 'компьютер', config: desktopConfig as Config, minScore: 95, checksLcp: false },
] as const;

/** "CLS < 0.05": the budget row is "≤", so it sits just under. */
const MAX_CLS = 0.049;
const MAX_MOBILE_LCP_MS = 2500;

interface Run {
  score: number;
  cls: number;
  lcpMs: number;
}

async function audit(url: string, config: Config | undefined, cookie: string | null): Promise<Run> {
  let lastError = '';
  for (let attempt = 0; attempt < ATTEMPTS_PER_RUN; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        },
        config,
      );
      const lhr: Result | undefined = result?.lhr;
      const score = lhr?.categories['performance']?.score;
      if (!lhr || lhr.runtimeError || score === null || score === undefined) {
        lastError = lhr?.runtimeError?.message ?? 'Lighthouse не вернул результат';
        continue;
      }
      return {
        score: Math.round(score * 100),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      };
    } finally {
      await chrome.kill();
    }
  }
  throw new Error(`Lighthouse ${url}: ${lastError}`);
}

async function measure(stage: AppStage): Promise<BenchResult[]> {
  const cookie = `${stage.sessionCookie.name}=${stage.sessionCookie.value}`;
  const results: BenchResult[] = [];
  for (const page of PAGES) {
    for (const form of FORM_FACTORS) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await audit(`${stage.platform.url}${page.path}`, form.config, page.signedIn ? cookie : null));
      }
      const name = `${page.path} ${page.label}, ${form.name}`;
      results.push({
        name: `${name}: Performance, медиана ${RUNS}`,
        value: median(runs.map((run) => run.score)),
        unit: 'баллов',
        budget: form.minScore,
        lowerIsBetter: false,
      });
      results.push({
        name: `${name}: CLS, медиана ${RUNS}`,
        value: Math.round(median(runs.map((run) => run.cls)) * 1000) / 1000,
        unit: '',
        budget: MAX_CLS,
        lowerIsBetter: true,
      });
      if (form.checksLcp) {
        results.push({
          name: `${name}: LCP, медиана ${RUNS}`,
          value: Math.round(median(runs.map((run) => run.lcpMs))),
          unit: 'мс',
          budget: MAX_MOBILE_LCP_MS,
          lowerIsBetter: true,
        });
      }
    }
  }
  return results;
}

const benchmark: Benchmark = {
  title: 'Lighthouse 12: производительность на телефоне и на компьютере',
  async run() {
    const stage = await startAppStage();
    try {
      return await measure(stage);
    } finally {
      await stage.close();
    }
  },
};
export default benchmark;
