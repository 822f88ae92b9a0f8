import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@city/testing/free-port';
import { startSmtpCatcher, type SmtpCatcher } from '@city/testing/smtp-catcher';

/** The repository root: the server and the CLI commands run from here. */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The environment the server runs with; a preparation step gets the same one (same DATA_DIR). */
export type PlatformEnvironment = Record<string, string | undefined>;

export interface RunningPlatform {
  url: string;
  mail: SmtpCatcher;
  /** Everything the server printed, for diagnosing a failed journey. */
  output: () => string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Сервер завершился при запуске:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Сервер не ответил на /api/health за 60 с:\n${output()}`);
}

/**
 * The platform as `npm start` runs it (the compiled BFF serving app/dist on a fresh embedded database),
 * with its mail going over real SMTP to a catcher in this process. `extraEnv` adds settings
 * (e.g. TRUST_PROXY) on top of these. `prepare` runs before the server starts, with the server's
 * environment: the embedded database admits one process at a time, so CLI commands that write
 * into it (create-user) must finish before the server opens it.
 */
export async function startPlatform(
  extraEnv: Record<string, string> = {},
  prepare?: (env: PlatformEnvironment) => Promise<void>,
): Promise<RunningPlatform> {
  const mail = await startSmtpCatcher();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'city-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: PlatformEnvironment = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    MAIL_FROM: 'Городские события <noreply@example.com>',
    DATABASE_URL: '',
    ...extraEnv,
  };
  try {
    await prepare?.(env);
  } catch (error) {
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let printed = '';
  // The compiled server, as `npm start` runs it (built when stale by ../global-setup.ts).
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(repositoryRoot, 'bff', 'dist', 'server.js')], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const output = () => printed;
  await waitForHealth(url, server, output);

  return {
    url,
    mail,
    output,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await mail.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
