import { describe, expect, it } from 'vitest';
import type { Profile } from '@city/contracts';
import { useApiHarness } from '../testing/apiHarness';
import { ApiError } from './errors';
import { getProfile, updateProfile } from './profile';

const harness = useApiHarness();
const { notices, authStatuses } = harness;

const profile: Profile = {
  id: 1,
  email: 'anna@example.com',
  status: 'confirmed',
  displayName: 'Анна',
  birthDate: '1990-04-12',
  bio: 'Люблю джаз',
  city: 'Москва',
  showName: true,
  showBirthDate: false,
  showBio: true,
  remindEvents: true,
};

const recorded = () => {
  const [first] = harness.server.requests;
  if (!first) throw new Error('no request');
  return first;
};

describe('getProfile', () => {
  it('reads GET /api/profile through the contract', async () => {
    harness.server.answer(() => ({ status: 200, body: profile }));
    await expect(getProfile()).resolves.toEqual(profile);
    expect(`${recorded().method} ${recorded().path}`).toBe('GET /api/profile');
  });

  it('refuses an answer that breaks the contract', async () => {
    harness.server.answer(() => ({ status: 200, body: { ...profile, status: 'active' } }));
    await expect(getProfile({ notify: false })).rejects.toBeInstanceOf(ApiError);
  });

  it('hands a 401 to the auth error handler', async () => {
    harness.server.answer(() => ({ status: 401, body: { error: 'Требуется авторизация' } }));
    await expect(getProfile()).rejects.toBeInstanceOf(ApiError);
    expect(authStatuses).toEqual([401]);
  });
});

describe('updateProfile', () => {
  const update = { displayName: 'Анна', showName: true, showBirthDate: false, showBio: false, remindEvents: false };

  it('puts the update as JSON and reads the saved profile', async () => {
    harness.server.answer(() => ({ status: 200, body: { ...profile, bio: null, showBio: false, remindEvents: false } }));
    const saved = await updateProfile(update);
    expect([saved.bio, saved.remindEvents]).toEqual([null, false]);
    expect(`${recorded().method} ${recorded().path}`).toBe('PUT /api/profile');
    expect(recorded().headers['content-type']).toBe('application/json');
    expect(JSON.parse(recorded().body)).toEqual(update);
  });

  it('a suspended account’s 403 is a refusal, not a lost session: no auth handler', async () => {
    const refusal = 'Ваш аккаунт приостановлен. Вы можете просматривать контент, но не можете выполнять активные действия.';
    harness.server.answer(() => ({ status: 403, body: { error: refusal } }));
    const error = await updateProfile(update, { notify: false }).catch((reason: unknown) => reason);
    expect([(error as ApiError).status, (error as ApiError).serverMessage]).toEqual([403, refusal]);
    expect(authStatuses).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('keeps the server’s validation text of a 400 for the page', async () => {
    harness.server.answer(() => ({ status: 400, body: { error: 'Имя должно быть не длиннее 100 символов' } }));
    const error = await updateProfile(update, { notify: false }).catch((reason: unknown) => reason);
    expect((error as ApiError).serverMessage).toBe('Имя должно быть не длиннее 100 символов');
  });
});
