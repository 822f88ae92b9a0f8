/**
 * Consumer contract of every events call (docs/events.md#api, docs/accounts.md#statuses, docs/events.md#the-event, docs/operations.md#rate-limits),
 * exercised through the app's real API client (app/src/api/events.ts). Adds its interactions to
 * contracts/pacts/city-app-city-bff.json, which the BFF verifies against itself with the provider
 * states of bff/test/pact-provider.pact.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPLAINT_MESSAGES,
  EVENT_FORM_MESSAGES,
  EVENT_IMAGE_MESSAGES,
  EVENT_MESSAGES,
  EVENT_PARTICIPANTS_MESSAGES,
  maxParticipantsBelowCountMessage,
  type EventRequest,
} from '@city/contracts';
import { complaintBody, errorBody, participantsBody, eventBody, eventCollectionBody, eventListBody, uploadedImageBody } from '@city/contracts/pact';
import { configureApi } from '../src/api/client';
import {
  complainAboutEvent,
  createEvent,
  deleteEvent,
  favoriteEvent,
  getEvent,
  getMyOrganizedEvents,
  getMyParticipations,
  getMyWaitlist,
  joinEvent,
  joinWaitlist,
  leaveEvent,
  leaveWaitlist,
  listEvents,
  unfavoriteEvent,
  updateEvent,
  uploadEventImage,
} from '../src/api/events';
import { getEventParticipants } from '../src/api/eventParticipants';
import { NO_SESSION, createPact, del, get, interactionsOf, post, put, upload, type ProviderState } from './interactions';

const { expectAnswer, expectRateLimit, expectRefusal, expectSignInRequired, itRefuses, itRequiresSignIn } =
  interactionsOf(createPact());
/** The provider states create the event first, so it is event 1; 999 never exists. */
const EVENT_ID = 1;
const MISSING_ID = 999;

const VIEWING: ProviderState = ['a signed-in account', { email: 'anna@example.com', displayName: 'Анна' }];
const OTHERS_EVENT: ProviderState = ['an upcoming event by another organizer'];
const OTHERS_STARTED: ProviderState = ['an event by another organizer that has started'];
const OWN_EVENT: ProviderState = ['an upcoming event organized by the signed-in account'];
const OWN_STARTED: ProviderState = ['an event organized by the signed-in account that has started'];
const JOINED: ProviderState = ['the signed-in account joined the event'];
const UNDER_COMPLAINT: ProviderState = ['the event is under a pending complaint'];
const OTHERS_FULL: ProviderState = ['a full event by another organizer'];
const WAITING: ProviderState = ['the signed-in account waits for a place at the event'];

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
  const concert = { title: 'Концерт в парке', category: 'культура и искусство' };
  const filters = { page: '1', limit: '25', category: 'культура и искусство', search: 'концерты' };

  it('answers a page of events matching the filters', () =>
    expectAnswer({
      states: [VIEWING, ['an upcoming event by another organizer', concert]],
      description: 'a list request with category and search',
      request: get('/api/events', filters),
      body: eventListBody(concert),
      call: () => listEvents(filters),
      check: (page) => {
        expect(page.hasMore).toBe(false);
        expect(page.events[0]?.title).toBe('Концерт в парке');
      },
    }));

  // docs/events.md#filters: the provider's Monday 10 June 2030 makes the weekend 15–16 June.
  const weekend = { page: '1', limit: '25', dateFilter: 'weekend' };

  it('answers the events of the coming weekend for dateFilter=weekend', () =>
    expectAnswer({
      states: [VIEWING, ['an event by another organizer on the coming weekend', { title: 'Ярмарка выходного дня' }]],
      description: 'a list request for the weekend',
      request: get('/api/events', weekend),
      body: eventListBody({ title: 'Ярмарка выходного дня' }),
      call: () => listEvents(weekend),
      check: (page) => expect(page.events[0]?.title).toBe('Ярмарка выходного дня'),
    }));

  it('leaves a weekday’s event out of the weekend', () =>
    expectAnswer({
      states: [VIEWING, OTHERS_EVENT],
      description: 'a list request for the weekend with only a weekday event',
      request: get('/api/events', weekend),
      body: { events: [], hasMore: false },
      call: () => listEvents(weekend),
      check: (page) => expect(page.events).toEqual([]),
    }));

  it('answers 401 for favourites without a session', () =>
    expectSignInRequired({
      description: 'a favourites list request without a session',
      request: get('/api/events', { page: '1', limit: '25', favorites: 'true' }),
      call: () => listEvents({ page: '1', limit: '25', favorites: 'true' }),
    }));

  it('answers 400 naming a bad parameter', () =>
    expectRefusal({
      states: [NO_SESSION],
      description: 'a list request with a limit over 100',
      request: get('/api/events', { page: '1', limit: '500' }),
      status: 400,
      error: errorBody('Параметр limit должен быть целым числом от 1 до 100'),
      call: () => listEvents({ page: '1', limit: '500' }),
      message: 'Параметр limit должен быть целым числом от 1 до 100',
    }));
});

