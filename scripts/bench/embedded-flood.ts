// issue 13: the embedded database (PGlite) works on the server's own thread, so one client
// flooding the public list must not leave everyone else waiting. One client sends 1,000
// requests/s to GET /api/events for 10 s (the same page, then every page in turn); meanwhile
// /api/health is asked every 100 ms, and its slowest answer is the figure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Benchmark, BenchResult } from './benchmark';
import { freePort } from '../../bff/src/testing/free-port';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FLOOD_RATE = 1000;
const FLOOD_SECONDS = 10;
const PROBE_EVERY_MS = 100;
const BUDGET_MS = 100;

/** The server as `npm start` runs it (or from its sources with BENCH_FROM_SOURCE=1), on a new embedded database. */
function startEmbedded(port: number, dataDir: string) {
  const args =
    process.env.BENCH_FROM_SOURCE === '1'
      ? ['--import', 'tsx', path.join(ROOT, 'bff', 'src', 'server.ts')]
      : [path.join(ROOT, 'scripts', 'start.mjs')];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return { child, output: () => Buffer.concat(output).toString('utf8').slice(-2000) };
}

async function waitForHealth(url: string, server: ReturnType<typeof startEmbedded>): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`сервер завершился при запуске:\n${server.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('сервер не ответил на /api/health за 180 с');
}

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
    const dataDir = mkdtempSync(path.join(tmpdir(), 'city-bench-flood-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startEmbedded(port, dataDir);
    try {
      await waitForHealth(url, server);
      const samePage = await slowestHealthDuring(url, flood(url, 'same'));
      // The flood guard's window must start afresh for the second flood.
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      const everyPage = await slowestHealthDuring(url, flood(url, 'every-page'));
      const row = (name: string, value: number): BenchResult => ({ name, value, unit: 'мс', budget: BUDGET_MS, lowerIsBetter: true });
      return [
        row('самый долгий ответ /api/health: одна и та же страница', samePage),
        row('самый долгий ответ /api/health: страница за страницей', everyPage),
      ];
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default benchmark;
