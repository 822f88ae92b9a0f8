// docs/operations.md#budgets: GET /api/events at city scale on PostgreSQL (100,000 events, 20,000 people), each
// case against the yardstick, a bare Hono server answering a fixed 25-event JSON (our own
// first page, signed out), measured alternately in one run so the machine's mood hits both alike. Needs a PostgreSQL server; skipped (no rows) without one.
//   BENCH_DATABASE_URL   a server to create the benchmark's database on (default: the local one)
//   BENCH_LIST_DATABASE  an already seeded database to use instead (kept afterwards)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SEEDED_USERS_PASSWORD } from '@city/bff/seed';
import { repositoryRoot as ROOT, startPlatform, type RunningPlatform } from '@city/e2e/platform';
import { freePort } from '@city/testing/free-port';
import type { Benchmark, BenchResult } from './benchmark';
import { median } from './statistics';
import { buildWhenStale } from '../builds.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 32;
const SECONDS = 5;
const ROUNDS = 3;
const RATIO_BUDGET = 0.25;

interface ListCase {
  name: string;
  query: string;
  signedIn: boolean;
  p99Budget: number;
}

const CASES: ListCase[] = [
  { name: 'страница 1, без входа', query: 'page=1', signedIn: false, p99Budget: 50 },
  { name: 'страница 1, с входом', query: 'page=1', signedIn: true, p99Budget: 50 },
  { name: 'страница 40', query: 'page=40', signedIn: true, p99Budget: 50 },
  { name: 'поиск одного слова', query: `page=1&search=${encodeURIComponent('концерт')}`, signedIn: true, p99Budget: 100 },
  {
    name: 'категория + неделя',
    query: `page=1&category=${encodeURIComponent('спорт и туризм')}&dateFilter=week`,
    signedIn: true,
    p99Budget: 50,
  },
];

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const databaseUrl = (name: string): string => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface RunningProcess {
  child: ChildProcess;
  /** The end of what it printed, for a failure's message. */
  output(): string;
}

/** Starts a process, keeping what it prints. */
function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): RunningProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { child, output: () => Buffer.concat(chunks).toString('utf8').slice(-3000) };
}

async function waitFor(url: string, { child, output }: RunningProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: процесс завершился при запуске:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} не ответил за 120 с`);
}

async function signIn(baseUrl: string, dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows } = await client.query<{ email: string }>(
    `SELECT email FROM users WHERE email LIKE '%@example.com' AND role = 'user' AND status = 'confirmed' ORDER BY id LIMIT 1`,
  );
  await client.end();
  const email = rows[0]?.email;
  if (!email) throw new Error('в базе нет засеянных пользователей');
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password: SEEDED_USERS_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie');
  if (!response.ok || !cookie) throw new Error(`вход ${email}: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

interface Load {
  rps: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} ответов с ошибкой из ${result.requests.total}`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

interface Yardstick {
  url: string;
  stop(): void;
}

/** The bare Hono server, answering our own first page (25 events) as a fixed body. */
async function startYardstick(platformUrl: string, scratch: string): Promise<Yardstick> {
  const page = await fetch(`${platformUrl}/api/events?page=1`);
  if (!page.ok) throw new Error(`/api/events: ${page.status} ${await page.text()}`);
  const bodyFile = path.join(scratch, 'body.json');
  writeFileSync(bodyFile, await page.text());
  const port = await freePort();
  const bare = startProcess(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'scripts', 'bench', 'bare-hono-server.ts'), String(port), bodyFile],
    process.env,
  );
  const url = `http://127.0.0.1:${port}/api/events?page=1`;
  await waitFor(url, bare);
  return { url, stop: () => bare.child.kill('SIGTERM') };
}

async function measureCase(listCase: ListCase, platformUrl: string, cookie: string, yardstickUrl: string): Promise<BenchResult[]> {
  const url = `${platformUrl}/api/events?${listCase.query}`;
  const headers: Record<string, string> = listCase.signedIn ? { Cookie: cookie } : {};
  const sample = await fetch(url, { headers });
  if (!sample.ok) throw new Error(`${url}: ${sample.status} ${await sample.text()}`);
  await load(yardstickUrl, {}, 1);
  await load(url, headers, 1);
  const ours: Load[] = [];
  const yardstick: Load[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    yardstick.push(await load(yardstickUrl, {}));
    ours.push(await load(url, headers));
  }
  const ratio = median(ours.map((run) => run.rps)) / median(yardstick.map((run) => run.rps));
  const p99 = median(ours.map((run) => run.p99));
  console.log(
    `     ${listCase.name}: ${Math.round(median(ours.map((run) => run.rps)))} запросов/с ` +
      `(голый Hono ${Math.round(median(yardstick.map((run) => run.rps)))}), p99 ${p99} мс`,
  );
  return [
    { name: `${listCase.name}: доля от голого Hono`, value: Math.round(ratio * 1000) / 1000, unit: '', budget: RATIO_BUDGET, lowerIsBetter: false },
    { name: `${listCase.name}: p99`, value: p99, unit: 'мс', budget: listCase.p99Budget, lowerIsBetter: true },
  ];
}

const benchmark: Benchmark = {
  title: `Список событий на 100 000 событий (PostgreSQL, ${CONNECTIONS} соединения)`,
  async run() {
    if (!(await reachable(SERVER_URL))) {
      console.log(`     пропущено: PostgreSQL недоступен (${SERVER_URL})`);
      return [];
    }
    const scratch = mkdtempSync(path.join(tmpdir(), 'city-bench-list-'));
    const ownDatabase = process.env.BENCH_LIST_DATABASE ? null : `city_bench_list_${process.pid}`;
    const dbUrl = databaseUrl(process.env.BENCH_LIST_DATABASE ?? ownDatabase!);
    let platform: RunningPlatform | undefined;
    try {
      if (ownDatabase) {
        await adminQuery(`CREATE DATABASE ${ownDatabase}`);
        const seeded = spawnSync('npm', ['run', '--silent', 'seed', '--', '--events', '100000', '--users', '20000'], {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: dbUrl },
          encoding: 'utf8',
        });
        if (seeded.status !== 0) throw new Error(`seed: ${seeded.stderr || seeded.stdout}`);
      }
      // The server as `npm start` runs it, on the seeded database.
      buildWhenStale();
      platform = await startPlatform({ DATABASE_URL: dbUrl });
      const platformUrl = platform.url;
      const cookie = await signIn(platformUrl, dbUrl);
      const yardstick = await startYardstick(platformUrl, scratch);
      try {
        const rows: BenchResult[] = [];
        for (const listCase of CASES) rows.push(...(await measureCase(listCase, platformUrl, cookie, yardstick.url)));
        return rows;
      } finally {
        yardstick.stop();
      }
    } finally {
      await platform?.stop();
      if (ownDatabase) await adminQuery(`DROP DATABASE IF EXISTS ${ownDatabase} WITH (FORCE)`).catch(() => {});
      rmSync(scratch, { recursive: true, force: true });
    }
  },
};

export default benchmark;