describe('GET /api/events/{id}', () => {
  it('answers the event', () =>
    expectAnswer({
      states: [VIEWING, ['an upcoming event by another organizer', { title: 'Концерт в парке' }]],
      description: 'a request for one event',
      request: get(`/api/events/${EVENT_ID}`),
      body: eventBody({ title: 'Концерт в парке' }),
      call: () => getEvent(EVENT_ID),
      check: (event) => expect(event.title).toBe('Концерт в парке'),
    }));

  it('answers 404 «Мероприятие не найдено» for a missing event', () =>
    expectRefusal({
      states: [VIEWING],
      description: 'a request for a missing event',
      request: get(`/api/events/${MISSING_ID}`),
      status: 404,
      error: errorBody(EVENT_MESSAGES.notFound),
      call: () => getEvent(MISSING_ID),
      message: EVENT_MESSAGES.notFound,
    }));
});

describe('POST /api/events', () => {
  it('creates the event (201)', () =>
    expectAnswer({
      states: [VIEWING],
      description: 'an event creation',
      request: post('/api/events', jazzNight),
      status: 201,
      body: { ...eventBody({ title: 'Джазовый вечер', maxParticipants: 40 }), participantCount: 0 },
      call: () => createEvent(jazzNight),
      check: (created) => expect([created.title, created.maxParticipants]).toEqual(['Джазовый вечер', 40]),
    }));

  it('refuses a start in the past with 400 and the field’s message', () => {
    const past = { ...jazzNight, startDate: '2030-06-09T19:00:00' };
    return expectRefusal({
      states: [VIEWING],
      description: 'an event creation starting in the past',
      request: post('/api/events', past),
      status: 400,
      error: errorBody(EVENT_FORM_MESSAGES.startDatePast),
      call: () => createEvent(past),
      message: EVENT_FORM_MESSAGES.startDatePast,
    });
  });

  it('answers 401 without a session', () =>
    expectSignInRequired({
      description: 'an event creation without a session',
      request: post('/api/events', jazzNight),
      call: () => createEvent(jazzNight),
    }));
});

describe('PUT /api/events/{id}', () => {
  const updating = { request: put(`/api/events/${EVENT_ID}`, jazzNight), call: () => updateEvent(EVENT_ID, jazzNight) };
  const belowParticipants = { ...jazzNight, maxParticipants: 2 };

  it('updates the organizer’s event', () =>
    expectAnswer({
      ...updating,
      states: [VIEWING, OWN_EVENT],
      description: 'an update of an own upcoming event',
      body: eventBody({ title: 'Джазовый вечер', maxParticipants: 40 }),
      check: (updated) => expect(updated.title).toBe('Джазовый вечер'),
    }));

  itRefuses([
    {
      ...updating,
      name: 'refuses another organizer’s event with 403',
      states: [VIEWING, OTHERS_EVENT],
      description: 'an update of someone else’s event',
      status: 403,
      error: errorBody(EVENT_MESSAGES.editForbidden),
    },
    {
      ...updating,
      name: 'refuses a started event with 409 and the spec’s text',
      states: [VIEWING, OWN_STARTED],
      description: 'an update of an own event that has started',
      status: 409,
      error: errorBody(EVENT_MESSAGES.startedCannotManage),
      message: 'Мероприятие началось, невозможно его редактировать или отменить',
    },
    {
      ...updating,
      name: 'refuses an event under complaint with 409',
      states: [VIEWING, OWN_EVENT, UNDER_COMPLAINT],
      description: 'an update of an own event under complaint',
      status: 409,
      error: errorBody(EVENT_MESSAGES.underComplaintCannotManage),
    },
    {
      name: 'refuses a limit below the registered participants with 400',
      states: [VIEWING, ['an upcoming event organized by the signed-in account', { participants: 3 }]],
      description: 'an update lowering the limit below the participants',
      request: put(`/api/events/${EVENT_ID}`, belowParticipants),
      status: 400,
      error: errorBody(maxParticipantsBelowCountMessage(3)),
      call: () => updateEvent(EVENT_ID, belowParticipants),
    },
  ]);
});

