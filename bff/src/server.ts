import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { connectDatabase } from './db/connect';
import { createHttpServer, serveApp } from './http-server';
import { migrate } from './db/migrate';
import { isEntryPoint } from './entry-point';
import { createLogger, type Logger } from './logger';
import { loadDemoData } from './seed/demo-data';
import { removeExpiredRows } from './services/housekeeping';
import { startJobQueue } from './jobs/job-queue';
import { systemClock } from './services/clock';
import { createMailer } from './services/mail';
import { startWorkers } from './workers';

export interface StartServerOptions {
  logger?: Logger;
  /** Where the human-readable start-up lines go (stdout by default). */
  print?: (line: string) => void;
}

export interface RunningServer {
  /** Where the server listens, e.g. http://127.0.0.1:41234 (port 0 in the config picks a free one). */
  url: string;
  /** Stops accepting, lets in-flight requests finish, sends queued mail, closes the database. */
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

/** docs/operations.md#kept-copies: config → database → migrations → demo data on a new embedded database → listen. */
export async function startServer(config: AppConfig, options: StartServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));

  const { db, embedded, description } = await connectDatabase(config);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, logger });
  let stopJobs = async (): Promise<void> => {};
  try {
    const { fresh, applied } = await migrate(db);
    if (applied.length > 0) logger.info('migrations applied', { migrations: applied.join(', ') });
    await removeExpiredRows(db);
    const demoAccounts =
      embedded && fresh ? await loadDemoData(db, { city: config.city, timezone: config.timezone, now: new Date() }) : [];

    const jobs = await startJobQueue({ db, logger });
    stopJobs = () => jobs.stop();
    await startWorkers({ config, db, jobs, mailer, logger, clock: systemClock });
    const app = createApp({ config, db, jobs, logger, embedded });
    const server = await listen(app.fetch, config);
    const address = server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${host}:${address.port}`;

    print(`Городские события: сервер слушает ${url} (ссылки в письмах ведут на ${config.publicUrl})`);
    print(`База данных: ${description}`);
    print(
      config.smtpUrl
        ? `Почта: ${mailer.destination}`
        : `Почта: SMTP_URL не задан, письма сохраняются в ${mailer.destination}, ссылки из них печатаются в журнал`,
    );
    if (demoAccounts.length > 0) {
      print('Новая база заполнена демо-данными. Входы:');
      for (const account of demoAccounts) print(`  ${account.role.padEnd(9)} ${account.email}  пароль ${account.password}`);
    }

    let closing: Promise<void> | undefined;
    return {
      url,
      close: () => (closing ??= shutdown(server, async () => {
        // Running jobs finish (a mail in flight is handed over); waiting ones stay for the next start.
        await stopJobs();
        await mailer.close();
        await db.close();
      })),
    };
  } catch (error) {
    await stopJobs().catch(() => {});
    await mailer.close().catch(() => {});
    await db.close().catch(() => {});
    throw error;
  }
}

function listen(fetch: Parameters<typeof serveApp>[1], config: AppConfig): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createHttpServer(config.http);
    serveApp(server, fetch);
    server.listen(config.port, config.host, () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Порт ${config.port} на ${config.host} уже занят: остановите другой процесс или задайте PORT`)
          : error,
      );
    });
  });
}

/** Graceful: no new connections, idle keep-alives closed, in-flight requests finish (or are cut after a grace period). */
async function shutdown(server: Server, afterRequests: () => Promise<void>): Promise<void> {
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  await afterRequests();
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Ошибка настройки:\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Не удалось запустить сервер: ${reason}\n`);
    process.exit(1);
  }
  const stop = (signal: NodeJS.Signals) => {
    process.stdout.write(`Получен ${signal}: завершаем запросы и останавливаемся…\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Ошибка при остановке: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (isEntryPoint(import.meta.url)) void main();
