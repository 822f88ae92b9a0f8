import type { Database } from '../db/database';
import type { MailMessage } from './mail';

/**
 * Where services hand a mail over (docs/operations.md#mail): inside the transaction of the change
 * that causes it, so the mail exists exactly when the change does, and once per key.
 */
export interface MailOutbox {
  /**
   * Queues `message` in `tx`: delivered once `tx` commits, retried while SMTP is down, never
   * queued twice under one `key` (say `waitlist-promoted:<event>:<user>:<place id>`).
   */
  enqueue(tx: Database, message: MailMessage, key: string, options?: OutboxOptions): Promise<void>;
}

export interface OutboxOptions {
  /** A mail that only makes sense before this instant (a reminder before the start) is dropped after it. */
  notAfter?: Date;
}