describe('DELETE /api/events/{id}', () => {
  const deleting = { request: del(`/api/events/${EVENT_ID}`), call: () => deleteEvent(EVENT_ID) };

  it('deletes the organizer’s upcoming event', () =>
    expectAnswer({
      ...deleting,
      states: [VIEWING, OWN_EVENT],
      description: 'a deletion of an own upcoming event',
      body: { success: true },
      check: (result) => expect(result).toBeUndefined(),
    }));

  itRefuses([
    {
      ...deleting,
      name: 'refuses another organizer’s event with 403 and the spec’s text',
      states: [VIEWING, OTHERS_EVENT],
      description: 'a deletion of someone else’s event',
      status: 403,
      error: errorBody('У вас нет прав для удаления этого мероприятия'),
      message: 'У вас нет прав для удаления этого мероприятия',
    },
    {
      ...deleting,
      name: 'refuses an event that has started with 409',
      states: [VIEWING, OWN_STARTED],
      description: 'a deletion of an own event that has started',
      status: 409,
      error: errorBody(EVENT_MESSAGES.startedCannotManage),
      message: EVENT_MESSAGES.startedCannotManage,
    },
    {
      ...deleting,
      name: 'refuses an event under complaint with 409',
      states: [VIEWING, OWN_EVENT, UNDER_COMPLAINT],
      description: 'a deletion of an own event under complaint',
      status: 409,
      error: errorBody(EVENT_MESSAGES.underComplaintCannotManage),
    },
  ]);
});

describe('favourites', () => {
  it('POST marks the event favourite', () =>
    expectAnswer({
      states: [VIEWING, OTHERS_EVENT],
      description: 'a favourite request',
      request: post(`/api/events/${EVENT_ID}/favorite`),
      body: eventBody({ isFavorite: true }),
      call: () => favoriteEvent(EVENT_ID),
      check: (event) => expect(event.isFavorite).toBe(true),
    }));

  it('DELETE unmarks it', () =>
    expectAnswer({
      states: [VIEWING, OTHERS_EVENT, ['the signed-in account favourited the event']],
      description: 'an unfavourite request',
      request: del(`/api/events/${EVENT_ID}/favorite`),
      body: eventBody({ isFavorite: false }),
      call: () => unfavoriteEvent(EVENT_ID),
      check: (event) => expect(event.isFavorite).toBe(false),
    }));

  it('answers 404 for a missing event', () =>
    expectRefusal({
      states: [VIEWING],
      description: 'a favourite request for a missing event',
      request: post(`/api/events/${MISSING_ID}/favorite`),
      status: 404,
      error: errorBody(EVENT_MESSAGES.notFound),
      call: () => favoriteEvent(MISSING_ID),
    }));
});

