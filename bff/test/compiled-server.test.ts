import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBED_FEED_PATH } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDS, buildWhenStale } from '../../scripts/builds.mjs';
import { freePort } from '@city/testing/free-port';

const BFF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(BFF, 'dist');

/**
 * What production runs: `node --enable-source-maps bff/dist/server.js` (scripts/start.mjs), built
 * here when stale. The bundle lives elsewhere than the sources, so this is where a file read at run
 * time beside a module (the migrations, the moderation model, the widget's build) goes missing.
 */
describe('the compiled server (bff/dist)', () => {
  let dataDir: string;
  let server: ChildProcess;
  let url: string;
  let printed = '';

  beforeAll(async () => {
    buildWhenStale(BUILDS.filter((build) => build.workspace === '@city/bff'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-compiled-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--enable-source-maps', path.join(DIST, 'server.js')], {
      cwd: os.tmpdir(),
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`Собранный сервер завершился при запуске:\n${printed}`);
      if (Date.now() > deadline) throw new Error(`Собранный сервер не ответил на /api/health за 30 с:\n${printed}`);
      const health = await fetch(`${url}/api/health`).catch(() => null);
      if (health?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('carries every migration of the sources', () => {
    const sqlFiles = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.sql')).sort();
    expect(sqlFiles(path.join(DIST, 'migrations'))).toEqual(sqlFiles(path.join(BFF, 'src', 'db', 'migrations')));
  });

  it('answers /api/health once migrated, with the moderation model loaded', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(printed).toContain('Новая база заполнена демо-данными');
  });

  it('lists the demo events from the migrated database', async () => {
    const response = await fetch(`${url}/api/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { events: unknown[] };
    expect(body.events.length).toBeGreaterThan(0);
  });

  it('renders the partner feed from the widget build (widgets/dist, found from the bundle)', async () => {
    const response = await fetch(`${url}${EMBED_FEED_PATH}`);
    expect(response.status, printed).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('maps the bundle back to the TypeScript sources for stack traces', () => {
    const map = JSON.parse(fs.readFileSync(path.join(DIST, 'server.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toContain('../src/server.ts');
  });
});
