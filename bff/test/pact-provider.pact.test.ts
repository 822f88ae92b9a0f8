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
import { SESSION_COOKIE } from '@city/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSessionFor,
  createUnverifiedUser,
  createVerifiedUser,
  exhaustRateLimit,
  issueKnownToken,
  startTestApp,
  testDatabases,
  type TestApp,
  type TestDatabase,
} from '../src/testing';

const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'contracts', 'pacts');
const pactFiles = fs.existsSync(pactDir)
  ? fs.readdirSync(pactDir).filter((name) => name.endsWith('.json')).map((name) => path.join(pactDir, name))
  : [];

const PASSWORD_FOR_STATES = 'Secret12';
/** The verifier connects over loopback; failed logins are counted per e-mail and this address. */
const VERIFIER_ADDRESS = '127.0.0.1';

interface StateParams {
  email?: string;
  password?: string;
  displayName?: string;
  token?: string;
}
const paramsOf = (raw: unknown): StateParams => (typeof raw === 'object' && raw !== null ? (raw as StateParams) : {});

describe.each(testDatabases())('pact verification on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  /** The session a state opened; the request filter sends it as the browser would. */
  let sessionToken: string | null = null;

  beforeAll(async () => {
    database = await kind.create();
    app = await startTestApp({ db: database.db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function emptyDatabase(): Promise<void> {
    sessionToken = null;
    await database.db.query('TRUNCATE users, sessions, auth_tokens, rate_limit_hits RESTART IDENTITY CASCADE');
  }

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
        if (sessionToken) req.headers['cookie'] = `${SESSION_COOKIE}=${sessionToken}`;
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
          const email = await verifiedAccount(raw);
          sessionToken = await createSessionFor(database.db, email);
        },
        'failed logins are exhausted': async (raw) => {
          const email = await verifiedAccount(raw);
          await exhaustRateLimit(database.db, 'failedLogin', `${email}|${VERIFIER_ADDRESS}`);
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
          await issueKnownToken(database.db, { email, purpose: 'verify_email', token: paramsOf(raw).token ?? '' });
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
