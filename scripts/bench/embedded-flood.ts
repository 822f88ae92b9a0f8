// docs/operations.md#flood-guard: the embedded database (PGlite) works on the server's own thread, so one client
// flooding the public list must not leave everyone else waiting. One client sends 1,000
// requests/s to GET /api/events for 10 s (the same page, then every page in turn); meanwhile
// /api/health is asked every 100 ms, and its slowest answer is the figure.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot as ROOT, startPlatform } from '@city/e2e/platform';
import { buildWhenStale } from '../builds.mjs';
import type { Benchmark, BenchResult } from './benchmark';

const FLOOD_RATE = 1000;
const FLOOD_SECONDS = 10;
const PROBE_EVERY_MS = 100;
const BUDGET_MS = 100;

/** The slowest /api/health answer while `flood` runs. */
async function slowestHealthDuring(url: string, flood: Promise<unknown>): Promise<number> {
  let slowest = 0;
  let flooding = true;
  void flood.finally(() => {
    flooding = false;
  });
  while (flooding) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.text();
    if (!response.ok) throw new Error(`/api/health ответил ${response.status}`);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  await flood;
  return Math.round(slowest * 10) / 10;
}

/** The flooding client, in a process of its own like a real one (scripts/bench/flood-client.ts). */
function flood(url: string, mode: 'same' | 'every-page'): Promise<void> {
  const client = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'bench', 'flood-client.ts'), url, String(FLOOD_RATE), String(FLOOD_SECONDS), mode],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    client.once('error', reject);
    client.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`flood-client: код ${code}`))));
  });
}

const benchmark: Benchmark = {
  title: `Встроенная база: /api/health, пока один клиент шлёт ${FLOOD_RATE} запросов/с к /api/events`,
  async run() {
    // The server as `npm start` runs it, on a new embedded database with the demo city.
    buildWhenStale();
    const platform = await startPlatform();
    try {
      const samePage = await slowestHealthDuring(platform.url, flood(platform.url, 'same'));
      // The flood guard's bucket must be full again for the second flood.
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      const everyPage = await slowestHealthDuring(platform.url, flood(platform.url, 'every-page'));
      const row = (name: string, value: number): BenchResult => ({ name, value, unit: 'мс', budget: BUDGET_MS, lowerIsBetter: true });
      return [
        row('самый долгий ответ /api/health: одна и та же страница', samePage),
        row('самый долгий ответ /api/health: страница за страницей', everyPage),
      ];
    } finally {
      await platform.stop();
    }
  },
};

export default benchmark;
