import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** Resolves with the next mail to `address` that arrives after the call (or is already unread). */
  nextMailTo(address: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1, on `port` (a test bringing a "down" server back) or a free
 * one. STARTTLS is disabled because smtp-server's built-in
 * certificate has expired (STACK.md); authentication is optional like on a local relay.
 */
export async function startSmtpCatcher({ port: wantedPort = 0 }: { port?: number } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const consumed = new Set<CaughtMail>();
  const waiters: { address: string; resolve: (mail: CaughtMail) => void }[] = [];

  const deliver = (mail: CaughtMail) => {
    messages.push(mail);
    const index = waiters.findIndex((waiter) => mail.to.includes(waiter.address));
    const waiter = index === -1 ? undefined : waiters.splice(index, 1)[0];
    if (waiter) {
      consumed.add(mail);
      waiter.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parseMail(raw);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        deliver({ from, to, subject: parsed.subject, text: parsed.text, html: parsed.html, raw });
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMailTo(address, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      const unread = messages.find((mail) => !consumed.has(mail) && mail.to.includes(wanted));
      if (unread) {
        consumed.add(unread);
        return Promise.resolve(unread);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          address: wanted,
          resolve: (mail: CaughtMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index !== -1) waiters.splice(index, 1);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix` (e.g. PUBLIC_URL + '/verify-email'). */
export function linkFrom(mail: CaughtMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}"`);
  return link;
}

/** The token query parameter of the first matching link. */
export const tokenFrom = (mail: CaughtMail, prefix: string): string => {
  const token = new URL(linkFrom(mail, prefix)).searchParams.get('token');
  if (!token) throw new Error(`link in mail "${mail.subject}" has no token`);
  return token;
};
