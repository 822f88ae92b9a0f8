/**
 * The BFF verifies the pact files the app's consumer tests wrote (contracts/pacts/) against
 * itself: a real server over HTTP, each interaction on a freshly emptied database, provider states
 * set up through the same helpers the BFF's own tests use.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import { FEEDBACK_STATUSES, REGISTRATION_BROWSER_COOKIE, ROLES, SESSION_COOKIE, USER_STATUSES, type FeedbackStatus, type Role, type UserStatus } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindTokenToBrowser,
  addFavorites,
  addParticipants,
  addToWaitlist,
  createPeople,
  createSessionFor,
  createUnverifiedUser,
  createVerifiedUser,
  decideTestEventComplaint,
  decideTestUserComplaint,
  exhaustRateLimit,
  insertEventComplaint,
  insertFeedback,
  insertOneFeedback,
  insertTestEvent,
  insertUserComplaint,
  issueKnownToken,
  seedPlatformActivity,
  setTestProfile,
  setUnsubscribeKey,
  startTestApp,
  SYSTEM_COMPLAINT_VERDICT,
  type TestApp,
  testClock,
  type TestDatabase,
  testDatabases,
  type TestEventInput,
  type TestProfileInput,
} from '../src/testing';

const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'contracts', 'pacts');
const pactFiles = fs.existsSync(pactDir)
  ? fs.readdirSync(pactDir).filter((name) => name.endsWith('.json')).map((name) => path.join(pactDir, name))
  : [];

const PASSWORD_FOR_STATES = 'Secret12';
/** The verifier connects over loopback; failed logins are counted per e-mail and this address. */
const VERIFIER_ADDRESS = '127.0.0.1';

/**
 * The events rules read the app's clock; the provider's stands still at Monday 2030-06-10, 12:00
 * in Moscow, so the pacts' fixed start dates stay ahead of it and the states' events are placed
 * around it.
 */
const PACT_NOW = '2030-06-10T09:00:00Z';
const TOMORROW_EVENING = new Date('2030-06-11T16:00:00Z');
const STARTED_AN_HOUR_AGO = new Date('2030-06-10T08:00:00Z');
/** Saturday 15 June, 12:00 in Moscow: the coming weekend's first day (docs/events.md#filters). */
const COMING_SATURDAY = new Date('2030-06-15T09:00:00Z');
/** Each interaction starts from an empty database, so the first event a state creates is event 1. */
const STATE_EVENT_ID = 1;

interface StateParams {
  email?: string;
  password?: string;
  displayName?: string;
  /**
   * 'a signed-in account': 'suspended' or 'blocked', confirmed when absent; 'a feedback item
   * exists': new, read or resolved.
   */
  status?: string;
  /** 'a signed-in account': 'moderator' or 'admin'; a plain user when absent. */
  role?: string;
  token?: string;
  /** 'an account with an unsubscribe key': the key of its reminder mails' link. */
  key?: string;
  title?: string;
  category?: TestEventInput['category'];
  participants?: number;
  /** 'the signed-in account sent feedback': how many items. */
  count?: number;
  birthDate?: string;
  bio?: string;
  showName?: boolean;
  showBirthDate?: boolean;
  showBio?: boolean;
  remindEvents?: boolean;
}
const paramsOf = (raw: unknown): StateParams => (typeof raw === 'object' && raw !== null ? (raw as StateParams) : {});
const statusOfParam = (status: string | undefined): UserStatus => {
  const known = USER_STATUSES.find((candidate) => candidate === (status ?? 'confirmed'));
  if (!known) throw new Error(`unknown account status «${status}» in a provider state`);
  return known;
};
const roleOfParam = (role: string | undefined): Role => {
  const known = ROLES.find((candidate) => candidate === (role ?? 'user'));
  if (!known) throw new Error(`unknown role «${role}» in a provider state`);
  return known;
};
const feedbackStatusOfParam = (status: string | undefined): FeedbackStatus => {
  const known = FEEDBACK_STATUSES.find((candidate) => candidate === (status ?? 'new'));
  if (!known) throw new Error(`unknown feedback status «${status}» in a provider state`);
  return known;
};
/** The profile fields a people state carries; the ones it leaves out keep the account's defaults. */
const profileOf = (raw: unknown): TestProfileInput => {
  const { displayName, birthDate, bio, showName, showBirthDate, showBio, remindEvents } = paramsOf(raw);
  return { displayName, birthDate, bio, showName, showBirthDate, showBio, remindEvents };
};
/** 'another account' is made after 'a signed-in account' (user 1) on an empty database: user 2. */
const ANOTHER_ACCOUNT_EMAIL = 'boris@example.com';

