/**
 * Consumer contract of every events call (participant-side §7, §8; platform §4, §5, §7),
 * exercised through the app's real API client (app/src/api/events.ts). Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, which the BFF verifies against itself with the provider
 * states of bff/test/pact-provider.pact.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../app/src/api/client';
import { ApiError } from '../../app/src/api/errors';
import {
  claimEvent,
  createEvent,
  deleteEvent,
  favoriteEvent,
  getEvent,
  getMyOrganizedEvents,
  getMyParticipations,
  joinEvent,
  leaveEvent,
  listEvents,
  unfavoriteEvent,
  updateEvent,
  uploadEventImage,
} from '../../app/src/api/events';
import {
  CLAIM_MESSAGES,
  EVENT_FORM_MESSAGES,
  EVENT_IMAGE_MESSAGES,
  EVENT_MESSAGES,
  maxParticipantsBelowCountMessage,
  type EventRequest,
} from '../src';
import {
  claimBody,
  createPact,
  errorBody,
  eventBody,
  eventCollectionBody,
  eventListBody,
  jsonHeaders,
  rateLimitBody,
  rateLimitHeaders,
  uploadedImageBody,
} from './pactSetup';

const pact = createPact();
const VIEWER = { email: 'anna@example.com', displayName: 'Анна' };
/** The provider states create the event first, so it is event 1; 999 never exists. */
const EVENT_ID = 1;
const MISSING_ID = 999;
/** The mock server Pact starts for an interaction (its type is not exported by the package). */
const useMock = (server: { url: string }) => configureApi({ baseUrl: server.url });

/** The provider's clock stands at 2030-06-10 12:00 in Moscow, so this start is ahead. */
const jazzNight: EventRequest = {
  title: 'Джазовый вечер',
  description: 'Живая музыка и импровизация до полуночи.',
  category: 'культура и искусство',
  ageLimit: 16,
  startDate: '2030-06-15T19:00:00',
  durationMinutes: 90,
  address: 'Клуб «Алексей Козлов», ул. Маросейка, 11/4',
  isPaid: false,
  maxParticipants: 40,
};

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/**
 * Real one-pixel images (the BFF decodes and re-encodes the PNG during verification). Pact reads
 * multipart bodies from files, so they are written to a scratch folder.
 */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const ONE_PIXEL_GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const images = fs.mkdtempSync(path.join(os.tmpdir(), 'city-pact-images-'));
const posterPath = path.join(images, 'poster.png');
const gifPath = path.join(images, 'poster.gif');

beforeAll(() => {
  fs.writeFileSync(posterPath, Buffer.from(ONE_PIXEL_PNG, 'base64'));
  fs.writeFileSync(gifPath, Buffer.from(ONE_PIXEL_GIF, 'base64'));
});
afterAll(() => fs.rmSync(images, { recursive: true, force: true }));
beforeEach(() => configureApi({ baseUrl: '' }));

const fileOf = (filePath: string, type: string) =>
  new File([new Uint8Array(fs.readFileSync(filePath))], path.basename(filePath), { type });

describe('GET /api/events', () => {
  it('answers a page of events matching the filters', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer', { title: 'Концерт в парке', category: 'культура и искусство' })
      .uponReceiving('a list request with category and search')
      .withRequest('GET', '/api/events', (req) =>
        req.query({ page: '1', limit: '25', category: 'культура и искусство', search: 'концерты' }),
      )
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(eventListBody({ title: 'Концерт в парке', category: 'культура и искусство' })),
      )
      .executeTest(async (server) => {
        useMock(server);
        const page = await listEvents({ page: '1', limit: '25', category: 'культура и искусство', search: 'концерты' });
        expect(page.hasMore).toBe(false);
        expect(page.events[0]?.title).toBe('Концерт в парке');
      }));

  it('answers 401 for favourites without a session', () =>
    pact
      .addInteraction()
      .given('no session')
      .uponReceiving('a favourites list request without a session')
      .withRequest('GET', '/api/events', (req) => req.query({ page: '1', limit: '25', favorites: 'true' }))
      .willRespondWith(401, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Требуется авторизация')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(listEvents({ page: '1', limit: '25', favorites: 'true' }))).status).toBe(401);
      }));

  it('answers 400 naming a bad parameter', () =>
    pact
      .addInteraction()
      .given('no session')
      .uponReceiving('a list request with a limit over 100')
      .withRequest('GET', '/api/events', (req) => req.query({ page: '1', limit: '500' }))
      .willRespondWith(400, (res) =>
        res.headers(jsonHeaders).jsonBody(errorBody('Параметр limit должен быть целым числом от 1 до 100')),
      )
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(listEvents({ page: '1', limit: '500' }));
        expect([error.status, error.serverMessage]).toEqual([400, 'Параметр limit должен быть целым числом от 1 до 100']);
      }));
});

