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
  /** Extra headers (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Delivery {
  /**
   * The Message-ID, made from the job's idempotency key: should a retry repeat a mail the server
   * had in fact accepted, the receiving side sees the same message twice, not two messages.
   */
  messageId: string;
}

/** The transport: SMTP, or the outbox folder. The job queue decides when (services/mail-delivery.ts). */
export interface Mailer {
  /** Where mail goes, for the start-up banner: the SMTP host or the outbox folder. */
  readonly destination: string;
  send(message: MailMessage, delivery: Delivery): Promise<void>;
  /** Resolves when the server would take a mail now (SMTP's greeting and EHLO); throws when not. */
  verify(): Promise<void>;
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
  return {
    destination: `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send({ to, subject, text, html, headers }, { messageId }) {
      await transport.sendMail({ from: mailFrom, to, subject, text, html, headers, messageId });
      logger.info('mail sent', { to: maskEmail(to), subject });
    },
    async verify() {
      await transport.verify();
    },
    close: async () => transport.close(),
  };
}

function outboxMailer({ mailFrom, dataDir, logger }: MailerOptions): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: outbox,
    async send({ to, subject, text, html, headers, link }, { messageId }) {
      const info = await transport.sendMail({ from: mailFrom, to, subject, text, html, headers, messageId });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // Deliberate exception to "no tokens in logs": without SMTP this line is how a developer
      // reaches the link (docs/operations.md#mail). With SMTP_URL set, links are never logged.
      logger.info('mail written to outbox', { to: maskEmail(to), subject, file, link });
    },
    verify: async () => {},
    close: async () => {},
  };
}

/** Logs say whom a mail went to without writing the address out: "us***@example.com". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