describe.each(testDatabases())('pact verification on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  /** The session a state opened; the request filter sends it as the browser would. */
  let sessionToken: string | null = null;
  /** docs/operations.md#security: the last verification token a state issued, and the registering browser's cookie when a state says so. */
  let verificationToken: string | null = null;
  let registeringBrowser: string | null = null;
  /** The account 'a signed-in account' created; the event states refer to it. */
  let signedInUserId: number | null = null;
  /** The account 'another account' created; the people and event states refer to it. */
  let anotherAccountId: number | null = null;

  beforeAll(async () => {
    database = await kind.create();
    app = await startTestApp({ db: database.db, clock: testClock(PACT_NOW).now });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function emptyDatabase(): Promise<void> {
    sessionToken = null;
    verificationToken = null;
    registeringBrowser = null;
    signedInUserId = null;
    anotherAccountId = null;
    await database.db.query(
      `TRUNCATE users, sessions, auth_tokens, rate_limit_hits, events, event_participants, event_favorites, event_claims,
                images, feedback, user_claims RESTART IDENTITY CASCADE`,
    );
  }

  const signedInUser = (): number => {
    if (signedInUserId === null) throw new Error("this state needs 'a signed-in account' before it");
    return signedInUserId;
  };
  /** An event in the shape the consumer's eventBody expects (free, 10 places, 120 minutes). */
  const stateEvent = (organizerId: number, raw: unknown, overrides: Partial<TestEventInput> = {}) => {
    const { title = 'Концерт в парке', category = 'культура и искусство' } = paramsOf(raw);
    return insertTestEvent(database.db, {
      organizerId,
      title,
      category,
      description: 'Живая музыка под открытым небом',
      address: 'Парк Горького, Крымский Вал, 9',
      startsAt: TOMORROW_EVENING,
      durationMinutes: 120,
      maxParticipants: 10,
      ...overrides,
    });
  };
  const anotherAccount = (): number => {
    if (anotherAccountId === null) throw new Error("this state needs 'another account' before it");
    return anotherAccountId;
  };
  /** 'another account' when a state made it (the user-events pact asks for its events), else a fresh organizer. */
  const anotherOrganizer = async () =>
    anotherAccountId ??
    (await createVerifiedUser(database.db, { email: 'organizer@example.com', password: PASSWORD_FOR_STATES, displayName: 'Олег Организаторов' })).id;

  /** 'another account' (user 2 after the signed-in one), made here when no state made it yet. */
  const accountUnderComplaint = async () => {
    anotherAccountId ??= (await createVerifiedUser(database.db, { email: ANOTHER_ACCOUNT_EMAIL, password: PASSWORD_FOR_STATES })).id;
    return anotherAccountId;
  };
  /** The back-office states' third account: it files the complaints. */
  const complainant = async () =>
    (await createVerifiedUser(database.db, { email: 'irina@example.com', password: PASSWORD_FOR_STATES, displayName: 'Ирина' })).id;
  /** Complaint 1, about event 1 of another organizer, filed by the third account. */
  const eventComplaint = async () =>
    insertEventComplaint(database.db, {
      eventId: await stateEvent(await anotherOrganizer(), {}),
      complainantId: await complainant(),
      reason: 'Организатор просит предоплату на личную карту',
    });
  /** Complaint 1, about 'another account', filed by the third account. */
  const userComplaint = async () =>
    insertUserComplaint(database.db, { userId: await accountUnderComplaint(), complainantId: await complainant(), reason: 'Оскорбляет участников' });

  const verifiedAccount = async (raw: unknown) => {
    const { email = '', password = PASSWORD_FOR_STATES, displayName } = paramsOf(raw);
    await createVerifiedUser(database.db, { email, password, displayName: displayName ?? null });
    return email;
  };
  const unverifiedAccount = async (raw: unknown) => {
    const { email = '', password = PASSWORD_FOR_STATES } = paramsOf(raw);
    await createUnverifiedUser(database.db, { email, password });
    return email;
  };

  it('the consumer tests wrote pact files', () => {
    expect(pactFiles.length).toBeGreaterThan(0);
  });

  it('honours every interaction of every pact', async () => {
    const verifier = new Verifier({
      provider: 'city-bff',
      providerBaseUrl: app.url,
      pactUrls: pactFiles,
      logLevel: 'warn',
      beforeEach: emptyDatabase,
      requestFilter: (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
        const cookies = [
          sessionToken && `${SESSION_COOKIE}=${sessionToken}`,
          registeringBrowser && `${REGISTRATION_BROWSER_COOKIE}=${registeringBrowser}`,
        ].filter(Boolean);
        if (cookies.length > 0) req.headers['cookie'] = cookies.join('; ');
        next();
      },
      stateHandlers: {
        'no session': async () => undefined,
        'no account exists': async () => undefined,
        'a verified account': async (raw) => {
          await verifiedAccount(raw);
        },
        'an account awaiting e-mail verification': async (raw) => {
          await unverifiedAccount(raw);
        },
        'a signed-in account': async (raw) => {
          const { email = '', password = PASSWORD_FOR_STATES, displayName, status, role } = paramsOf(raw);
          const user = await createVerifiedUser(database.db, {
            email,
            password,
            displayName: displayName ?? null,
            status: statusOfParam(status),
            role: roleOfParam(role),
          });
          signedInUserId = user.id;
          sessionToken = await createSessionFor(database.db, email);
        },
        'the signed-in account has a profile': async (raw) => {
          await setTestProfile(database.db, signedInUser(), profileOf(raw));
        },
        'another account': async (raw) => {
          const user = await createVerifiedUser(database.db, { email: ANOTHER_ACCOUNT_EMAIL, password: PASSWORD_FOR_STATES });
          await setTestProfile(database.db, user.id, profileOf(raw));
          anotherAccountId = user.id;
        },
        'the signed-in account already reported the other account': async () => {
          await insertUserComplaint(database.db, { userId: anotherAccount(), complainantId: signedInUser() });
        },
        'feedback is exhausted for the signed-in account': async () => {
          await exhaustRateLimit(database.db, 'feedback', String(signedInUser()));
        },
        'the signed-in account sent feedback': async (raw) => {
          await insertFeedback(database.db, { userId: signedInUser(), count: paramsOf(raw).count ?? 1 });
        },
        'an upcoming event by another organizer': async (raw) => {
          await stateEvent(await anotherOrganizer(), raw);
        },
        'an event by another organizer on the coming weekend': async (raw) => {
          await stateEvent(await anotherOrganizer(), raw, { startsAt: COMING_SATURDAY });
        },
        'a full event by another organizer': async (raw) => {
          const eventId = await stateEvent(await anotherOrganizer(), raw, { maxParticipants: 1 });
          const [holder] = await createPeople(database.db, 1, 'holder');
          await addParticipants(database.db, eventId, [holder!.id]);
        },
        'an event by another organizer that has started': async (raw) => {
          await stateEvent(await anotherOrganizer(), raw, { startsAt: STARTED_AN_HOUR_AGO, durationMinutes: 180 });
        },
        'an upcoming event organized by the signed-in account': async (raw) => {
          const eventId = await stateEvent(signedInUser(), raw);
          const people = await createPeople(database.db, paramsOf(raw).participants ?? 0, 'participant');
          await addParticipants(database.db, eventId, people.map((person) => person.id));
        },
        'an event organized by the signed-in account that has started': async (raw) => {
          await stateEvent(signedInUser(), raw, { startsAt: STARTED_AN_HOUR_AGO, durationMinutes: 180 });
        },
        'the signed-in account joined the event': async () => {
          await addParticipants(database.db, STATE_EVENT_ID, [signedInUser()]);
        },
        'the signed-in account waits for a place at the event': async () => {
          await addToWaitlist(database.db, STATE_EVENT_ID, [signedInUser()]);
        },
        'the signed-in account favourited the event': async () => {
          await addFavorites(database.db, STATE_EVENT_ID, [signedInUser()]);
        },
        'the event is under a pending complaint': async () => {
          await insertEventComplaint(database.db, { eventId: STATE_EVENT_ID, complainantId: null });
        },
        'the signed-in account already reported the event': async () => {
          await insertEventComplaint(database.db, { eventId: STATE_EVENT_ID, complainantId: signedInUser() });
        },
        // One 'claims' limit covers complaints about events and about users (docs/operations.md#rate-limits).
        'complaints are exhausted for the signed-in account': async () => {
          await exhaustRateLimit(database.db, 'claims', String(signedInUser()));
        },
        'uploads are exhausted for the signed-in account': async () => {
          await exhaustRateLimit(database.db, 'uploads', String(signedInUser()));
        },
        'failed logins are exhausted': async (raw) => {
          const email = await verifiedAccount(raw);
          await exhaustRateLimit(database.db, 'failedLoginPerAccount', email);
        },
        'registrations are exhausted for the e-mail': async (raw) => {
          await exhaustRateLimit(database.db, 'registerPerEmail', paramsOf(raw).email ?? '');
        },
        'resends are exhausted for the e-mail': async (raw) => {
          const email = await unverifiedAccount(raw);
          await exhaustRateLimit(database.db, 'resendPerMinute', email);
        },
        'password-reset requests are exhausted for the e-mail': async (raw) => {
          const email = await verifiedAccount(raw);
          await exhaustRateLimit(database.db, 'forgotPerEmail', email);
        },
        'an account with a verification token': async (raw) => {
          const email = await unverifiedAccount(raw);
          verificationToken = await issueKnownToken(database.db, { email, purpose: 'verify_email', token: paramsOf(raw).token ?? '' });
        },
        'the request comes from the browser that registered': async () => {
          if (verificationToken === null) throw new Error("this state needs 'an account with a verification token' before it");
          registeringBrowser = await bindTokenToBrowser(database.db, verificationToken);
        },
        // The back office (docs/back-office.md#access).
        'an event complaint is pending': async () => {
          await eventComplaint();
        },
        'a system complaint is pending': async () => {
          const eventId = await stateEvent(await anotherOrganizer(), {});
          await insertEventComplaint(database.db, {
            eventId,
            complainantId: null,
            reason: 'Пропаганда наркотических веществ',
            metadata: SYSTEM_COMPLAINT_VERDICT,
          });
        },
        'an event complaint was decided': async () => {
          const complaintId = await eventComplaint();
          await decideTestEventComplaint(database.db, complaintId, { status: 'approved', reviewerId: signedInUser(), comment: 'Нарушение подтверждено' });
        },
        'a user complaint is pending': async () => {
          await userComplaint();
        },
        'a user complaint was decided': async () => {
          const complaintId = await userComplaint();
          await decideTestUserComplaint(database.db, complaintId, { status: 'approved', reviewerId: signedInUser(), comment: 'Предупреждён' });
        },
        'a feedback item exists': async (raw) => {
          await insertOneFeedback(database.db, await accountUnderComplaint(), feedbackStatusOfParam(paramsOf(raw).status));
        },
        'the platform has activity': async () => {
          await seedPlatformActivity(database.db, {
            staffId: signedInUser(),
            organizerId: await anotherOrganizer(),
            startsAt: TOMORROW_EVENING,
          });
        },
        // The partner feed (docs/partner-feed.md#what-partners-get): the concert is the one free culture event; the others are filtered out.
        'public events exist': async () => {
          const organizerId = await anotherOrganizer();
          await stateEvent(organizerId, { title: 'Концерт в парке', category: 'культура и искусство' });
          await stateEvent(organizerId, { title: 'Выставка графики', category: 'культура и искусство' }, { isPaid: true, price: 400 });
          await stateEvent(organizerId, { title: 'Утренняя пробежка', category: 'спорт и туризм' });
        },
        'the client address used up the public API': async () => {
          await exhaustRateLimit(database.db, 'publicApi', VERIFIER_ADDRESS);
        },
        // docs/events.md#reminders: the link in a reminder mail.
        'an account with an unsubscribe key': async (raw) => {
          const { email = '', key = '' } = paramsOf(raw);
          const user = await createVerifiedUser(database.db, { email, password: PASSWORD_FOR_STATES });
          await setUnsubscribeKey(database.db, user.id, key);
        },
        'an account with a password-reset token': async (raw) => {
          const email = await verifiedAccount(raw);
          await issueKnownToken(database.db, { email, purpose: 'reset_password', token: paramsOf(raw).token ?? '' });
        },
      },
    });
    await expect(verifier.verifyProvider()).resolves.toBeDefined();
  }, 120_000);
});
