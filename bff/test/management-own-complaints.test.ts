import { MANAGEMENT_MESSAGES, type EventComplaintsResponse, type UserComplaintsResponse } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  insertEventComplaint,
  insertTestEvent,
  insertUserComplaint,
  signIn,
  startTestApp,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
  testDatabases,
} from '../src/testing';

afterAll(closeTestTemplates);

const NEXT_WEEK = new Date(Date.now() + 7 * 24 * 3600_000);

/** docs/operations.md#security (point 5): a moderator who filed a complaint cannot decide it, or one person alone could hide any event. */
describe.each(testDatabases())('deciding one’s own complaint on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let moderator: SignedInUser;
  let admin: SignedInUser;
  let colleague: SignedInUser;
  let organizer: SignedInUser;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db });
    moderator = await signIn(app, database.db, { email: 'moder@example.com', password: 'Secret12', role: 'moderator' });
    admin = await signIn(app, database.db, { email: 'admin@example.com', password: 'Secret12', role: 'admin' });
    colleague = await signIn(app, database.db, { email: 'moder2@example.com', password: 'Secret12', role: 'moderator' });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query('TRUNCATE event_claims, user_claims');
  });

  const complaintStatus = async (table: 'event_claims' | 'user_claims', id: number) =>
    (await database.db.query<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0]?.status;

  it.each([
    ['moderator', () => moderator],
    ['admin', () => admin],
  ])('an event complaint filed by the %s: 403 for them, listed, and decided by a colleague', async (_role, filer) => {
    const eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: NEXT_WEEK });
    const complaintId = await insertEventComplaint(database.db, { eventId, complainantId: filer().user.id });

    for (const status of ['approved', 'rejected']) {
      const refused = await filer().client.put(`/api/management/claims/events/${complaintId}`, { status });
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body).toEqual({ error: MANAGEMENT_MESSAGES.ownComplaint });
    }
    expect(await complaintStatus('event_claims', complaintId)).toBe('pending');

    // The back office still shows it to the one who filed it.
    const listed = await filer().client.get<EventComplaintsResponse>('/api/management/claims/events?status=pending');
    expect(listed.status).toBe(200);
    expect(listed.body.data.claims.map((claim) => claim.id)).toContain(complaintId);

    const decided = await colleague.client.put(`/api/management/claims/events/${complaintId}`, { status: 'approved' });
    expect(decided.status, decided.text).toBe(200);
    expect(await complaintStatus('event_claims', complaintId)).toBe('approved');
  });

  it('a user complaint filed by the moderator: 403 for them, listed, and decided by a colleague', async () => {
    const complaintId = await insertUserComplaint(database.db, { userId: organizer.user.id, complainantId: moderator.user.id });

    const refused = await moderator.client.put(`/api/management/claims/users/${complaintId}`, { status: 'approved' });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toEqual({ error: MANAGEMENT_MESSAGES.ownComplaint });
    expect(await complaintStatus('user_claims', complaintId)).toBe('pending');

    const listed = await moderator.client.get<UserComplaintsResponse>('/api/management/claims/users?status=pending');
    expect(listed.status).toBe(200);
    expect(listed.body.data.claims.map((claim) => claim.id)).toContain(complaintId);

    const decided = await colleague.client.put(`/api/management/claims/users/${complaintId}`, { status: 'rejected' });
    expect(decided.status, decided.text).toBe(200);
    expect(await complaintStatus('user_claims', complaintId)).toBe('rejected');
  });

  it('others’ complaints and automatic ones stay decidable; an already decided own complaint is still refused', async () => {
    const eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: NEXT_WEEK });
    const byColleague = await insertEventComplaint(database.db, { eventId, complainantId: colleague.user.id });
    const automatic = await insertEventComplaint(database.db, { eventId, complainantId: null });
    expect((await moderator.client.put(`/api/management/claims/events/${byColleague}`, { status: 'rejected' })).status).toBe(200);
    expect((await moderator.client.put(`/api/management/claims/events/${automatic}`, { status: 'rejected' })).status).toBe(200);

    const ownDecided = await insertEventComplaint(database.db, { eventId, complainantId: moderator.user.id, status: 'approved' });
    const again = await moderator.client.put(`/api/management/claims/events/${ownDecided}`, { status: 'rejected' });
    expect(again.status).toBe(403);
    expect(await complaintStatus('event_claims', ownDecided)).toBe('approved');
  });
});
