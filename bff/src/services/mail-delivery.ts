import type { Job, JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { Clock } from './clock';
import { maskEmail, type Mailer, type MailMessage } from './mail';
import type { MailOutbox } from './mail-outbox';

interface MailJob {
  message: MailMessage;
  /** The outbox key: the Message-ID is made from it. */
  key: string;
  /** A mail that only makes sense before this instant (a reminder before the start) is dropped after it. */
  notAfter?: string;
}

/** docs/operations.md#mail: every mail goes through the job queue's `mail` queue. */
export function createMailOutbox(queue: JobQueue): MailOutbox {
  return {
    async enqueue(tx, message, key, { notAfter } = {}) {
      const job: MailJob = { message, key, ...(notAfter ? { notAfter: notAfter.toISOString() } : {}) };
      await queue.enqueue(tx, 'mail', job, { key });
    },
  };
}

export interface MailWorkerDeps {
  queue: JobQueue;
  mailer: Mailer;
  logger: Logger;
  /** Where Message-IDs point: the sender's domain. */
  mailFrom: string;
  /** What "too late" is measured against (tests move it). */
  clock: Clock;
}

/**
 * Delivers queued mail on this instance. A failure throws, so pg-boss retries it with backoff;
 * a success proves the server is back, so mails waiting for a retry go now, not hours later.
 */
export async function startMailWorker({ queue, mailer, logger, mailFrom, clock }: MailWorkerDeps): Promise<void> {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'localhost';
  await queue.work<MailJob>('mail', async ({ id, data }: Job<MailJob>) => {
    if (data.notAfter && clock().getTime() > Date.parse(data.notAfter)) {
      logger.info('mail dropped: too late to matter', { to: maskEmail(data.message.to), subject: data.message.subject });
      return;
    }
    try {
      await mailer.send(data.message, { messageId: `<${id}@${domain}>` });
    } catch (error) {
      logger.warn('mail delivery failed, will retry', {
        to: maskEmail(data.message.to),
        subject: data.message.subject,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
    const hurried = await queue.hurry('mail');
    if (hurried > 0) logger.info('mail server is back: waiting mails resent', { mails: hurried });
  });

  // Without new mail to prove it, a probe asks the server every five minutes while mails wait.
  await queue.work('mail-probe', async () => {
    if ((await queue.retrying('mail')) === 0) return;
    try {
      await mailer.verify();
    } catch {
      return;
    }
    await queue.hurry('mail');
  });
  await queue.schedule('mail-probe', '*/5 * * * *');
}
