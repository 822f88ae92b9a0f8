import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/job-queue';
import type { Logger } from './logger';
import type { Clock } from './services/clock';
import type { Mailer } from './services/mail';
import { startMailWorker } from './services/mail-delivery';

export interface WorkerDeps {
  config: AppConfig;
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
}

/**
 * What this instance works on besides requests (docs/operations.md#job-queue). Every instance runs
 * the same workers; the queue hands each job to one of them.
 */
export async function startWorkers({ config, jobs, mailer, logger }: WorkerDeps): Promise<void> {
  await startMailWorker({ queue: jobs, mailer, logger, mailFrom: config.mailFrom });
}
