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
  enqueue(tx: Database, message: MailMessage, key: string): Promise<void>;
}
