/**
 * Every queue the platform runs and how its jobs are retried (docs/operations.md#job-queue).
 * Mail: backoff doubling from 20 s over 13 retries waits at least 20 s × (2¹³ − 1) ≈ 45 h in all,
 * so a mail outlives a day of SMTP outage; a delivery that succeeds (or the probe) brings the
 * waiting ones forward, so nobody waits for the long gaps once SMTP is back.
 */
export const QUEUES = {
  mail: { retryLimit: 13, retryDelay: 20, retryBackoff: true, expireInSeconds: 120 },
  /** Finds reminders that fell due (docs/events.md#reminders); runs every minute. */
  'reminders-sweep': { retryLimit: 0, expireInSeconds: 300 },
  /** Asks a down SMTP server whether it is back (every five minutes while mails wait). */
  'mail-probe': { retryLimit: 0, expireInSeconds: 60 },
} as const;

export type QueueName = keyof typeof QUEUES;

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** Jobs that failed for good stay visible this long (the back office's dashboard counts them). */
export const FAILED_JOBS_KEPT_SECONDS = 7 * 24 * 3600;
