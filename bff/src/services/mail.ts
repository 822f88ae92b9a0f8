import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link; printed in outbox mode so a newcomer can follow it without a mail server. */
  link: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up banner: the SMTP host or the outbox folder. */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait: answers to forgot-password and resend must take the
   * same time whether or not a mail went out. Failures are logged.
   */
  dispatch(message: MailMessage): void;
  /** Resolves once every dispatched mail has been handed over (graceful shutdown, tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  mailFrom: string;
  dataDir: string;
  logger: Logger;
}

/** docs/operations.md#mail: SMTP_URL delivers for real; without it mails become DATA_DIR/outbox/*.eml files. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, { mailFrom, logger }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return withDispatch(`SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`, logger, {
    send: async ({ to, subject, text, html }) => {
      await transport.sendMail({ from: mailFrom, to, subject, text, html });
      logger.info('mail sent', { to: maskEmail(to), subject });
    },
    close: async () => transport.close(),
  });
}

function outboxMailer({ mailFrom, dataDir, logger }: MailerOptions): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return withDispatch(outbox, logger, {
    send: async ({ to, subject, text, html, link }) => {
      const info = await transport.sendMail({ from: mailFrom, to, subject, text, html });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // Deliberate exception to "no tokens in logs": without SMTP this line is how a developer
      // reaches the link (docs/operations.md#mail). With SMTP_URL set, links are never logged.
      logger.info('mail written to outbox', { to: maskEmail(to), subject, file, link });
    },
    close: async () => {},
  });
}

function withDispatch(
  destination: string,
  logger: Logger,
  transport: Pick<Mailer, 'send' | 'close'>,
): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    destination,
    send: transport.send,
    dispatch(message) {
      const delivery = transport
        .send(message)
        .catch((error: unknown) => {
          logger.error('mail delivery failed', {
            to: maskEmail(message.to),
            subject: message.subject,
            error: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      await transport.close();
    },
  };
}

/** Logs say whom a mail went to without writing the address out: "us***@example.com". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
