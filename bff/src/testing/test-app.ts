import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../app';
import type { AppEnv } from '../app-env';
import { DEFAULT_HTTP_LIMITS, type AppConfig } from '../config';
import type { Database } from '../db/database';
import { createHttpServer, serveApp } from '../http-server';
import { createLogger } from '../logger';
import type { Clock } from '../services/clock';
import { startJobQueue, type JobQueue } from '../jobs/job-queue';
import { systemClock } from '../services/clock';
import { createMailer } from '../services/mail';
import { startWorkers } from '../workers';
import { TestClient } from './test-client';
import { WIDGET_DIST } from './widget-build';

export interface TestAppOptions {
  db: Database;
  /** SMTP catcher URL; without it mails go to a temporary outbox. */
  smtpUrl?: string | null;
  config?: Partial<AppConfig>;
  /** Adds routes after the app's own (test-only routes, e.g. a write for the access policy). */
  extend?: (app: Hono<AppEnv>) => void;
  /** The instant the event rules read (see testClock); the system clock by default. */
  clock?: Clock;
  /** As the server runs on the embedded database (the lists' flood guard on). */
  embedded?: boolean;
  /** The first retry's delay in seconds (an SMTP outage test shortens it). */
  retryDelaySeconds?: number;
  /** False: the instance queues jobs but works none (as if its workers had not started yet). */
  workers?: boolean;
}

export interface TestApp {
  url: string;
  config: AppConfig;
  app: Hono<AppEnv>;
  /** This instance's job queue: `settled()` waits until queued mail has been handed over. */
  jobs: JobQueue;
  /** Every JSON log line the app wrote. */
  logs: string[];
  client(defaultHeaders?: Record<string, string>): TestClient;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const scratch = path.join(os.tmpdir(), 'city-bff-test');
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:3000',
    databaseUrl: null,
    dataDir: scratch,
    smtpUrl: null,
    mailFrom: '"Городские события" <no-reply@example.com>',
    city: 'Москва',
    timezone: 'Europe/Moscow',
    supportEmail: 'support@example.com',
    trustProxy: false,
    logLevel: 'debug',
    staticDir: path.join(scratch, 'no-static'),
    // The real build: test/global-setup builds it when missing or stale.
    widgetDir: WIDGET_DIST,
    storybookDir: path.join(scratch, 'no-storybook'),
    moderation: { threshold: null, llm: null },
    http: DEFAULT_HTTP_LIMITS,
    passwordHashing: { concurrency: 2, queueTimeoutMs: 3000 },
    ...overrides,
  };
}

/**
 * The real app over real HTTP on 127.0.0.1 (port 0). The socket is opened first so PUBLIC_URL
 * can be the server's own address: links in mails then point back at it.
 */
export async function startTestApp({
  db,
  smtpUrl = null,
  config: overrides = {},
  extend,
  clock,
  embedded = false,
  retryDelaySeconds,
  workers = true,
}: TestAppOptions): Promise<TestApp> {
  // The server's own limits (docs/operations.md#configuration): a test may shorten them through `config.http`.
  const server: Server = createHttpServer(overrides.http ?? DEFAULT_HTTP_LIMITS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Its own scratch DATA_DIR (the outbox, when no SMTP catcher is given), removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-bff-app-'));
  const config = testConfig({ publicUrl: url, smtpUrl, dataDir, ...overrides });
  const logs: string[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => logs.push(line) });
  const mailer = createMailer({ smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, logger });
  const jobs = await startJobQueue({ db, logger, pollingIntervalSeconds: 0.5, retryDelaySeconds });
  if (workers) await startWorkers({ config, db, jobs, mailer, logger, clock: clock ?? systemClock });
  const app = createApp({ config, db, jobs, logger, clock, embedded });
  extend?.(app);
  serveApp(server, app.fetch);
  return {
    url,
    config,
    app,
    jobs,
    logs,
    client: (defaultHeaders) => new TestClient(url, defaultHeaders),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop();
      await mailer.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
