import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/job-queue';
import type { Logger } from './logger';
import type { Clock } from './services/clock';
import type { Mailer } from './services/mail';
import { createMailOutbox, startMailWorker } from './services/mail-delivery';
import { createReminders } from './services/reminders';

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
 * the same workers; the queue hands each job to one of them, and a schedule fires once for all.
 */
export async function startWorkers({ config, db, jobs, mailer, logger, clock }: WorkerDeps): Promise<void> {
  await startMailWorker({ queue: jobs, mailer, logger, mailFrom: config.mailFrom, clock });
  // A restart is often the fix (a corrected SMTP_URL, a server back up): mails that waited for a
  // retry are tried now, not at their next turn hours away.
  await jobs.enqueue(db, 'mail-probe', {}, { key: `start:${randomUUID()}` });

  const reminders = createReminders({ db, outbox: createMailOutbox(jobs), clock, publicUrl: config.publicUrl, timeZone: config.timezone });
  await jobs.work('reminders-sweep', async () => {
    const queued = await reminders.sweep();
    if (queued > 0) logger.info('reminders queued', { reminders: queued });
  });
  await jobs.schedule('reminders-sweep', '* * * * *');
}
