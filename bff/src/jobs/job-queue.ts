import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { jobIdFor } from './job-id';
import { JOB_SCHEMA } from './job-schema';
import { libraryConnection } from './library-connection';
import { FAILED_JOBS_KEPT_SECONDS, QUEUE_NAMES, QUEUES, type QueueName } from './queues';

/** A job younger than this is in passing, not waiting (QueueStats.pending). */
const BACKLOG_AFTER_SECONDS = 10;

/** Jobs one worker takes at a time; they run side by side (ten SMTP hand-overs, say). */
const BATCH_SIZE = 10;

export interface JobQueueOptions {
  db: Database;
  logger: Logger;
  /** How often an idle worker looks for new jobs (pg-boss polls; 0.5 s is its floor). */
  pollingIntervalSeconds?: number;
  /** Tests shorten the retries' first delay so an outage and its end fit in a test. */
  retryDelaySeconds?: number;
}

export interface Job<T> {
  id: string;
  data: T;
}

export interface EnqueueOptions {
  /** The idempotency key: a second job under the same key is not queued (docs/operations.md#job-queue). */
  key: string;
  /** Not before this instant (the queue's clock: the database server's). */
  startAfter?: Date;
}

export interface QueueStats {
  /**
   * Retrying, or waiting or running for longer than a moment: a backlog, not the every-minute
   * sweep that is picked up at once.
   */
  pending: number;
  /** Gave up after every retry, within the last week. */
  failed: number;
}

export interface JobQueue {
  /** Queues a job inside the caller's transaction: it exists exactly when the change does. */
  enqueue(tx: Database, name: QueueName, data: object, options: EnqueueOptions): Promise<void>;
  /** Runs `handler` for the queue's jobs on this instance; a throw means "retry later". */
  work<T>(name: QueueName, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /** Sends a job every time `cron` fires; pg-boss fires it once across all instances. */
  schedule(name: QueueName, cron: string): Promise<void>;
  /** Brings the queue's waiting retries forward to now (the service they wait for is back). */
  hurry(name: QueueName): Promise<number>;
  /** Jobs waiting for a retry in `name`. */
  retrying(name: QueueName): Promise<number>;
  stats(): Promise<Record<QueueName, QueueStats>>;
  /** Resolves once no job is due or running (tests; graceful shutdown). */
  settled(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * docs/operations.md#job-queue: pg-boss on the platform's own database: the tables live beside
 * ours (PGlite included, through the same connection), every instance works the same queues and
 * `SKIP LOCKED` hands each job to one of them.
 */
export async function startJobQueue({
  db,
  logger,
  pollingIntervalSeconds = 2,
  retryDelaySeconds,
}: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: libraryConnection(db),
    schema: JOB_SCHEMA,
    // A mail job carries its links until delivered: done jobs leave the table within the hour and
    // the archive a day later (docs/operations.md#mail). Failures stay a week for the dashboard.
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: FAILED_JOBS_KEPT_SECONDS,
    deleteAfterDays: 1,
  });
  boss.on('error', (error: Error) => logger.error('job queue error', { error: error.message }));
  await boss.start();
  for (const name of QUEUE_NAMES) {
    const queue = { name, ...QUEUES[name], ...(retryDelaySeconds === undefined ? {} : { retryDelay: retryDelaySeconds }) };
    // Created once; later starts bring its retry policy up to this release's.
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
  }

  const jobTable = `${JOB_SCHEMA}.job`;
  const workers = new Map<QueueName, string>();
  return {
    async enqueue(tx, name, data, { key, startAfter }) {
      await boss.send(name, data, { id: jobIdFor(`${name}:${key}`), singletonKey: key, startAfter, db: libraryConnection(tx) });
    },

    async work<T>(name: QueueName, handler: (job: Job<T>) => Promise<void>) {
      const workerId = await boss.work<T>(name, { pollingIntervalSeconds, batchSize: BATCH_SIZE }, async (jobs) => {
        const outcomes = await Promise.allSettled(jobs.map((job) => handler({ id: job.id, data: job.data })));
        // Each job's own outcome: a failed one goes back for its retry, the rest complete.
        await Promise.all(
          outcomes.map((outcome, index) =>
            outcome.status === 'rejected' ? boss.fail(name, jobs[index]!.id, { message: String(outcome.reason) }) : undefined,
          ),
        );
        // pg-boss waits a polling interval after every batch; a full one means more are waiting.
        const self = workers.get(name);
        if (jobs.length === BATCH_SIZE && self) boss.notifyWorker(self);
      });
      workers.set(name, workerId);
    },

    async schedule(name, cron) {
      await boss.schedule(name, cron);
    },

    async hurry(name) {
      const rows = await db.query<{ id: string }>(
        `UPDATE ${jobTable} SET start_after = now() WHERE name = $1 AND state = 'retry' AND start_after > now() RETURNING id`,
        [name],
      );
      const workerId = workers.get(name);
      if (rows.length > 0 && workerId) boss.notifyWorker(workerId);
      return rows.length;
    },

    async retrying(name) {
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${jobTable} WHERE name = $1 AND state = 'retry'`,
        [name],
      );
      return row?.count ?? 0;
    },

    async stats() {
      const rows = await db.query<{ name: string; pending: number; failed: number }>(
        `SELECT name,
                count(*) FILTER (WHERE state = 'retry'
                                    OR (state IN ('created', 'active') AND created_on < now() - $2 * interval '1 second'))::int AS pending,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
           FROM ${jobTable}
          WHERE name = ANY($1)
          GROUP BY name`,
        [QUEUE_NAMES, BACKLOG_AFTER_SECONDS],
      );
      const byName = new Map(rows.map((row) => [row.name, row]));
      return Object.fromEntries(
        QUEUE_NAMES.map((name) => [name, { pending: byName.get(name)?.pending ?? 0, failed: byName.get(name)?.failed ?? 0 }]),
      ) as Record<QueueName, QueueStats>;
    },

    async settled(timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await db.query<{ busy: number }>(
          `SELECT count(*)::int AS busy FROM ${jobTable}
            WHERE name = ANY($1) AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [QUEUE_NAMES],
        );
        if ((row?.busy ?? 0) === 0) return;
        if (Date.now() > until) throw new Error(`jobs still due after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