describe('GET /api/events/{id}', () => {
  it('answers the event', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer', { title: 'Концерт в парке' })
      .uponReceiving('a request for one event')
      .withRequest('GET', `/api/events/${EVENT_ID}`)
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(eventBody({ title: 'Концерт в парке' })))
      .executeTest(async (server) => {
        useMock(server);
        expect((await getEvent(EVENT_ID)).title).toBe('Концерт в парке');
      }));

  it('answers 404 «Мероприятие не найдено» for a missing event', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('a request for a missing event')
      .withRequest('GET', `/api/events/${MISSING_ID}`)
      .willRespondWith(404, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.notFound)))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(getEvent(MISSING_ID));
        expect([error.status, error.serverMessage]).toEqual([404, EVENT_MESSAGES.notFound]);
      }));
});

describe('POST /api/events', () => {
  it('creates the event (201)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('an event creation')
      .withRequest('POST', '/api/events', (req) => req.headers(jsonHeaders).jsonBody(jazzNight))
      .willRespondWith(201, (res) =>
        res.headers(jsonHeaders).jsonBody({ ...eventBody({ title: 'Джазовый вечер', maxParticipants: 40 }), participantCount: 0 }),
      )
      .executeTest(async (server) => {
        useMock(server);
        const created = await createEvent(jazzNight);
        expect([created.title, created.maxParticipants]).toEqual(['Джазовый вечер', 40]);
      }));

  it('refuses a start in the past with 400 and the field’s message', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('an event creation starting in the past')
      .withRequest('POST', '/api/events', (req) =>
        req.headers(jsonHeaders).jsonBody({ ...jazzNight, startDate: '2030-06-09T19:00:00' }),
      )
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_FORM_MESSAGES.startDatePast)))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(createEvent({ ...jazzNight, startDate: '2030-06-09T19:00:00' }));
        expect([error.status, error.serverMessage]).toEqual([400, EVENT_FORM_MESSAGES.startDatePast]);
      }));

  it('answers 401 without a session', () =>
    pact
      .addInteraction()
      .given('no session')
      .uponReceiving('an event creation without a session')
      .withRequest('POST', '/api/events', (req) => req.headers(jsonHeaders).jsonBody(jazzNight))
      .willRespondWith(401, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Требуется авторизация')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(createEvent(jazzNight))).status).toBe(401);
      }));
});

