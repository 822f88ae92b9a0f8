import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '@city/contracts';
import { useApiHarness } from '../testing/apiHarness';
import { eventFixture } from '../testing/fixtures';
import { ApiError } from './errors';
import { complainAboutUser, getPublicProfile, getUserEvents } from './users';

const harness = useApiHarness();
const { notices, authStatuses } = harness;


describe('public profile and events', () => {
  const hidden: PublicProfile = { id: 2, city: 'Москва', status: 'confirmed', createdAt: '2030-01-15T10:00:00.000Z' };

  it('getPublicProfile reads a profile whose hidden fields are absent', async () => {
    harness.server.answer(() => ({ status: 200, body: hidden }));
    const read = await getPublicProfile(2);
    expect(read).toEqual(hidden);
    expect('displayName' in read).toBe(false);
    expect(harness.calls()).toEqual(['GET /api/users/2/profile']);
  });

  it('a missing user fails quietly with the server’s text for the not-found view', async () => {
    harness.server.answer(() => ({ status: 404, body: { error: 'Пользователь с указанным ID не существует или был удален' } }));
    const error = await getPublicProfile(999).catch((reason: unknown) => reason);
    expect([(error as ApiError).status, (error as ApiError).serverMessage]).toEqual([
      404,
      'Пользователь с указанным ID не существует или был удален',
    ]);
    expect(notices).toEqual([]);
  });

  it('getUserEvents unwraps {events}', async () => {
    const event = eventFixture();
    harness.server.answer(() => ({ status: 200, body: { events: [event] } }));
    await expect(getUserEvents(2)).resolves.toEqual([event]);
    expect(harness.calls()).toEqual(['GET /api/users/2/events']);
  });
});

describe('claimUser', () => {
  const claim = { id: 5, userId: 2, reason: 'Оскорбления', status: 'pending', createdAt: '2030-06-10T09:00:00.000Z' };

  it('posts the trimmed reason and reads the pending complaint', async () => {
    harness.server.answer(() => ({ status: 201, body: claim }));
    await expect(complainAboutUser(2, '  Оскорбления \n')).resolves.toEqual(claim);
    expect(harness.calls()).toEqual(['POST /api/users/2/claim']);
    expect(JSON.parse(harness.server.requests[0]?.body ?? '')).toEqual({ reason: 'Оскорбления' });
  });

  it('a 403 (own profile, suspended account) is the page’s refusal; a 401 goes to the auth handler', async () => {
    harness.server.answer(() => ({ status: 403, body: { error: 'Нельзя пожаловаться на самого себя' } }));
    const refused = await complainAboutUser(1, 'Спам', { notify: false }).catch((reason: unknown) => reason);
    expect((refused as ApiError).serverMessage).toBe('Нельзя пожаловаться на самого себя');
    expect(authStatuses).toEqual([]);
    harness.server.answer(() => ({ status: 401, body: { error: 'Требуется авторизация' } }));
    await expect(complainAboutUser(2, 'Спам', { notify: false })).rejects.toBeInstanceOf(ApiError);
    expect(authStatuses).toEqual([401]);
  });
});
