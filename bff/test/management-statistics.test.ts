import {
  categoryStatsResponseSchema,
  eventComplaintsResponseSchema,
  moderatorStatsResponseSchema,
  organizerStatsResponseSchema,
  participantStatsResponseSchema,
  statisticsOverviewResponseSchema,
} from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addParticipants,
  closeTestTemplates,
  createPeople,
  createVerifiedUser,
  decideTestEventComplaint,
  decideTestUserComplaint,
  insertEventComplaint,
  insertTestEvent,
  insertUserComplaint,
  setCreatedAt,
  type SignedInUser,
  signIn,
  startTestApp,
  SYSTEM_COMPLAINT_VERDICT,
  type TestApp,
  type TestDatabase,
  testDatabases,
} from '../src/testing';

afterAll(closeTestTemplates);

const NEXT_WEEK = new Date(Date.now() + 7 * 24 * 3600_000);

/**
 * docs/back-office.md#statistics: the statistics from live data, on a small platform whose
 * numbers are worked out by hand below.
 */
describe.each(testDatabases())('statistics on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let admin: SignedInUser;
  let moderator: SignedInUser;
  let oleg: number;
  let polina: number;
  let people: number[];

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db });
    const db = database.db;
    admin = await signIn(app, db, { email: 'admin@example.com', password: 'Secret12', role: 'admin', displayName: 'Анна' });
    moderator = await signIn(app, db, { email: 'moder@example.com', password: 'Secret12', role: 'moderator', displayName: 'Мария' });
    oleg = (await createVerifiedUser(db, { email: 'oleg@example.com', password: 'Secret12', displayName: 'Олег' })).id;
    polina = (await createVerifiedUser(db, { email: 'polina@example.com', password: 'Secret12' })).id;
    await createVerifiedUser(db, { email: 'blocked@example.com', password: 'Secret12', status: 'blocked' });
    await createVerifiedUser(db, { email: 'paused@example.com', password: 'Secret12', status: 'suspended' });
    people = (await createPeople(db, 3, 'p')).map((person) => person.id);
    const [p1, p2, p3] = people as [number, number, number];
    await setCreatedAt(db, 'users', p1, new Date('2025-03-01T09:00:00Z'));
    // 9 accounts in all.

    // Oleg: three events (1.33 participants each), one more deleted; Polina: one event.
    const concert = await insertTestEvent(db, { organizerId: oleg, startsAt: NEXT_WEEK, category: 'культура и искусство' });
    const race = await insertTestEvent(db, { organizerId: oleg, startsAt: NEXT_WEEK, category: 'спорт и туризм' });
    await insertTestEvent(db, { organizerId: oleg, startsAt: NEXT_WEEK, category: 'досуг и развлечения' });
    const deleted = await insertTestEvent(db, { organizerId: oleg, startsAt: NEXT_WEEK, category: 'другое' });
    await db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [deleted]);
    const exhibition = await insertTestEvent(db, { organizerId: polina, startsAt: NEXT_WEEK, category: 'культура и искусство' });
    await addParticipants(db, concert, [p1, p2, p3]);
    await addParticipants(db, race, [p1]);
    await addParticipants(db, deleted, [p1, p2]);

    // Event complaints: concert pending + approved (Мария), race rejected (Анна), exhibition
    // automatic and pending, the deleted event pending.
    await insertEventComplaint(db, { eventId: concert, complainantId: p1 });
    const approved = await insertEventComplaint(db, { eventId: concert, complainantId: p2 });
    await decideTestEventComplaint(db, approved, { status: 'approved', reviewerId: moderator.user.id });
    const rejected = await insertEventComplaint(db, { eventId: race, complainantId: p3 });
    await decideTestEventComplaint(db, rejected, { status: 'rejected', reviewerId: admin.user.id });
    await insertEventComplaint(db, { eventId: exhibition, complainantId: null, metadata: SYSTEM_COMPLAINT_VERDICT });
    await insertEventComplaint(db, { eventId: deleted, complainantId: p3 });

    // Complaints about people: Мария approved one and rejected one; one is pending.
    const first = await insertUserComplaint(db, { userId: oleg, complainantId: p1 });
    const second = await insertUserComplaint(db, { userId: polina, complainantId: p1 });
    await insertUserComplaint(db, { userId: oleg, complainantId: p2 });
    await decideTestUserComplaint(db, first, { status: 'approved', reviewerId: moderator.user.id });
    await decideTestUserComplaint(db, second, { status: 'rejected', reviewerId: moderator.user.id });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const read = async (path: string, client = moderator.client) => {
    const response = await client.get(`/api/management/statistics/${path}`);
    expect(response.status, response.text).toBe(200);
    return response.body;
  };

  it('overview: all accounts, events not deleted, every event complaint and the pending ones, blocked and suspended', async () => {
    expect(statisticsOverviewResponseSchema.parse(await read('overview')).data).toEqual({
      totalUsers: 9,
      totalEvents: 4,
      totalClaims: 5,
      pendingClaims: 3,
      blockedUsers: 1,
      suspendedUsers: 1,
      // Nothing was queued here (the mail tests count a busy queue).
      jobs: { pending: 0, failed: 0 },
    });
    // The total is the complaints table's own total.
    const table = eventComplaintsResponseSchema.parse((await moderator.client.get('/api/management/claims/events')).body).data;
    expect(table.total).toBe(5);
  });

  it('organizers: events, participants, the average, complaints and approved ones over events not deleted', async () => {
    const data = organizerStatsResponseSchema.parse(await read('organizers')).data;
    expect(data).toMatchObject({ page: 1, limit: 25, total: 2, totalPages: 1, hasMore: false });
    expect(data.organizers).toEqual([
      {
        user_id: oleg,
        user_name: 'Олег',
        user_email: 'oleg@example.com',
        events_count: 3,
        total_participants: 4,
        avg_participants_per_event: 1.3,
        total_claims: 3,
        approved_claims: 1,
      },
      {
        user_id: polina,
        user_name: 'polina@example.com',
        user_email: 'polina@example.com',
        events_count: 1,
        total_participants: 0,
        avg_participants_per_event: 0,
        total_claims: 1,
        approved_claims: 0,
      },
    ]);
  });

  it('organizers sort by whitelisted columns and page', async () => {
    const names = async (query: string) =>
      organizerStatsResponseSchema.parse(await read(`organizers${query}`)).data.organizers.map((row) => row.user_email);
    expect(await names('?sortBy=avg_participants_per_event&sortOrder=asc')).toEqual(['polina@example.com', 'oleg@example.com']);
    // «Олег» (Cyrillic) sorts after «polina@example.com» (Latin).
    expect(await names('?sortBy=user_name&sortOrder=desc')).toEqual(['oleg@example.com', 'polina@example.com']);
    expect(await names('?sortBy=total_claims&sortOrder=desc&limit=1&page=2')).toEqual(['polina@example.com']);
    const bad = await moderator.client.get<{ error: string }>('/api/management/statistics/organizers?sortBy=registration_date');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Параметр sortBy принимает значения: events_count, /);
  });

  it('participants: joined events not deleted and the registration date', async () => {
    const [p1, p2, p3] = people as [number, number, number];
    const data = participantStatsResponseSchema.parse(await read('participants')).data;
    expect(data).toMatchObject({ total: 3, totalPages: 1 });
    // Most events first; ties by id in the same direction.
    expect(data.participants.map((row) => [row.user_id, row.events_participated])).toEqual([
      [p1, 2],
      [p3, 1],
      [p2, 1],
    ]);
    expect(data.participants[0]).toEqual({
      user_id: p1,
      user_name: 'Участник 1',
      user_email: 'p1@example.com',
      events_participated: 2,
      registration_date: '2025-03-01T09:00:00.000Z',
    });
    const oldest = participantStatsResponseSchema.parse(await read('participants?sortBy=registration_date&sortOrder=asc&limit=1'));
    expect(oldest.data).toMatchObject({ total: 3, totalPages: 3, hasMore: true });
    expect(oldest.data.participants.map((row) => row.user_id)).toEqual([p1]);
  });

  it('categories: all five, the busiest first, then in the form’s order', async () => {
    expect(categoryStatsResponseSchema.parse(await read('categories')).data.categories).toEqual([
      { category: 'культура и искусство', events_count: 2, total_participants: 3, avg_participants: 1.5 },
      { category: 'досуг и развлечения', events_count: 1, total_participants: 0, avg_participants: 0 },
      { category: 'спорт и туризм', events_count: 1, total_participants: 1, avg_participants: 1 },
      { category: 'обучение и развитие', events_count: 0, total_participants: 0, avg_participants: 0 },
      { category: 'другое', events_count: 0, total_participants: 0, avg_participants: 0 },
    ]);
  });

  it('moderators (admin only): decisions about events and people, the approved share in percent', async () => {
    expect(moderatorStatsResponseSchema.parse(await read('moderators', admin.client)).data.moderators).toEqual([
      {
        moderator_id: moderator.user.id,
        moderator_name: 'Мария',
        total_claims_reviewed: 3,
        claims_approved: 2,
        claims_rejected: 1,
        approval_rate: 66.7,
      },
      { moderator_id: admin.user.id, moderator_name: 'Анна', total_claims_reviewed: 1, claims_approved: 0, claims_rejected: 1, approval_rate: 0 },
    ]);
  });
});
