/**
 * Typed events calls (docs/events.md#api), bodies and answers from '@city/contracts'.
 * Every call takes the wrapper's options: pages that show their own message (docs/events.md#api)
 * pass `notify: false`; 401/403 go to the auth error handler unless `handleAuth: false`.
 */
import type {
  Event,
  EventComplaintRequest,
  EventComplaintResponse,
  EventListQuery,
  EventListResponse,
  EventRequest,
  ImageUploadResponse,
} from '@city/contracts';
import {
  eventAnswer,
  eventComplaintAnswer,
  eventCollectionAnswer,
  eventListAnswer,
  imageUploadAnswer,
  okAnswer,
} from './eventAnswers';
import { request, type RequestOptions } from './request';

export type EventCallOptions = Pick<RequestOptions, 'kind' | 'notify' | 'handleAuth' | 'signal'>;

/** docs/events.md#the-list: a failed list fetch and a failed event load are only logged or redirect, never toasted. */
const quietRead = (options?: EventCallOptions): EventCallOptions => ({ kind: 'read', ...options });

/**
 * The BFF answers 403 to an action on someone else's event or from a suspended account: that is a
 * refusal the page shows (docs/events.md#participation, docs/events.md#api), not a lost session, so only a 401 signs out.
 */
const action = (options?: EventCallOptions): EventCallOptions => ({ handleAuth: 'session', ...options });

const eventPath = (eventId: number): string => `/api/events/${encodeURIComponent(String(eventId))}`;

/** GET /api/events with the query of contracts' eventFiltersToQuery (page, limit, filters). */
export function listEvents(query: EventListQuery, options?: EventCallOptions): Promise<EventListResponse> {
  return request('/api/events', { ...quietRead(options), query, schema: eventListAnswer });
}

/** 404 «Мероприятие не найдено» for a missing, deleted or hidden event. */
export function getEvent(eventId: number, options?: EventCallOptions): Promise<Event> {
  return request(eventPath(eventId), { ...quietRead(options), schema: eventAnswer });
}

/** 201 with the created event. */
export function createEvent(body: EventRequest, options?: EventCallOptions): Promise<Event> {
  return request('/api/events', { ...action(options), method: 'POST', body, schema: eventAnswer });
}

/** Replaces the event: what the body leaves out (price, limit, image) becomes empty. */
export function updateEvent(eventId: number, body: EventRequest, options?: EventCallOptions): Promise<Event> {
  return request(eventPath(eventId), { ...action(options), method: 'PUT', body, schema: eventAnswer });
}

export async function deleteEvent(eventId: number, options?: EventCallOptions): Promise<void> {
  await request(eventPath(eventId), { ...action(options), method: 'DELETE', schema: okAnswer });
}

/** Idempotent; answers the event as the caller now sees it. */
export function favoriteEvent(eventId: number, options?: EventCallOptions): Promise<Event> {
  return request(`${eventPath(eventId)}/favorite`, { ...action(options), method: 'POST', schema: eventAnswer });
}

export function unfavoriteEvent(eventId: number, options?: EventCallOptions): Promise<Event> {
  return request(`${eventPath(eventId)}/favorite`, { ...action(options), method: 'DELETE', schema: eventAnswer });
}

/** Idempotent; refused (with the server's text) for the organizer, when full, started or under complaint. */
export function joinEvent(eventId: number, options?: EventCallOptions): Promise<Event> {
  return request(`${eventPath(eventId)}/join`, { ...action(options), method: 'POST', schema: eventAnswer });
}

export function leaveEvent(eventId: number, options?: EventCallOptions): Promise<Event> {
  return request(`${eventPath(eventId)}/leave`, { ...action(options), method: 'DELETE', schema: eventAnswer });
}

/**
 * docs/events.md#waitlist: a place in line at a full event. Idempotent; refused like join, and
 * with 409 while places are free (join instead).
 */
export function joinWaitlist(eventId: number, options?: EventCallOptions): Promise<Event> {
  return request(`${eventPath(eventId)}/waitlist`, { ...action(options), method: 'POST', schema: eventAnswer });
}

/** Idempotent: someone not waiting gets the event unchanged. */
export function leaveWaitlist(eventId: number, options?: EventCallOptions): Promise<Event> {
  return request(`${eventPath(eventId)}/waitlist`, { ...action(options), method: 'DELETE', schema: eventAnswer });
}

/** Files a pending complaint (201); the reason is trimmed by the server too. */
export function complainAboutEvent(
  eventId: number,
  body: EventComplaintRequest,
  options?: EventCallOptions,
): Promise<EventComplaintResponse> {
  return request(`${eventPath(eventId)}/claim`, {
    ...action(options),
    method: 'POST',
    body: { reason: body.reason.trim() },
    schema: eventComplaintAnswer,
  });
}

/** docs/events.md#api: multipart, field `image`; the server judges the file by its content. */
export function uploadEventImage(file: Blob, options?: EventCallOptions): Promise<ImageUploadResponse> {
  const form = new FormData();
  form.append('image', file, file instanceof File ? file.name : 'image');
  return request('/api/upload/image', { ...action(options), method: 'POST', body: form, schema: imageUploadAnswer });
}

/** Every event the caller joined, past included (the page filters). */
export async function getMyParticipations(options?: EventCallOptions): Promise<Event[]> {
  const { events } = await request('/api/events/my-participations', { ...options, schema: eventCollectionAnswer });
  return events;
}

/** docs/events.md#own-lists: every event whose waitlist holds the caller and that has not started. */
export async function getMyWaitlist(options?: EventCallOptions): Promise<Event[]> {
  const { events } = await request('/api/events/my-waitlist', { ...options, schema: eventCollectionAnswer });
  return events;
}

/** Every event the caller organizes, past included (the page filters). */
export async function getMyOrganizedEvents(options?: EventCallOptions): Promise<Event[]> {
  const { events } = await request('/api/events/my-organized', { ...options, schema: eventCollectionAnswer });
  return events;
}
