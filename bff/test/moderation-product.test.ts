import {
  EVENT_MESSAGES,
  eventListResponseSchema,
  eventSchema,
  publicEventsResponseSchema,
  VIOLATIONS,
  type Event,
  type EventComplaintsResponse,
  type EventComplaint,
  type EventRequest,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadShippedModel } from '@city/moderation';
import { silentLogger } from '../src/logger';
import { createEventModeration } from '../src/services/moderation';
import {
  BOXING_TOURNAMENT,
  closeTestTemplates,
  signIn,
  startTestApp,
  testClock,
  testDatabases,
  VEILED_DRUG_PARTY,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

/** Monday 10 June 2030, 12:00 in Moscow. */
const NOW = '2030-06-10T09:00:00Z';

describe.each(testDatabases())('automatic moderation of events on $name', ({ create }) => {
  const model = loadShippedModel();
  let database: TestDatabase;
  let app: TestApp;
  const clock = testClock(NOW);
  let organizer: SignedInUser;
  let neighbour: SignedInUser;
  let moderator: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: clock.now });
    organizer = await signIn(app, database.db, { email: 'organizer@example.com', password: 'Secret12', displayName: 'Олег' });
    neighbour = await signIn(app, database.db, { email: 'neighbour@example.com', password: 'Secret12' });
    moderator = await signIn(app, database.db, { email: 'moderator@example.com', password: 'Secret12', role: 'moderator', displayName: 'Мария' });
    admin = await signIn(app, database.db, { email: 'admin@example.com', password: 'Secret12', role: 'admin' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    clock.set(NOW);
    await database.db.query('TRUNCATE event_claims, events CASCADE');
  });

  const createEvent = async (body: EventRequest): Promise<Event> => {
    const response = await organizer.client.post<Event>('/api/events', body);
    expect(response.status, response.text).toBe(201);
    return eventSchema.parse(response.body);
  };
  const editEvent = (id: number, body: EventRequest) => organizer.client.put<Event>(`/api/events/${id}`, body);
  const mainListIds = async (client = neighbour.client) =>
    eventListResponseSchema.parse((await client.get('/api/events')).body).events.map((event) => event.id);
  const publicFeedIds = async () =>
    publicEventsResponseSchema.parse((await app.client().get('/api/public/events?limit=24')).body).events.map((event) => event.id);
  const systemComplaints = async (): Promise<EventComplaint[]> => {
    const response = await moderator.client.get<EventComplaintsResponse>('/api/management/claims/events');
    expect(response.status).toBe(200);
    return response.body.data.claims.filter((claim) => claim.reporterUserId === null);
  };
  const decide = (complaintId: number, status: 'approved' | 'rejected') =>
    moderator.client.put(`/api/management/claims/events/${complaintId}`, { status, resolutionComment: 'Проверено' });

  it('hides and freezes a veiled drug party the moment it is created, with the verdict on the event', async () => {
    const event = await createEvent(VEILED_DRUG_PARTY);

    expect(event.claim).toBe(true);
    expect(event.systemClaim).toEqual({
      reason: `Автоматическая модерация: ${VIOLATIONS.drugs.label}`,
      status: 'pending',
      createdAt: expect.any(String),
      metadata: {
        model: model.name,
        confidence: expect.any(Number),
        category: 'drugs',
        lawReference: VIOLATIONS.drugs.lawReference,
        checkedAt: new Date(NOW).toISOString(),
      },
    });
    expect(event.systemClaim!.metadata.confidence).toBeGreaterThanOrEqual(model.defaultThreshold);
    expect(event.systemClaim!.metadata.confidence).toBeLessThanOrEqual(1);

    expect(await mainListIds()).not.toContain(event.id);
    expect(await mainListIds(app.client())).not.toContain(event.id);
    expect(await publicFeedIds()).not.toContain(event.id);
    expect((await neighbour.client.get(`/api/events/${event.id}`)).status).toBe(404);
    // The organizer still opens it and sees the banner's data.
    const own = await organizer.client.get<Event>(`/api/events/${event.id}`);
    expect(own.status).toBe(200);
    expect(own.body.systemClaim?.metadata.category).toBe('drugs');

    const edit = await editEvent(event.id, { ...VEILED_DRUG_PARTY, title: 'Просто вечеринка' });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({ error: EVENT_MESSAGES.underComplaintCannotManage });
    expect((await organizer.client.delete(`/api/events/${event.id}`)).status).toBe(409);
  });

  it('lists the system complaint in the back office with the verdict; rejecting it shows the event again', async () => {
    const event = await createEvent(VEILED_DRUG_PARTY);
    const [complaint] = await systemComplaints();
    expect(complaint).toMatchObject({
      eventId: event.id,
      eventTitle: VEILED_DRUG_PARTY.title,
      reporterUserId: null,
      reporterName: null,
      reason: 'Автоматическая модерация: наркотики',
      status: 'pending',
      metadata: {
        autoModeration: true,
        systemGenerated: true,
        model: model.name,
        confidence: event.systemClaim!.metadata.confidence,
        category: 'drugs',
        lawReference: VIOLATIONS.drugs.lawReference,
        checkedAt: new Date(NOW).toISOString(),
      },
    });

    expect((await decide(complaint!.id, 'rejected')).status).toBe(200);
    expect(await mainListIds()).toContain(event.id);
    expect(await publicFeedIds()).toContain(event.id);
    const reopened = eventSchema.parse((await neighbour.client.get(`/api/events/${event.id}`)).body);
    expect(reopened).toMatchObject({ claim: false, systemClaim: null });

    // The moderator's decision on this text stands: moving the date does not flag it again.
    const moved = await editEvent(event.id, { ...VEILED_DRUG_PARTY, startDate: '2030-06-21T23:00:00' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ claim: false, systemClaim: null });
    expect(await systemComplaints()).toHaveLength(1);
  });

  it('keeps an approved event hidden and frozen', async () => {
    const event = await createEvent(VEILED_DRUG_PARTY);
    const [complaint] = await systemComplaints();
    expect((await decide(complaint!.id, 'approved')).status).toBe(200);

    expect(await mainListIds()).not.toContain(event.id);
    expect(await publicFeedIds()).not.toContain(event.id);
    const own = await organizer.client.get<Event>(`/api/events/${event.id}`);
    expect(own.body.systemClaim).toMatchObject({ status: 'approved', metadata: { category: 'drugs' } });
    expect((await editEvent(event.id, BOXING_TOURNAMENT)).status).toBe(409);
  });

  it('never flags a benign boxing tournament, on creation or on an edit', async () => {
    const event = await createEvent(BOXING_TOURNAMENT);
    expect(event).toMatchObject({ claim: false, systemClaim: null });
    expect(await mainListIds()).toContain(event.id);

    const edited = await editEvent(event.id, {
      ...BOXING_TOURNAMENT,
      description: `${BOXING_TOURNAMENT.description} Финальный бой — за титул чемпиона клуба, нокауты разбирает тренер.`,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ claim: false, systemClaim: null });
    expect(await systemComplaints()).toEqual([]);
  });

  it('flags an edit that turns a benign event into a drug party, once', async () => {
    const event = await createEvent(BOXING_TOURNAMENT);
    const edited = await editEvent(event.id, VEILED_DRUG_PARTY);
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.systemClaim).toMatchObject({ status: 'pending', metadata: { category: 'drugs', model: model.name } });
    expect(await mainListIds()).not.toContain(event.id);
    // Frozen now: a second edit is refused, so no second complaint can come from it.
    expect((await editEvent(event.id, { ...VEILED_DRUG_PARTY, title: 'Ещё раз' })).status).toBe(409);
    expect(await systemComplaints()).toHaveLength(1);
  });

  it('never places a second pending system complaint on an event that has one', async () => {
    const event = await createEvent(BOXING_TOURNAMENT);
    const moderation = createEventModeration({ model, threshold: model.defaultThreshold, clock: clock.now, logger: silentLogger });
    const text = { title: VEILED_DRUG_PARTY.title, description: VEILED_DRUG_PARTY.description, address: VEILED_DRUG_PARTY.address };
    const check = () => database.db.transaction((tx) => moderation.checkEvent(tx, event.id, text));
    expect((await check())?.category).toBe('drugs');
    const again = await Promise.all([check(), check()]);
    expect(again.map((verdict) => verdict?.category)).toEqual(['drugs', 'drugs']);
    expect(await systemComplaints()).toHaveLength(1);
  });

  it('counts decisions on system complaints in the statistics', async () => {
    const before = await admin.client.get<{ data: { moderators: Array<{ moderator_id: number; total_claims_reviewed: number; claims_rejected: number }> } }>(
      '/api/management/statistics/moderators',
    );
    const reviewedBefore = before.body.data.moderators.find((row) => row.moderator_id === moderator.user.id)?.total_claims_reviewed ?? 0;
    const rejectedBefore = before.body.data.moderators.find((row) => row.moderator_id === moderator.user.id)?.claims_rejected ?? 0;

    await createEvent(VEILED_DRUG_PARTY);
    const overview = await moderator.client.get<{ data: { totalClaims: number; pendingClaims: number } }>('/api/management/statistics/overview');
    expect(overview.body.data).toMatchObject({ totalClaims: 1, pendingClaims: 1 });

    const [complaint] = await systemComplaints();
    await decide(complaint!.id, 'rejected');
    const after = await admin.client.get<typeof before.body>('/api/management/statistics/moderators');
    expect(after.body.data.moderators.find((row) => row.moderator_id === moderator.user.id)).toMatchObject({
      total_claims_reviewed: reviewedBefore + 1,
      claims_rejected: rejectedBefore + 1,
    });
  });
});