describe('POST /api/events/{id}/join', () => {
  const joining = { request: post(`/api/events/${EVENT_ID}/join`), call: () => joinEvent(EVENT_ID) };

  it('joins an open event', () =>
    expectAnswer({
      ...joining,
      states: [VIEWING, OTHERS_EVENT],
      description: 'a join request',
      body: eventBody({ isParticipant: true, participantCount: 1 }),
      check: (joined) => expect([joined.isParticipant, joined.participantCount]).toEqual([true, 1]),
    }));

  itRefuses([
    {
      ...joining,
      name: 'refuses a full event with 409',
      states: [VIEWING, ['a full event by another organizer']],
      description: 'a join request for a full event',
      status: 409,
      error: errorBody(EVENT_MESSAGES.full),
    },
    {
      ...joining,
      name: 'refuses the organizer with 403',
      states: [VIEWING, OWN_EVENT],
      description: 'a join request by the organizer',
      status: 403,
      error: errorBody(EVENT_MESSAGES.organizerCannotJoin),
    },
    {
      ...joining,
      name: 'refuses an event that has started with 409',
      states: [VIEWING, OTHERS_STARTED],
      description: 'a join request for an event that has started',
      status: 409,
      error: errorBody(EVENT_MESSAGES.startedCannotJoin),
      message: EVENT_MESSAGES.startedCannotJoin,
    },
    {
      ...joining,
      name: 'refuses a participant’s join while the event is under complaint (409)',
      states: [VIEWING, OTHERS_EVENT, JOINED, UNDER_COMPLAINT],
      description: 'a join request for an event under complaint',
      status: 409,
      error: errorBody(EVENT_MESSAGES.underComplaintCannotJoin),
      message: EVENT_MESSAGES.underComplaintCannotJoin,
    },
  ]);
});

describe('GET /api/events/{id}/participants', () => {
  const listing = { request: get(`/api/events/${EVENT_ID}/participants`), call: () => getEventParticipants(EVENT_ID) };

  it('shows the organizer who joined, by public names', () =>
    expectAnswer({
      ...listing,
      states: [VIEWING, ['an upcoming event organized by the signed-in account', { participants: 2 }]],
      description: 'the organizer asking who joined',
      body: participantsBody('Участник 1'),
      check: ({ participants }) => expect(participants[0]?.name).toBe('Участник 1'),
    }));

  itRefuses([
    {
      ...listing,
      name: 'refuses anyone but the organizer with 403',
      states: [VIEWING, OTHERS_EVENT],
      description: 'a participants request by someone else',
      status: 403,
      error: errorBody(EVENT_PARTICIPANTS_MESSAGES.onlyOrganizer),
      message: EVENT_PARTICIPANTS_MESSAGES.onlyOrganizer,
    },
  ]);
});

describe('DELETE /api/events/{id}/leave', () => {
  const leaving = { request: del(`/api/events/${EVENT_ID}/leave`), call: () => leaveEvent(EVENT_ID) };

  it('leaves a joined event', () =>
    expectAnswer({
      ...leaving,
      states: [VIEWING, OTHERS_EVENT, JOINED],
      description: 'a leave request',
      body: eventBody({ isParticipant: false, participantCount: 0 }),
      check: (left) => expect(left.isParticipant).toBe(false),
    }));

  itRefuses([
    {
      ...leaving,
      name: 'refuses once the event has started (409)',
      states: [VIEWING, OTHERS_STARTED, JOINED],
      description: 'a leave request for an event that has started',
      status: 409,
      error: errorBody(EVENT_MESSAGES.startedCannotLeave),
      message: EVENT_MESSAGES.startedCannotLeave,
    },
    {
      ...leaving,
      name: 'refuses while the event is under complaint (409)',
      states: [VIEWING, OTHERS_EVENT, JOINED, UNDER_COMPLAINT],
      description: 'a leave request for an event under complaint',
      status: 409,
      error: errorBody(EVENT_MESSAGES.underComplaintCannotLeave),
    },
  ]);
});