describe('PUT /api/events/{id}', () => {
  it('updates the organizer’s event', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event organized by the signed-in account')
      .uponReceiving('an update of an own upcoming event')
      .withRequest('PUT', `/api/events/${EVENT_ID}`, (req) => req.headers(jsonHeaders).jsonBody(jazzNight))
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(eventBody({ title: 'Джазовый вечер', maxParticipants: 40 })))
      .executeTest(async (server) => {
        useMock(server);
        expect((await updateEvent(EVENT_ID, jazzNight)).title).toBe('Джазовый вечер');
      }));

  it('refuses another organizer’s event with 403', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .uponReceiving('an update of someone else’s event')
      .withRequest('PUT', `/api/events/${EVENT_ID}`, (req) => req.headers(jsonHeaders).jsonBody(jazzNight))
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.editForbidden)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(updateEvent(EVENT_ID, jazzNight))).status).toBe(403);
      }));

  it('refuses a started event with 409 and the spec’s text', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an event organized by the signed-in account that has started')
      .uponReceiving('an update of an own event that has started')
      .withRequest('PUT', `/api/events/${EVENT_ID}`, (req) => req.headers(jsonHeaders).jsonBody(jazzNight))
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.startedCannotManage)))
      .executeTest(async (server) => {
        useMock(server);
        const error = await failureOf(updateEvent(EVENT_ID, jazzNight));
        expect([error.status, error.serverMessage]).toEqual([409, 'Мероприятие началось, невозможно его редактировать или отменить']);
      }));

  it('refuses an event under complaint with 409', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event organized by the signed-in account')
      .given('the event is under a pending complaint')
      .uponReceiving('an update of an own event under complaint')
      .withRequest('PUT', `/api/events/${EVENT_ID}`, (req) => req.headers(jsonHeaders).jsonBody(jazzNight))
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.underComplaintCannotManage)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(updateEvent(EVENT_ID, jazzNight))).status).toBe(409);
      }));

  it('refuses a limit below the registered participants with 400', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event organized by the signed-in account', { participants: 3 })
      .uponReceiving('an update lowering the limit below the participants')
      .withRequest('PUT', `/api/events/${EVENT_ID}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ ...jazzNight, maxParticipants: 2 }),
      )
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody(errorBody(maxParticipantsBelowCountMessage(3))))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(updateEvent(EVENT_ID, { ...jazzNight, maxParticipants: 2 }))).status).toBe(400);
      }));
});

describe('DELETE /api/events/{id}', () => {
  it('deletes the organizer’s upcoming event', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event organized by the signed-in account')
      .uponReceiving('a deletion of an own upcoming event')
      .withRequest('DELETE', `/api/events/${EVENT_ID}`)
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody({ success: true }))
      .executeTest(async (server) => {
        useMock(server);
        await expect(deleteEvent(EVENT_ID)).resolves.toBeUndefined();
      }));

  it('refuses another organizer’s event with 403 and the spec’s text', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .uponReceiving('a deletion of someone else’s event')
      .withRequest('DELETE', `/api/events/${EVENT_ID}`)
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody(errorBody('У вас нет прав для удаления этого мероприятия')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(deleteEvent(EVENT_ID))).serverMessage).toBe('У вас нет прав для удаления этого мероприятия');
      }));
});

describe('DELETE /api/events/{id}: refusals by the event’s state', () => {
  it('refuses an event that has started with 409', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an event organized by the signed-in account that has started')
      .uponReceiving('a deletion of an own event that has started')
      .withRequest('DELETE', `/api/events/${EVENT_ID}`)
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.startedCannotManage)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(deleteEvent(EVENT_ID))).serverMessage).toBe(EVENT_MESSAGES.startedCannotManage);
      }));

  it('refuses an event under complaint with 409', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event organized by the signed-in account')
      .given('the event is under a pending complaint')
      .uponReceiving('a deletion of an own event under complaint')
      .withRequest('DELETE', `/api/events/${EVENT_ID}`)
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.underComplaintCannotManage)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(deleteEvent(EVENT_ID))).status).toBe(409);
      }));
});

describe('favourites', () => {
  it('POST marks the event favourite', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .uponReceiving('a favourite request')
      .withRequest('POST', `/api/events/${EVENT_ID}/favorite`)
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(eventBody({ isFavorite: true })))
      .executeTest(async (server) => {
        useMock(server);
        expect((await favoriteEvent(EVENT_ID)).isFavorite).toBe(true);
      }));

  it('DELETE unmarks it', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .given('the signed-in account favourited the event')
      .uponReceiving('an unfavourite request')
      .withRequest('DELETE', `/api/events/${EVENT_ID}/favorite`)
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(eventBody({ isFavorite: false })))
      .executeTest(async (server) => {
        useMock(server);
        expect((await unfavoriteEvent(EVENT_ID)).isFavorite).toBe(false);
      }));

  it('answers 404 for a missing event', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('a favourite request for a missing event')
      .withRequest('POST', `/api/events/${MISSING_ID}/favorite`)
      .willRespondWith(404, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.notFound)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(favoriteEvent(MISSING_ID))).status).toBe(404);
      }));
});

describe('POST /api/events/{id}/join', () => {
  it('joins an open event', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .uponReceiving('a join request')
      .withRequest('POST', `/api/events/${EVENT_ID}/join`)
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(eventBody({ isParticipant: true, participantCount: 1 })))
      .executeTest(async (server) => {
        useMock(server);
        const joined = await joinEvent(EVENT_ID);
        expect([joined.isParticipant, joined.participantCount]).toEqual([true, 1]);
      }));

  it('refuses a full event with 409', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('a full event by another organizer')
      .uponReceiving('a join request for a full event')
      .withRequest('POST', `/api/events/${EVENT_ID}/join`)
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.full)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(joinEvent(EVENT_ID))).status).toBe(409);
      }));

  it('refuses the organizer with 403', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event organized by the signed-in account')
      .uponReceiving('a join request by the organizer')
      .withRequest('POST', `/api/events/${EVENT_ID}/join`)
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.organizerCannotJoin)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(joinEvent(EVENT_ID))).status).toBe(403);
      }));

  it('refuses an event that has started with 409', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an event by another organizer that has started')
      .uponReceiving('a join request for an event that has started')
      .withRequest('POST', `/api/events/${EVENT_ID}/join`)
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.startedCannotJoin)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(joinEvent(EVENT_ID))).serverMessage).toBe(EVENT_MESSAGES.startedCannotJoin);
      }));
});

describe('POST /api/events/{id}/join under complaint', () => {
  it('refuses a participant’s join while the event is under complaint (409)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .given('the signed-in account joined the event')
      .given('the event is under a pending complaint')
      .uponReceiving('a join request for an event under complaint')
      .withRequest('POST', `/api/events/${EVENT_ID}/join`)
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.underComplaintCannotJoin)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(joinEvent(EVENT_ID))).serverMessage).toBe(EVENT_MESSAGES.underComplaintCannotJoin);
      }));
});

describe('DELETE /api/events/{id}/leave', () => {
  it('leaves a joined event', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .given('the signed-in account joined the event')
      .uponReceiving('a leave request')
      .withRequest('DELETE', `/api/events/${EVENT_ID}/leave`)
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(eventBody({ isParticipant: false, participantCount: 0 })))
      .executeTest(async (server) => {
        useMock(server);
        expect((await leaveEvent(EVENT_ID)).isParticipant).toBe(false);
      }));

  it('refuses once the event has started (409)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an event by another organizer that has started')
      .given('the signed-in account joined the event')
      .uponReceiving('a leave request for an event that has started')
      .withRequest('DELETE', `/api/events/${EVENT_ID}/leave`)
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.startedCannotLeave)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(leaveEvent(EVENT_ID))).serverMessage).toBe(EVENT_MESSAGES.startedCannotLeave);
      }));

  it('refuses while the event is under complaint (409)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .given('the signed-in account joined the event')
      .given('the event is under a pending complaint')
      .uponReceiving('a leave request for an event under complaint')
      .withRequest('DELETE', `/api/events/${EVENT_ID}/leave`)
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.underComplaintCannotLeave)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(leaveEvent(EVENT_ID))).status).toBe(409);
      }));
});

describe('POST /api/events/{id}/claim', () => {
  const reason = 'Это реклама, а не мероприятие';

  it('files a pending complaint (201)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .uponReceiving('a complaint about an event')
      .withRequest('POST', `/api/events/${EVENT_ID}/claim`, (req) => req.headers(jsonHeaders).jsonBody({ reason }))
      .willRespondWith(201, (res) => res.headers(jsonHeaders).jsonBody(claimBody(EVENT_ID, reason)))
      .executeTest(async (server) => {
        useMock(server);
        const claim = await claimEvent(EVENT_ID, { reason: `  ${reason} ` });
        expect([claim.status, claim.eventId]).toEqual(['pending', EVENT_ID]);
      }));

  it('refuses the organizer’s own event with 403', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event organized by the signed-in account')
      .uponReceiving('a complaint about an own event')
      .withRequest('POST', `/api/events/${EVENT_ID}/claim`, (req) => req.headers(jsonHeaders).jsonBody({ reason }))
      .willRespondWith(403, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.ownEventClaim)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(claimEvent(EVENT_ID, { reason }))).status).toBe(403);
      }));

  it('refuses a second pending complaint with 409', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .given('the signed-in account already reported the event')
      .uponReceiving('a second complaint about the same event')
      .withRequest('POST', `/api/events/${EVENT_ID}/claim`, (req) => req.headers(jsonHeaders).jsonBody({ reason }))
      .willRespondWith(409, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_MESSAGES.claimAlreadyPending)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(claimEvent(EVENT_ID, { reason }))).status).toBe(409);
      }));

  it('refuses a blank reason with 400', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .uponReceiving('a complaint with a blank reason')
      .withRequest('POST', `/api/events/${EVENT_ID}/claim`, (req) => req.headers(jsonHeaders).jsonBody({ reason: '' }))
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody(errorBody(CLAIM_MESSAGES.reasonRequired)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(claimEvent(EVENT_ID, { reason: '   ' }))).serverMessage).toBe(CLAIM_MESSAGES.reasonRequired);
      }));

  it('answers 429 with the rate-limit shape after 20 complaints an hour', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .given('complaints are exhausted for the signed-in account')
      .uponReceiving('a complaint over the limit')
      .withRequest('POST', `/api/events/${EVENT_ID}/claim`, (req) => req.headers(jsonHeaders).jsonBody({ reason }))
      .willRespondWith(429, (res) => res.headers({ ...jsonHeaders, ...rateLimitHeaders }).jsonBody(rateLimitBody('other', 20)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(claimEvent(EVENT_ID, { reason }))).rateLimit?.maxAttempts).toBe(20);
      }));
});

describe('POST /api/upload/image', () => {
  it('stores a PNG and answers its URL (201)', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('an image upload')
      .withRequest('POST', '/api/upload/image', (req) => req.multipartBody('image/png', posterPath, 'image'))
      .willRespondWith(201, (res) => res.headers(jsonHeaders).jsonBody(uploadedImageBody()))
      .executeTest(async (server) => {
        useMock(server);
        const { imageUrl } = await uploadEventImage(fileOf(posterPath, 'image/png'));
        expect(imageUrl).toMatch(/^\/uploads\/.+\.(jpg|png)$/);
      }));

  it('refuses a GIF with 400', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .uponReceiving('a GIF upload')
      .withRequest('POST', '/api/upload/image', (req) => req.multipartBody('image/gif', gifPath, 'image'))
      .willRespondWith(400, (res) => res.headers(jsonHeaders).jsonBody(errorBody(EVENT_IMAGE_MESSAGES.wrongType)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(uploadEventImage(fileOf(gifPath, 'image/gif')))).status).toBe(400);
      }));

  it('answers 429 with the rate-limit shape after 30 uploads an hour', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('uploads are exhausted for the signed-in account')
      .uponReceiving('an image upload over the limit')
      .withRequest('POST', '/api/upload/image', (req) => req.multipartBody('image/png', posterPath, 'image'))
      .willRespondWith(429, (res) => res.headers({ ...jsonHeaders, ...rateLimitHeaders }).jsonBody(rateLimitBody('other', 30)))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(uploadEventImage(fileOf(posterPath, 'image/png')))).rateLimit?.maxAttempts).toBe(30);
      }));

  it('answers 401 without a session', () =>
    pact
      .addInteraction()
      .given('no session')
      .uponReceiving('an image upload without a session')
      .withRequest('POST', '/api/upload/image', (req) => req.multipartBody('image/png', posterPath, 'image'))
      .willRespondWith(401, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Требуется авторизация')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(uploadEventImage(fileOf(posterPath, 'image/png')))).status).toBe(401);
      }));
});

describe('the caller’s own events', () => {
  it('GET /api/events/my-participations answers the joined events', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event by another organizer')
      .given('the signed-in account joined the event')
      .uponReceiving('a request for my participations')
      .withRequest('GET', '/api/events/my-participations')
      .willRespondWith(200, (res) =>
        res.headers(jsonHeaders).jsonBody(eventCollectionBody({ isParticipant: true, participantCount: 1 })),
      )
      .executeTest(async (server) => {
        useMock(server);
        expect((await getMyParticipations()).map((event) => event.isParticipant)).toEqual([true]);
      }));

  it('GET /api/events/my-organized answers the organized events', () =>
    pact
      .addInteraction()
      .given('a signed-in account', VIEWER)
      .given('an upcoming event organized by the signed-in account')
      .uponReceiving('a request for my organized events')
      .withRequest('GET', '/api/events/my-organized')
      .willRespondWith(200, (res) => res.headers(jsonHeaders).jsonBody(eventCollectionBody()))
      .executeTest(async (server) => {
        useMock(server);
        expect(await getMyOrganizedEvents()).toHaveLength(1);
      }));

  it('my organized events answer 401 without a session', () =>
    pact
      .addInteraction()
      .given('no session')
      .uponReceiving('a request for my organized events without a session')
      .withRequest('GET', '/api/events/my-organized')
      .willRespondWith(401, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Требуется авторизация')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(getMyOrganizedEvents())).status).toBe(401);
      }));

  it('my participations answer 401 without a session', () =>
    pact
      .addInteraction()
      .given('no session')
      .uponReceiving('a request for my participations without a session')
      .withRequest('GET', '/api/events/my-participations')
      .willRespondWith(401, (res) => res.headers(jsonHeaders).jsonBody(errorBody('Требуется авторизация')))
      .executeTest(async (server) => {
        useMock(server);
        expect((await failureOf(getMyParticipations())).status).toBe(401);
      }));
});
