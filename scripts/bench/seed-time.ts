// The seed at city scale: `npm run seed -- --events 100000 --users 20000` on PostgreSQL within
// 60 s, timed from outside as a person runs it (npm, tsx, migrations, generation, the load and
// ANALYZE), into a fresh database dropped afterwards. Needs a PostgreSQL server; skipped (no
// rows) without one.
//   BENCH_DATABASE_URL   a server to create the throw-away database on (default: the local one)
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { Benchmark } from './benchmark';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = 100_000;
const USERS = 20_000;
const BUDGET_SECONDS = 60;

async function withClient<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const reachable = (url: string): Promise<boolean> =>
  withClient(url, async () => true).catch(() => false);

const databaseUrl = (name: string): string => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs the command to its end; resolves with the wall-clock seconds, rejects on a failure. */
function timedRun(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve(seconds);
      else reject(new Error(`${command} ${args.join(' ')}: код ${code}\n${Buffer.concat(chunks).toString('utf8').slice(-3000)}`));
    });
  });
}

const benchmark: Benchmark = {
  title: `Засев ${EVENTS.toLocaleString('ru-RU')} событий и ${USERS.toLocaleString('ru-RU')} пользователей (PostgreSQL)`,
  async run() {
    if (!(await reachable(SERVER_URL))) {
      console.log(`     пропущено: PostgreSQL недоступен (${SERVER_URL})`);
      return [];
    }
    const name = `city_bench_seed_${process.pid}`;
    await withClient(SERVER_URL, (admin) => admin.query(`CREATE DATABASE ${name}`));
    try {
      const env = { ...process.env, DATABASE_URL: databaseUrl(name) };
      const seconds = await timedRun('npm', ['run', 'seed', '--', '--events', String(EVENTS), '--users', String(USERS)], env);
      const [counts] = await withClient(databaseUrl(name), async (client) =>
        (
          await client.query<{ events: number; users: number }>(
            'SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM users) AS users',
          )
        ).rows,
      );
      if (counts?.events !== EVENTS || counts.users !== USERS) {
        throw new Error(`после засева ${counts?.events} событий и ${counts?.users} пользователей`);
      }
      return [
        {
          name: 'npm run seed, весь процесс',
          value: Math.round(seconds * 10) / 10,
          unit: 'с',
          budget: BUDGET_SECONDS,
          lowerIsBetter: true,
        },
      ];
    } finally {
      await withClient(SERVER_URL, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  },
};

export default benchmark;
