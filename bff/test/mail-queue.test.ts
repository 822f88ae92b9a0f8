import { freePort } from '@city/testing/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/services/mail';
import { createMailOutbox } from '../src/services/mail-delivery';
import { closeTestTemplates, startSmtpCatcher, startTestApp, testDatabases, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

const PASSWORD = 'Secret12';

const mailTo = (to: string, subject: string): MailMessage => ({ to, subject, text: subject, html: `<p>${subject}</p>`, link: '' });

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases())('mail through the job queue on $name', ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps a mail while SMTP is down and delivers it once, by its retries, when SMTP is back', async () => {
    const port = await freePort();
    const app = await startTestApp({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, retryDelaySeconds: 1 });
    try {
      const registered = await app.client().post('/api/auth/register', { email: 'outage@example.com', password: PASSWORD, confirmPassword: PASSWORD });
      expect(registered.status).toBe(201);
      await until(async () => (await app.jobs.retrying('mail')) === 1);
      expect((await app.jobs.stats()).mail).toEqual({ pending: 1, failed: 0 });

      const smtp = await startSmtpCatcher({ port });
      try {
        const mail = await smtp.nextMailTo('outage@example.com', 15_000);
        expect(mail.subject).toContain('Подтвердите email');
        await app.jobs.settled();
        expect(smtp.messages).toHaveLength(1);
        expect((await app.jobs.stats()).mail).toEqual({ pending: 0, failed: 0 });
      } finally {
        await smtp.close();
      }
    } finally {
      await app.close();
    }
  });

  it('once SMTP answers the probe, mails waiting for a distant retry go at once', async () => {
    const port = await freePort();
    // The production delay: the next retry is 20–40 s away, longer than this test waits.
    const app = await startTestApp({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const forgot = await app.client().post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
      expect(forgot.status).toBe(200);
      await database.db.transaction((tx) => createMailOutbox(app.jobs).enqueue(tx, mailTo('waiting@example.com', 'Ждёт'), 'probe-test'));
      await until(async () => (await app.jobs.retrying('mail')) === 1);

      const smtp = await startSmtpCatcher({ port });
      try {
        await database.db.transaction((tx) => app.jobs.enqueue(tx, 'mail-probe', {}, { key: `probe-${Date.now()}` }));
        const mail = await smtp.nextMailTo('waiting@example.com', 5_000);
        expect(mail.subject).toBe('Ждёт');
      } finally {
        await smtp.close();
      }
    } finally {
      await app.close();
    }
  });

  it('queues a mail only when its transaction commits, and one mail per key', async () => {
    const smtp = await startSmtpCatcher();
    const app = await startTestApp({ db: database.db, smtpUrl: smtp.url });
    try {
      const outbox = createMailOutbox(app.jobs);
      await expect(
        database.db.transaction(async (tx) => {
          await outbox.enqueue(tx, mailTo('rolled@example.com', 'Отменено'), 'rolled-back');
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      for (let attempt = 0; attempt < 3; attempt++) {
        await database.db.transaction((tx) => outbox.enqueue(tx, mailTo('kept@example.com', 'Одно письмо'), 'one-key'));
      }
      await smtp.nextMailTo('kept@example.com');
      await app.jobs.settled();
      expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Одно письмо']);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('two instances on one database deliver each mail exactly once, whoever queued it', async () => {
    const smtp = await startSmtpCatcher();
    const first = await startTestApp({ db: database.db, smtpUrl: smtp.url });
    const second = await startTestApp({ db: database.connectAgain(), smtpUrl: smtp.url });
    try {
      const outboxes = [createMailOutbox(first.jobs), createMailOutbox(second.jobs)];
      const keys = Array.from({ length: 20 }, (_, index) => `pair-${index}`);
      // Every key queued by both instances at once: the queue keeps one job per key.
      await Promise.all(
        keys.flatMap((key, index) =>
          outboxes.map((outbox) => database.db.transaction((tx) => outbox.enqueue(tx, mailTo(`pair${index}@example.com`, key), key))),
        ),
      );
      await until(async () => smtp.messages.length >= keys.length);
      await Promise.all([first.jobs.settled(), second.jobs.settled()]);
      expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([...keys].sort());
      // Each mail carries the Message-ID made from its key.
      expect(new Set(smtp.messages.map((mail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1])).size).toBe(keys.length);
    } finally {
      await first.close();
      await second.close();
      await smtp.close();
    }
  });
});