// docs/events.md#waitlist
describe('POST /api/events/{id}/waitlist', () => {
  const waiting = { request: post(`/api/events/${EVENT_ID}/waitlist`), call: () => joinWaitlist(EVENT_ID) };

  it('takes a place in line at a full event', () =>
    expectAnswer({
      ...waiting,
      states: [VIEWING, OTHERS_FULL],
      description: 'a waitlist request for a full event',
      body: eventBody({ isParticipant: false, participantCount: 1, maxParticipants: 1, waitlistCount: 1, waitlistPosition: 1 }),
      check: (event) => expect([event.waitlistPosition, event.waitlistCount]).toEqual([1, 1]),
    }));

  itRefuses([
    {
      ...waiting,
      name: 'refuses an event with free places (409): the caller should join',
      states: [VIEWING, OTHERS_EVENT],
      description: 'a waitlist request for an event with free places',
      status: 409,
      error: errorBody(EVENT_MESSAGES.waitlistNotFull),
      message: EVENT_MESSAGES.waitlistNotFull,
    },
    {
      ...waiting,
      name: 'refuses the organizer with 403',
      states: [VIEWING, OWN_EVENT],
      description: 'a waitlist request by the organizer',
      status: 403,
      error: errorBody(EVENT_MESSAGES.organizerCannotWaitlist),
    },
    {
      ...waiting,
      name: 'refuses an event that has started with 409',
      states: [VIEWING, OTHERS_STARTED],
      description: 'a waitlist request for an event that has started',
      status: 409,
      error: errorBody(EVENT_MESSAGES.startedCannotWaitlist),
      message: EVENT_MESSAGES.startedCannotWaitlist,
    },
    {
      ...waiting,
      name: 'refuses while the event is under complaint (409)',
      states: [VIEWING, OTHERS_FULL, WAITING, UNDER_COMPLAINT],
      description: 'a waitlist request for an event under complaint',
      status: 409,
      error: errorBody(EVENT_MESSAGES.underComplaintCannotWaitlist),
      message: EVENT_MESSAGES.underComplaintCannotWaitlist,
    },
  ]);

  it('requires a session (401)', () =>
    expectSignInRequired({ ...waiting, description: 'a waitlist request without a session' }));
});

describe('DELETE /api/events/{id}/waitlist', () => {
  const leavingLine = { request: del(`/api/events/${EVENT_ID}/waitlist`), call: () => leaveWaitlist(EVENT_ID) };

  it('gives up the place in line', () =>
    expectAnswer({
      ...leavingLine,
      states: [VIEWING, OTHERS_FULL, WAITING],
      description: 'a request to leave the waitlist',
      body: eventBody({ isParticipant: false, participantCount: 1, maxParticipants: 1, waitlistCount: 0, waitlistPosition: null }),
      check: (event) => expect(event.waitlistPosition).toBeNull(),
    }));

  itRefuses([
    {
      ...leavingLine,
      name: 'refuses once the event has started (409)',
      states: [VIEWING, OTHERS_STARTED, WAITING],
      description: 'a request to leave the waitlist of an event that has started',
      status: 409,
      error: errorBody(EVENT_MESSAGES.startedCannotWaitlist),
      message: EVENT_MESSAGES.startedCannotWaitlist,
    },
    {
      ...leavingLine,
      name: 'refuses while the event is under complaint (409)',
      states: [VIEWING, OTHERS_FULL, WAITING, UNDER_COMPLAINT],
      description: 'a request to leave the waitlist of an event under complaint',
      status: 409,
      error: errorBody(EVENT_MESSAGES.underComplaintCannotWaitlist),
    },
  ]);
});

describe('POST /api/events/{id}/claim', () => {
  const reason = 'Это реклама, а не мероприятие';
  const complainting = { request: post(`/api/events/${EVENT_ID}/claim`, { reason }), call: () => complainAboutEvent(EVENT_ID, { reason }) };

  it('files a pending complaint (201)', () =>
    expectAnswer({
      states: [VIEWING, OTHERS_EVENT],
      description: 'a complaint about an event',
      request: complainting.request,
      status: 201,
      body: complaintBody(EVENT_ID, reason),
      // The client trims the reason before sending it.
      call: () => complainAboutEvent(EVENT_ID, { reason: `  ${reason} ` }),
      check: (claim) => expect([claim.status, claim.eventId]).toEqual(['pending', EVENT_ID]),
    }));

  itRefuses([
    {
      ...complainting,
      name: 'refuses the organizer’s own event with 403',
      states: [VIEWING, OWN_EVENT],
      description: 'a complaint about an own event',
      status: 403,
      error: errorBody(EVENT_MESSAGES.ownEventComplaint),
    },
    {
      ...complainting,
      name: 'refuses a second pending complaint with 409',
      states: [VIEWING, OTHERS_EVENT, ['the signed-in account already reported the event']],
      description: 'a second complaint about the same event',
      status: 409,
      error: errorBody(EVENT_MESSAGES.complaintAlreadyPending),
    },
    {
      name: 'refuses a blank reason with 400',
      states: [VIEWING, OTHERS_EVENT],
      description: 'a complaint with a blank reason',
      request: post(`/api/events/${EVENT_ID}/claim`, { reason: '' }),
      status: 400,
      error: errorBody(COMPLAINT_MESSAGES.reasonRequired),
      call: () => complainAboutEvent(EVENT_ID, { reason: '   ' }),
      message: COMPLAINT_MESSAGES.reasonRequired,
    },
  ]);

  it('answers 429 with the rate-limit shape after 20 complaints an hour', () =>
    expectRateLimit({
      ...complainting,
      states: [VIEWING, OTHERS_EVENT, ['complaints are exhausted for the signed-in account']],
      description: 'a complaint over the limit',
      limit: { type: 'other', maxAttempts: 20 },
    }));
});

