import {
  eventComplaintDecisionResponseSchema,
  eventComplaintsResponseSchema,
  eventListResponseSchema,
  MANAGEMENT_MESSAGES,
  type EventComplaintsResponse,
  type EventComplaint,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  decideTestEventComplaint,
  insertEventComplaint,
  insertTestEvent,
  raceBehindLock,
  setCreatedAt,
  type SignedInUser,
  signIn,
  startTestApp,
  SYSTEM_COMPLAINT_VERDICT,
  type TestApp,
  testClock,
  type TestDatabase,
  testDatabases,
} from '../src/testing';

afterAll(closeTestTemplates);

const NOW = '2030-06-10T09:00:00Z';
const NEXT_WEEK = new Date('2030-06-17T16:00:00Z');
/** Row times are the database's own (now()), not the app's clock: backdate from the real now. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** docs/back-office.md#deciding-a-complaint: the event complaints table and its decisions. */
describe.each(testDatabases())('event complaints in the back office on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let moderator: SignedInUser;
  let secondModerator: SignedInUser;
  let organizer: SignedInUser;
  let complainant: SignedInUser;
  let neighbour: SignedInUser;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now });
    moderator = await signIn(app, database.db, {
      email: 'moder@example.com',
      password: 'Secret12',
      role: 'moderator',
      displayName: 'Мария Модератова',
    });
    secondModerator = await signIn(app, database.db, { email: 'moder2@example.com', password: 'Secret12', role: 'moderator' });
    organizer = await signIn(app, database.db, { email: 'oleg@example.com', password: 'Secret12', displayName: 'Олег' });
    complainant = await signIn(app, database.db, { email: 'vera@example.com', password: 'Secret12', displayName: 'Вера' });
    neighbour = await signIn(app, database.db, { email: 'nina@example.com', password: 'Secret12' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('TRUNCATE event_claims, events CASCADE');
  });

  const newEvent = (title = 'Вечер настольных игр') =>
    insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: NEXT_WEEK, title });
  const listComplaints = async (query = '') => {
    const response = await moderator.client.get<EventComplaintsResponse>(`/api/management/claims/events${query}`);
    expect(response.status, response.text).toBe(200);
    return eventComplaintsResponseSchema.parse(response.body).data;
  };
  const decide = (complaintId: number, body: unknown, client = moderator.client) =>
    client.put<{ success: true; data: EventComplaint }>(`/api/management/claims/events/${complaintId}`, body);
  /** The ids GET /api/events shows a stranger (the main page). */
  const mainListIds = async () => {
    const response = await neighbour.client.get('/api/events');
    return eventListResponseSchema.parse(response.body).events.map((event) => event.id);
  };

  describe('GET /api/management/claims/events', () => {
    it('answers each complaint with its event, organizer, reporter and review, newest first', async () => {
      const eventId = await newEvent('Концерт во дворе');
      const older = await insertEventComplaint(database.db, { eventId, complainantId: complainant.user.id, reason: 'Реклама казино' });
      const newer = await insertEventComplaint(database.db, { eventId, complainantId: neighbour.user.id, reason: 'Шумно' });
      const filedAt = minutesAgo(30);
      await setCreatedAt(database.db, 'event_claims', older, filedAt);
      await decideTestEventComplaint(database.db, older, { status: 'approved', reviewerId: moderator.user.id, comment: 'Подтверждено' });

      const data = await listComplaints();
      expect(data.claims.map((claim) => claim.id)).toEqual([newer, older]);
      expect(data.claims[1]).toEqual({
        id: older,
        eventId,
        eventTitle: 'Концерт во дворе',
        organizerName: 'Олег',
        reporterUserId: complainant.user.id,
        reporterName: 'Вера',
        reason: 'Реклама казино',
        status: 'approved',
        createdAt: filedAt.toISOString(),
        updatedAt: expect.stringMatching(/Z$/),
        reviewedAt: expect.stringMatching(/Z$/),
        moderatorName: 'Мария Модератова',
        resolutionComment: 'Подтверждено',
        metadata: null,
      });
      // Without a display name a person is named by their e-mail (staff see e-mails).
      expect(data.claims[0]).toMatchObject({ reporterName: 'nina@example.com', status: 'pending', reviewedAt: null, moderatorName: null });
      expect(data).toMatchObject({ page: 1, limit: 25, total: 2, totalPages: 1, hasMore: false });
    });

    it('shows the automatic moderation’s verdict on a complaint without a reporter', async () => {
      const eventId = await newEvent();
      await insertEventComplaint(database.db, { eventId, complainantId: null, reason: 'Пропаганда наркотиков', metadata: SYSTEM_COMPLAINT_VERDICT });
      const [claim] = (await listComplaints()).claims;
      expect(claim).toMatchObject({ reporterUserId: null, reporterName: null });
      expect(claim!.metadata).toEqual({ autoModeration: true, systemGenerated: true, ...SYSTEM_COMPLAINT_VERDICT });
    });

    it('shows a malformed verdict field by field as null instead of failing the list', async () => {
      const eventId = await newEvent();
      await insertEventComplaint(database.db, { eventId, complainantId: null, metadata: { model: 'v2', confidence: 7, category: 'spam' } });
      const [claim] = (await listComplaints()).claims;
      expect(claim!.metadata).toEqual({
        autoModeration: true,
        systemGenerated: true,
        model: 'v2',
        confidence: null,
        category: null,
        lawReference: null,
        checkedAt: null,
      });
    });

    it('filters by status and pages with the total', async () => {
      const eventId = await newEvent();
      const ids: number[] = [];
      for (let minute = 0; minute < 5; minute++) {
        const id = await insertEventComplaint(database.db, { eventId, complainantId: null, reason: `Жалоба ${minute}` });
        await setCreatedAt(database.db, 'event_claims', id, minutesAgo(60 - minute));
        ids.push(id);
      }
      await decideTestEventComplaint(database.db, ids[0]!, { status: 'rejected', reviewerId: moderator.user.id });

      const pending = await listComplaints('?status=pending&limit=2&page=2');
      expect(pending).toMatchObject({ page: 2, limit: 2, total: 4, totalPages: 2, hasMore: false });
      // Newest first: ids[4], ids[3] | ids[2], ids[1].
      expect(pending.claims.map((claim) => claim.id)).toEqual([ids[2], ids[1]]);
      expect((await listComplaints('?status=rejected')).claims.map((claim) => claim.id)).toEqual([ids[0]]);
      expect((await listComplaints('?page=9')).claims).toEqual([]);
    });

    it('sorts only by whitelisted columns, in either direction', async () => {
      const eventIds = [await newEvent('Бадминтон'), await newEvent('аквагрим'), await newEvent('Вязание')];
      for (const eventId of eventIds) await insertEventComplaint(database.db, { eventId, complainantId: null });
      const titles = async (query: string) => (await listComplaints(query)).claims.map((claim) => claim.eventTitle);
      expect(await titles('?sortBy=event_title&sortOrder=asc')).toEqual(['аквагрим', 'Бадминтон', 'Вязание']);
      expect(await titles('?sortBy=event_title&sortOrder=desc')).toEqual(['Вязание', 'Бадминтон', 'аквагрим']);

      for (const query of ['?sortBy=reason', '?sortBy=id;DROP TABLE users', '?sortOrder=up', '?status=open', '?limit=101', '?page=0']) {
        const response = await moderator.client.get<{ error: string }>(`/api/management/claims/events${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body.error, query).toMatch(/^Параметр /);
      }
      const bad = await moderator.client.get<{ error: string }>('/api/management/claims/events?sortBy=reason');
      expect(bad.body.error).toBe('Параметр sortBy принимает значения: created_at, updated_at, reviewed_at, status, event_title');
    });
  });

  describe('PUT /api/management/claims/events/{id}', () => {
    it('approves once, recording the reviewer, the time and the comment; the event stays hidden', async () => {
      const eventId = await newEvent();
      const complaintId = await insertEventComplaint(database.db, { eventId, complainantId: complainant.user.id });
      expect(await mainListIds()).not.toContain(eventId);

      const response = await decide(complaintId, { status: 'approved', resolutionComment: '  Реклама запрещена  ' });
      expect(response.status, response.text).toBe(200);
      const claim = eventComplaintDecisionResponseSchema.parse(response.body).data;
      expect(claim).toMatchObject({ id: complaintId, status: 'approved', moderatorName: 'Мария Модератова', resolutionComment: 'Реклама запрещена' });
      const [stored] = await database.db.query<{ reviewed_by: number; reviewed_at: Date }>(
        'SELECT reviewed_by, reviewed_at FROM event_claims WHERE id = $1',
        [complaintId],
      );
      expect(stored!.reviewed_by).toBe(moderator.user.id);
      expect(claim.reviewedAt).toBe(stored!.reviewed_at.toISOString());

      expect(await mainListIds()).not.toContain(eventId);
      expect((await neighbour.client.get(`/api/events/${eventId}`)).status).toBe(404);
      // Frozen: the organizer still cannot edit it.
      expect((await organizer.client.delete(`/api/events/${eventId}`)).status).toBe(409);
    });

    it('rejecting the only complaint shows the event again; with another pending one it stays hidden', async () => {
      const eventId = await newEvent();
      const first = await insertEventComplaint(database.db, { eventId, complainantId: complainant.user.id });
      const second = await insertEventComplaint(database.db, { eventId, complainantId: null });

      expect((await decide(first, { status: 'rejected' })).status).toBe(200);
      expect(await mainListIds()).not.toContain(eventId);

      const last = await decide(second, { status: 'rejected', resolutionComment: '' });
      expect(last.status).toBe(200);
      expect(last.body.data).toMatchObject({ status: 'rejected', resolutionComment: null });
      expect(await mainListIds()).toContain(eventId);
      expect((await neighbour.client.get(`/api/events/${eventId}`)).status).toBe(200);
    });

    it('a rejected complaint does not lift an approved one', async () => {
      const eventId = await newEvent();
      const approved = await insertEventComplaint(database.db, { eventId, complainantId: complainant.user.id });
      const pending = await insertEventComplaint(database.db, { eventId, complainantId: neighbour.user.id });
      expect((await decide(approved, { status: 'approved' })).status).toBe(200);
      expect((await decide(pending, { status: 'rejected' })).status).toBe(200);
      expect(await mainListIds()).not.toContain(eventId);
    });

    it('refuses to decide a decided complaint (409), a missing one (404) and a wrong decision (400)', async () => {
      const eventId = await newEvent();
      const complaintId = await insertEventComplaint(database.db, { eventId, complainantId: complainant.user.id });
      expect((await decide(complaintId, { status: 'rejected' })).status).toBe(200);

      const again = await decide(complaintId, { status: 'approved' }, secondModerator.client);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: MANAGEMENT_MESSAGES.complaintAlreadyDecided });
      const [stored] = await database.db.query<{ status: string; reviewed_by: number }>(
        'SELECT status, reviewed_by FROM event_claims WHERE id = $1',
        [complaintId],
      );
      expect(stored).toEqual({ status: 'rejected', reviewed_by: moderator.user.id });

      for (const id of [String(complaintId + 1000), 'abc', '0']) {
        const missing = await moderator.client.put(`/api/management/claims/events/${id}`, { status: 'approved' });
        expect(missing.status, id).toBe(404);
        expect(missing.body).toEqual({ error: MANAGEMENT_MESSAGES.complaintNotFound });
      }
      for (const body of [{ status: 'pending' }, {}, { status: 'approved', resolutionComment: 'x'.repeat(1001) }]) {
        const invalid = await decide(complaintId, body);
        expect(invalid.status).toBe(400);
        expect((invalid.body as unknown as { error: string }).error).toMatch(/[а-яё]/i);
      }
    });

    it('lets exactly one of two moderators deciding at once win (200 and 409)', async () => {
      const eventId = await newEvent();
      const complaintId = await insertEventComplaint(database.db, { eventId, complainantId: complainant.user.id });
      const answers = await Promise.all([
        decide(complaintId, { status: 'approved', resolutionComment: 'Первый' }),
        decide(complaintId, { status: 'rejected', resolutionComment: 'Второй' }, secondModerator.client),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.body.data;
      const [stored] = await database.db.query<{ status: string; resolution_comment: string }>(
        'SELECT status, resolution_comment FROM event_claims WHERE id = $1',
        [complaintId],
      );
      expect(stored).toEqual({ status: winner.status, resolution_comment: winner.resolutionComment });
    });
  });
});

/** PostgreSQL: both decisions are held behind a lock on the complaint until both have been sent. */
describe.each(testDatabases().filter((kind) => kind.name === 'postgres'))('racing decisions on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('two moderators deciding one complaint in overlapping requests: 200 and 409', async () => {
    const first = await signIn(app, database.db, { email: 'first@example.com', password: 'Secret12', role: 'moderator' });
    const second = await signIn(app, database.db, { email: 'second@example.com', password: 'Secret12', role: 'admin' });
    const eventId = await insertTestEvent(database.db, { organizerId: first.user.id, startsAt: NEXT_WEEK });
    const complaintId = await insertEventComplaint(database.db, { eventId, complainantId: null });
    const answers = await raceBehindLock(database, 'SELECT id FROM event_claims WHERE id = $1 FOR UPDATE', [complaintId], [
      () => first.client.put(`/api/management/claims/events/${complaintId}`, { status: 'approved' }),
      () => second.client.put(`/api/management/claims/events/${complaintId}`, { status: 'rejected' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ error: MANAGEMENT_MESSAGES.complaintAlreadyDecided });
  });
});
