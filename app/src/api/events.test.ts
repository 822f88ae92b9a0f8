import { describe, expect, it } from 'vitest';
import type { Event } from '@city/contracts';
import { useApiHarness } from '../testing/apiHarness';
import { ApiError } from './errors';
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
} from './events';

const harness = useApiHarness();
const { notices, authStatuses } = harness;

const event: Event = {
  id: 7,
  title: 'Концерт в парке',
  description: 'Живая музыка под открытым небом',
  imageUrl: null,
  startDate: '2030-06-11T19:00:00',
  durationMinutes: 120,
  address: 'Парк Горького',
  city: 'Москва',
  latitude: null,
  longitude: null,
  category: 'культура и искусство',
  ageLimit: 12,
  isPaid: false,
  price: null,
  maxParticipants: 10,
  participantCount: 3,
  isFavorite: false,
  isParticipant: false,
  waitlistCount: 0,
  waitlistPosition: null,
  organizerUserId: 2,
  organizerName: 'Олег',
  claim: false,
  systemClaim: null,
  createdAt: '2030-06-10T08:00:00.000Z',
  updatedAt: '2030-06-10T08:00:00.000Z',
};

const request = (index = 0) => {
  const recorded = harness.server.requests[index];
  if (!recorded) throw new Error(`no request #${index}`);
  return recorded;
};

describe('reading events', () => {
  it('listEvents sends the filter query as given and parses {events, hasMore}', async () => {
    harness.server.answer(() => ({ status: 200, body: { events: [event], hasMore: true } }));
    const page = await listEvents({ page: '2', limit: '25', search: 'концерты', hideUnavailable: 'false' });
    expect(page).toEqual({ events: [event], hasMore: true });
    expect(request().path).toBe(
      `/api/events?page=2&limit=25&search=${encodeURIComponent('концерты')}&hideUnavailable=false`,
    );
  });

  it('listEvents and getEvent fail without a toast (docs/events.md#api: logged, or the not-found view)', async () => {
    harness.server.answer(() => ({ status: 404, body: { error: 'Мероприятие не найдено' } }));
    const error = await getEvent(7).catch((reason: unknown) => reason);
    expect((error as ApiError).serverMessage).toBe('Мероприятие не найдено');
    harness.server.answer(() => ({ status: 500, body: { error: 'Внутренняя ошибка сервера' } }));
    await expect(listEvents({ page: '1', limit: '25' })).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([]);
    expect(harness.calls()).toEqual(['GET /api/events/7', 'GET /api/events?page=1&limit=25']);
  });

  it('a list answer that breaks the contract is a failure, not data', async () => {
    harness.server.answer(() => ({ status: 200, body: { events: [{ ...event, startDate: undefined }], hasMore: false } }));
    await expect(listEvents({ page: '1', limit: '25' })).rejects.toBeInstanceOf(ApiError);
  });

  it('my participations and my organized events unwrap {events}', async () => {
    harness.server.answer(() => ({ status: 200, body: { events: [event] } }));
    await expect(getMyParticipations()).resolves.toEqual([event]);
    await expect(getMyOrganizedEvents()).resolves.toEqual([event]);
    expect(harness.calls()).toEqual(['GET /api/events/my-participations', 'GET /api/events/my-organized']);
  });

  it('my waitlist unwraps {events}, each with the caller’s place in line', async () => {
    const waited = { ...event, waitlistCount: 3, waitlistPosition: 2 };
    harness.server.answer(() => ({ status: 200, body: { events: [waited] } }));
    await expect(getMyWaitlist()).resolves.toEqual([waited]);
    expect(harness.calls()).toEqual(['GET /api/events/my-waitlist']);
  });
});

