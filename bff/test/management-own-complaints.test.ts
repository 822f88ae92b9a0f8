import { MANAGEMENT_MESSAGES, type EventClaimsResponse, type UserClaimsResponse } from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  insertEventClaim,
  insertTestEvent,
  insertUserClaim,
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

  const claimStatus = async (table: 'event_claims' | 'user_claims', id: number) =>
    (await database.db.query<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0]?.status;

  it.each([
    ['moderator', () => moderator],
    ['admin', () => admin],
  ])('an event complaint filed by the %s: 403 for them, listed, and decided by a colleague', async (_role, filer) => {
    const eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: NEXT_WEEK });
    const claimId = await insertEventClaim(database.db, { eventId, reporterId: filer().user.id });

    for (const status of ['approved', 'rejected']) {
      const refused = await filer().client.put(`/api/management/claims/events/${claimId}`, { status });
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body).toEqual({ error: MANAGEMENT_MESSAGES.ownClaim });
    }
    expect(await claimStatus('event_claims', claimId)).toBe('pending');

    // The back office still shows it to the one who filed it.
    const listed = await filer().client.get<EventClaimsResponse>('/api/management/claims/events?status=pending');
    expect(listed.status).toBe(200);
    expect(listed.body.data.claims.map((claim) => claim.id)).toContain(claimId);

    const decided = await colleague.client.put(`/api/management/claims/events/${claimId}`, { status: 'approved' });
    expect(decided.status, decided.text).toBe(200);
    expect(await claimStatus('event_claims', claimId)).toBe('approved');
  });

  it('a user complaint filed by the moderator: 403 for them, listed, and decided by a colleague', async () => {
    const claimId = await insertUserClaim(database.db, { userId: organizer.user.id, reporterId: moderator.user.id });

    const refused = await moderator.client.put(`/api/management/claims/users/${claimId}`, { status: 'approved' });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toEqual({ error: MANAGEMENT_MESSAGES.ownClaim });
    expect(await claimStatus('user_claims', claimId)).toBe('pending');

    const listed = await moderator.client.get<UserClaimsResponse>('/api/management/claims/users?status=pending');
    expect(listed.status).toBe(200);
    expect(listed.body.data.claims.map((claim) => claim.id)).toContain(claimId);

    const decided = await colleague.client.put(`/api/management/claims/users/${claimId}`, { status: 'rejected' });
    expect(decided.status, decided.text).toBe(200);
    expect(await claimStatus('user_claims', claimId)).toBe('rejected');
  });

  it('others’ complaints and automatic ones stay decidable; an already decided own complaint is still refused', async () => {
    const eventId = await insertTestEvent(database.db, { organizerId: organizer.user.id, startsAt: NEXT_WEEK });
    const byColleague = await insertEventClaim(database.db, { eventId, reporterId: colleague.user.id });
    const automatic = await insertEventClaim(database.db, { eventId, reporterId: null });
    expect((await moderator.client.put(`/api/management/claims/events/${byColleague}`, { status: 'rejected' })).status).toBe(200);
    expect((await moderator.client.put(`/api/management/claims/events/${automatic}`, { status: 'rejected' })).status).toBe(200);

    const ownDecided = await insertEventClaim(database.db, { eventId, reporterId: moderator.user.id, status: 'approved' });
    const again = await moderator.client.put(`/api/management/claims/events/${ownDecided}`, { status: 'rejected' });
    expect(again.status).toBe(403);
    expect(await claimStatus('event_claims', ownDecided)).toBe('approved');
  });
});
