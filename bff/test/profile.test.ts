import {
  BIRTH_DATE_MESSAGES,
  PROFILE_MESSAGES,
  profileSchema,
  type Profile,
  type ProfileUpdate,
} from '@city/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  signIn,
  startTestApp,
  testClock,
  testDatabases,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

afterAll(closeTestTemplates);

/** 01:30 on 10 June 2030 in Moscow, still 9 June in UTC: "today" must be the city's. */
const NOW = '2030-06-09T22:30:00Z';

const fullProfile: ProfileUpdate = {
  displayName: 'Анна Смирнова',
  birthDate: '1990-05-15',
  bio: 'Хожу на лекции и в походы.',
  showName: true,
  showBirthDate: false,
  showBio: true,
};

describe.each(testDatabases())('the own profile on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let anna: SignedInUser;

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db, clock: testClock(NOW).now });
    anna = await signIn(app, database.db, { email: 'anna@example.com', password: 'Secret12' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.query(
      `UPDATE users SET display_name = NULL, birth_date = NULL, bio = NULL, show_name = true, show_birth_date = true,
                        show_bio = true
        WHERE id = $1`,
      [anna.user.id],
    );
  });

  const readProfile = async (): Promise<Profile> => {
    const response = await anna.client.get<Profile>('/api/profile');
    expect(response.status).toBe(200);
    return profileSchema.parse(response.body);
  };

  it('answers the account info and empty fields; the city is the launch city', async () => {
    expect(await readProfile()).toEqual({
      id: anna.user.id,
      email: 'anna@example.com',
      status: 'confirmed',
      displayName: null,
      birthDate: null,
      bio: null,
      city: 'Москва',
      showName: true,
      showBirthDate: true,
      showBio: true,
      remindEvents: true,
    });
  });

  it('saves every field, answers the saved profile and reads it back', async () => {
    const saved = await anna.client.put<Profile>('/api/profile', fullProfile);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...(await readProfile()), ...fullProfile });
    expect(await readProfile()).toMatchObject(fullProfile);
  });

  it('clears what the page omits, trims text and treats blank text as empty', async () => {
    await anna.client.put('/api/profile', fullProfile);
    const cleared = await anna.client.put<Profile>('/api/profile', { showName: false, showBirthDate: true, showBio: false });
    expect(cleared.status).toBe(200);
    expect(await readProfile()).toMatchObject({
      displayName: null,
      birthDate: null,
      bio: null,
      showName: false,
      showBirthDate: true,
      showBio: false,
    });

    await anna.client.put('/api/profile', { ...fullProfile, displayName: '  Анна  ', bio: '   ' });
    expect(await readProfile()).toMatchObject({ displayName: 'Анна', bio: null });
  });

  it('keeps the city and the account fields read only', async () => {
    await anna.client.put('/api/profile', { ...fullProfile, city: 'Париж', email: 'other@example.com', status: 'blocked', id: 99 });
    expect(await readProfile()).toMatchObject({ id: anna.user.id, email: 'anna@example.com', status: 'confirmed', city: 'Москва' });
  });

  it('accepts the limits and a birth date of the city’s today', async () => {
    const atLimits = { ...fullProfile, displayName: 'я'.repeat(100), bio: 'ж'.repeat(500), birthDate: '2030-06-10' };
    expect((await anna.client.put('/api/profile', atLimits)).status).toBe(200);
    expect(await readProfile()).toMatchObject({ birthDate: '2030-06-10', bio: 'ж'.repeat(500) });
    expect((await anna.client.put('/api/profile', { ...fullProfile, birthDate: '1930-01-01' })).status).toBe(200);
  });

  it.each([
    [{ displayName: 'я'.repeat(101) }, PROFILE_MESSAGES.displayNameTooLong],
    [{ bio: 'ж'.repeat(501) }, PROFILE_MESSAGES.bioTooLong],
    [{ showBio: 'yes' }, PROFILE_MESSAGES.switchRequired],
    [{ showName: undefined }, PROFILE_MESSAGES.switchRequired],
    [{ birthDate: '2030-06-11' }, BIRTH_DATE_MESSAGES.inFuture],
    [{ birthDate: '1929-12-31' }, BIRTH_DATE_MESSAGES.tooEarly],
    [{ birthDate: '2023-02-29' }, BIRTH_DATE_MESSAGES.invalid],
    [{ birthDate: '15.05.1990' }, BIRTH_DATE_MESSAGES.invalid],
  ])('refuses %j with 400 and its Russian message, changing nothing', async (change, message) => {
    await anna.client.put('/api/profile', fullProfile);
    const before = await readProfile();
    const response = await anna.client.put('/api/profile', { ...fullProfile, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
    expect(await readProfile()).toEqual(before);
  });

  it('needs a session for both calls (401)', async () => {
    const signedOut = app.client();
    expect((await signedOut.get('/api/profile')).status).toBe(401);
    const save = await signedOut.put('/api/profile', fullProfile);
    expect(save.status).toBe(401);
    // 401 comes before validation: a signed-out visitor learns nothing about the rules.
    expect((await signedOut.put('/api/profile', { displayName: 'я'.repeat(101) })).status).toBe(401);
  });

  it('lets a suspended account read its profile but not save it', async () => {
    const paused = await signIn(app, database.db, { email: 'paused@example.com', password: 'Secret12', status: 'suspended' });
    expect((await paused.client.get<Profile>('/api/profile')).body.status).toBe('suspended');
    expect((await paused.client.put('/api/profile', fullProfile)).status).toBe(403);
    const [row] = await database.db.query<{ display_name: string | null }>('SELECT display_name FROM users WHERE id = $1', [
      paused.user.id,
    ]);
    expect(row?.display_name).toBeNull();
  });
});
