import type { EventRequest } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addParticipants,
  addToWaitlist,
  closeTestTemplates,
  insertEventComplaint,
  signIn,
  startSmtpCatcher,
  startTestApp,
  testClock,
  testDatabases,
  type SignedInUser,
  type SmtpCatcher,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

/** Monday 10 June 2030, 12:00 in Moscow. */
const NOW = '2030-06-10T09:00:00Z';

const concert: EventRequest = {
  title: 'Концерт во дворе',
  description: 'Камерный оркестр играет Вивальди под открытым небом.',
  category: 'культура и искусство',
  ageLimit: 0,
  startDate: '2030-06-15T19:00:00',
  durationMinutes: 90,
  address: 'Двор дома 5 по Малой Бронной',
  isPaid: false,
  price: null,
  maxParticipants: 1,
};

describe.each(testDatabases())('mails about an event and its complaints on $name', ({ create }) => {
  let database: TestDatabase;
  let smtp: SmtpCatcher;
  let app: TestApp;
  const clock = testClock(NOW);
  let organizer: SignedInUser;
  let moderator: SignedInUser;
  let anna: SignedInUser;
  let boris: SignedInUser;

  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));
  const createConcert = async () => {
    const created = await organizer.client.post<{ id: number }>('/api/events', concert);
    expect(created.status).toBe(201);
    const id = created.body.id;
    await addParticipants(database.db, id, [anna.user.id]);
    await addToWaitlist(database.db, id, [boris.user.id]);
    return id;
  };

  beforeAll(async () => {
    database = await create();
    smtp = await startSmtpCatcher();
    app = await startTestApp({ db: database.db, smtpUrl: smtp.url, clock: clock.now });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12' });
    moderator = await signIn(app, database.db, { email: 'moderator@example.com', password: 'Secret12', role: 'moderator' });
    anna = await signIn(app, database.db, { email: 'anna@example.com', password: 'Secret12' });
    boris = await signIn(app, database.db, { email: 'boris@example.com', password: 'Secret12' });
  });
  beforeEach(() => {
    clock.set(NOW);
    smtp.messages.length = 0;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  it('tells participants and the waitlist of a new time or address, and nothing of other edits', async () => {
    const id = await createConcert();
    const retitled = await organizer.client.put(`/api/events/${id}`, { ...concert, title: 'Концерт во дворе: Вивальди' });
    expect(retitled.status).toBe(200);
    await app.jobs.settled();
    expect(smtp.messages).toHaveLength(0);

    const moved = await organizer.client.put(`/api/events/${id}`, { ...concert, startDate: '2030-06-16T18:00:00', address: 'Сад «Эрмитаж»' });
    expect(moved.status).toBe(200);
    const annaMail = await smtp.nextMailTo('anna@example.com');
    expect(annaMail.subject).toBe('Изменились время и адрес: Концерт во дворе — Городские события');
    expect(annaMail.text).toContain('Новое время: воскресенье, 16 июня в 18:00 (было: суббота, 15 июня в 19:00).');
    expect(annaMail.text).toContain('Новый адрес: Сад «Эрмитаж» (был: Двор дома 5 по Малой Бронной).');
    expect(annaMail.text).toContain('на которое вы записаны');
    const borisMail = await smtp.nextMailTo('boris@example.com');
    expect(borisMail.text).toContain('в листе ожидания которого вы стоите');
    await app.jobs.settled();
    expect(mailsTo('organizer@example.com')).toHaveLength(0);
    expect(smtp.messages).toHaveLength(2);
  });

  it('tells them of the cancellation', async () => {
    const id = await createConcert();
    expect((await organizer.client.delete(`/api/events/${id}`)).status).toBe(200);
    for (const person of ['anna@example.com', 'boris@example.com']) {
      const mail = await smtp.nextMailTo(person);
      expect(mail.subject).toBe('Мероприятие отменено: Концерт во дворе — Городские события');
      expect(mail.text).toContain('суббота, 15 июня в 19:00');
    }
  });

  it('tells the organizer of an approved complaint with the comment, and of a rejected one that the event is back', async () => {
    const hidden = await createConcert();
    const approvedId = await insertEventComplaint(database.db, { eventId: hidden, complainantId: anna.user.id, reason: 'Реклама' });
    const approved = await moderator.client.put(`/api/management/claims/events/${approvedId}`, {
      status: 'approved',
      resolutionComment: 'Это реклама магазина',
    });
    expect(approved.status).toBe(200);
    const hiddenMail = await smtp.nextMailTo('organizer@example.com');
    expect(hiddenMail.subject).toBe('Мероприятие скрыто: Концерт во дворе — Городские события');
    expect(hiddenMail.text).toContain('Комментарий модератора: Это реклама магазина');

    const back = await createConcert();
    const first = await insertEventComplaint(database.db, { eventId: back, complainantId: anna.user.id, reason: 'Спам' });
    const second = await insertEventComplaint(database.db, { eventId: back, complainantId: boris.user.id, reason: 'Спам' });
    expect((await moderator.client.put(`/api/management/claims/events/${first}`, { status: 'rejected' })).status).toBe(200);
    await app.jobs.settled();
    // Another complaint still hides it: no "back" yet.
    expect(mailsTo('organizer@example.com')).toHaveLength(1);
    expect((await moderator.client.put(`/api/management/claims/events/${second}`, { status: 'rejected' })).status).toBe(200);
    const backMail = await smtp.nextMailTo('organizer@example.com');
    expect(backMail.subject).toBe('Мероприятие снова в ленте: Концерт во дворе — Городские события');
  });

  it('counts the queue on the dashboard', async () => {
    const admin = await signIn(app, database.db, { email: 'admin@example.com', password: 'Secret12', role: 'admin' });
    await database.db.query(
      `INSERT INTO pgboss.job (name, data, state) VALUES ('mail', '{}', 'failed'), ('mail', '{}', 'retry')`,
    );
    const overview = await admin.client.get<{ data: { jobs: { pending: number; failed: number } } }>('/api/management/statistics/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.data.jobs).toEqual({ pending: 1, failed: 1 });
    await database.db.query(`DELETE FROM pgboss.job WHERE name = 'mail' AND data = '{}'`);
  });
});
