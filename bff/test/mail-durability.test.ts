import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@city/testing/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDS, buildWhenStale } from '../../scripts/builds.mjs';
import { closeTestTemplates, startSmtpCatcher, testDatabases, type TestDatabase } from '../src/testing';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const PASSWORD = 'Secret12';

afterAll(closeTestTemplates);

interface Instance {
  process: ChildProcess;
  url: string;
  output: () => string;
}

/** The compiled server as production runs it, on `database` (a PGlite folder or a PostgreSQL URL). */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(DIST, 'server.js')], {
    cwd: os.tmpdir(),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${printed}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health within 60 s:\n${printed}`);
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: child, url, output: () => printed };
}

async function stop(instance: Instance | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!instance || instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill(signal);
  await exited;
}

/**
 * docs/operations.md#mail: an answer that promised a mail is kept to even if the process dies the next
 * instant, with SMTP down at the time: the mail waits in the database for the next instance.
 */
describe.each(testDatabases())('a promised mail across kill -9 on $name', ({ name, create }) => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  let env: Record<string, string>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    buildWhenStale(BUILDS.filter((build) => build.workspace === '@city/bff'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-durability-'));
    if (name === 'postgres') database = await create();
    env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' };
  });
  afterAll(async () => {
    for (const instance of instances) await stop(instance, 'SIGKILL');
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the verification mail after the instance that answered was killed', async () => {
    const smtpPort = await freePort();
    const first = await startInstance({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    instances.push(first);
    const email = `durable-${name}@example.com`;
    const registered = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD }),
    });
    expect(registered.status, first.output()).toBe(201);
    await stop(first, 'SIGKILL');

    const smtp = await startSmtpCatcher({ port: smtpPort });
    try {
      const second = await startInstance({ ...env, SMTP_URL: smtp.url });
      instances.push(second);
      const mail = await smtp.nextMailTo(email, 30_000);
      expect(mail.subject).toContain('Подтвердите email');
      expect(mail.text).toContain('/verify-email?token=');
      await stop(second, 'SIGTERM');
      expect(smtp.messages.filter((caught) => caught.to.includes(email))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