describe('POST /api/upload/image', () => {
  const uploadingPoster = {
    request: upload('/api/upload/image', 'image/png', posterPath, 'image'),
    call: () => uploadEventImage(fileOf(posterPath, 'image/png')),
  };

  it('stores a PNG and answers its URL (201)', () =>
    expectAnswer({
      ...uploadingPoster,
      states: [VIEWING],
      description: 'an image upload',
      status: 201,
      body: uploadedImageBody(),
      check: ({ imageUrl }) => expect(imageUrl).toMatch(/^\/uploads\/.+\.(jpg|png)$/),
    }));

  it('refuses a GIF with 400', () =>
    expectRefusal({
      states: [VIEWING],
      description: 'a GIF upload',
      request: upload('/api/upload/image', 'image/gif', gifPath, 'image'),
      status: 400,
      error: errorBody(EVENT_IMAGE_MESSAGES.wrongType),
      call: () => uploadEventImage(fileOf(gifPath, 'image/gif')),
    }));

  it('answers 429 with the rate-limit shape after 30 uploads an hour', () =>
    expectRateLimit({
      ...uploadingPoster,
      states: [VIEWING, ['uploads are exhausted for the signed-in account']],
      description: 'an image upload over the limit',
      limit: { type: 'other', maxAttempts: 30 },
    }));

  it('answers 401 without a session', () =>
    expectSignInRequired({ ...uploadingPoster, description: 'an image upload without a session' }));
});

describe('the caller’s own events', () => {
  it('GET /api/events/my-participations answers the joined events', () =>
    expectAnswer({
      states: [VIEWING, OTHERS_EVENT, JOINED],
      description: 'a request for my participations',
      request: get('/api/events/my-participations'),
      body: eventCollectionBody({ isParticipant: true, participantCount: 1 }),
      call: getMyParticipations,
      check: (events) => expect(events.map((event) => event.isParticipant)).toEqual([true]),
    }));

  it('GET /api/events/my-waitlist answers the waited events with the place in line', () =>
    expectAnswer({
      states: [VIEWING, OTHERS_FULL, WAITING],
      description: 'a request for my waitlist',
      request: get('/api/events/my-waitlist'),
      body: eventCollectionBody({ isParticipant: false, participantCount: 1, maxParticipants: 1, waitlistCount: 1, waitlistPosition: 1 }),
      call: getMyWaitlist,
      check: (events) => expect(events.map((event) => event.waitlistPosition)).toEqual([1]),
    }));

  it('GET /api/events/my-organized answers the organized events', () =>
    expectAnswer({
      states: [VIEWING, OWN_EVENT],
      description: 'a request for my organized events',
      request: get('/api/events/my-organized'),
      body: eventCollectionBody(),
      call: getMyOrganizedEvents,
      check: (events) => expect(events).toHaveLength(1),
    }));

  itRequiresSignIn([
    {
      name: 'my organized events answer 401 without a session',
      description: 'a request for my organized events without a session',
      request: get('/api/events/my-organized'),
      call: getMyOrganizedEvents,
    },
    {
      name: 'my waitlist answers 401 without a session',
      description: 'a request for my waitlist without a session',
      request: get('/api/events/my-waitlist'),
      call: getMyWaitlist,
    },
    {
      name: 'my participations answer 401 without a session',
      description: 'a request for my participations without a session',
      request: get('/api/events/my-participations'),
      call: getMyParticipations,
    },
  ]);
});