describe('changing events', () => {
  const body = {
    title: 'Концерт в парке',
    description: 'Живая музыка',
    category: 'культура и искусство',
    ageLimit: 12,
    startDate: '2030-06-11T19:00:00',
    address: 'Парк Горького',
    isPaid: false,
  } as const;

  it('createEvent posts the JSON body, updateEvent puts it, deleteEvent answers nothing', async () => {
    harness.server.answer(({ method }) => (method === 'DELETE' ? { status: 200, body: { success: true } } : { status: 201, body: event }));
    await expect(createEvent(body)).resolves.toEqual(event);
    await expect(updateEvent(7, body)).resolves.toEqual(event);
    await expect(deleteEvent(7)).resolves.toBeUndefined();
    expect(harness.calls()).toEqual(['POST /api/events', 'PUT /api/events/7', 'DELETE /api/events/7']);
    expect(JSON.parse(request(0).body)).toEqual(body);
    expect(request(1).headers['content-type']).toBe('application/json');
  });

  it('favourite, join and leave use the spec’s methods and paths and answer the event', async () => {
    harness.server.answer(() => ({ status: 200, body: { ...event, isFavorite: true, isParticipant: true } }));
    await favoriteEvent(7);
    await unfavoriteEvent(7);
    await joinEvent(7);
    const left = await leaveEvent(7);
    expect(left.isParticipant).toBe(true);
    expect(harness.calls()).toEqual([
      'POST /api/events/7/favorite',
      'DELETE /api/events/7/favorite',
      'POST /api/events/7/join',
      'DELETE /api/events/7/leave',
    ]);
  });

  it('the waitlist is POST and DELETE on one path and answers the event with the place in line', async () => {
    harness.server.answer(() => ({ status: 200, body: { ...event, waitlistCount: 2, waitlistPosition: 2 } }));
    const waiting = await joinWaitlist(7);
    await leaveWaitlist(7);
    expect(waiting.waitlistPosition).toBe(2);
    expect(harness.calls()).toEqual(['POST /api/events/7/waitlist', 'DELETE /api/events/7/waitlist']);
  });

  it('a refused join toasts the server text unless the page opts out; 401 goes to the auth handler', async () => {
    harness.server.answer(() => ({ status: 409, body: { error: 'Свободных мест нет: достигнуто максимальное количество участников' } }));
    await expect(joinEvent(7)).rejects.toBeInstanceOf(ApiError);
    await expect(joinEvent(7, { notify: false })).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([{ tone: 'error', title: 'Свободных мест нет: достигнуто максимальное количество участников' }]);
    harness.server.answer(() => ({ status: 401, body: { error: 'Требуется авторизация' } }));
    await expect(leaveEvent(7, { notify: false })).rejects.toBeInstanceOf(ApiError);
    expect(authStatuses).toEqual([401]);
  });

  it('claimEvent sends the trimmed reason and reads the pending complaint', async () => {
    const claim = { id: 3, eventId: 7, reason: 'Реклама', status: 'pending', createdAt: '2030-06-10T09:00:00.000Z' };
    harness.server.answer(() => ({ status: 201, body: claim }));
    await expect(complainAboutEvent(7, { reason: '  Реклама \n' })).resolves.toEqual(claim);
    expect(request().path).toBe('/api/events/7/claim');
    expect(JSON.parse(request().body)).toEqual({ reason: 'Реклама' });
  });
});

describe('uploadEventImage', () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'афиша.png', { type: 'image/png' });

  it('sends the file as multipart field `image` and reads the issued URL', async () => {
    const imageUrl = '/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.png';
    harness.server.answer(() => ({ status: 201, body: { imageUrl } }));
    await expect(uploadEventImage(png())).resolves.toEqual({ imageUrl });
    const recorded = request();
    expect(`${recorded.method} ${recorded.path}`).toBe('POST /api/upload/image');
    expect(recorded.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(recorded.body).toMatch(/Content-Disposition: form-data; name="image"; filename="(афиша|%D0%B0%D1%84%D0%B8%D1%88%D0%B0)\.png"/);
    expect(recorded.body).toContain('Content-Type: image/png');
  });

  it('refuses an answer that is not one of our upload URLs', async () => {
    harness.server.answer(() => ({ status: 201, body: { imageUrl: 'https://elsewhere.example.com/x.png' } }));
    await expect(uploadEventImage(png(), { notify: false })).rejects.toBeInstanceOf(ApiError);
  });

  it('keeps the 413 text of the server for the form', async () => {
    harness.server.answer(() => ({ status: 413, body: { error: 'Изображение больше 5 МБ: выберите файл поменьше' } }));
    const error = await uploadEventImage(png(), { notify: false }).catch((reason: unknown) => reason);
    expect([(error as ApiError).status, (error as ApiError).serverMessage]).toEqual([
      413,
      'Изображение больше 5 МБ: выберите файл поменьше',
    ]);
    expect(notices).toEqual([]);
  });
});
