import { SESSION_COOKIE, type User } from '@city/contracts';
import type { Database } from '../db/database';
import { createSession } from '../services/sessions';
import { createVerifiedUser, type TestUserInput } from './provider-states';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

export interface SignedInUser {
  user: User;
  /** Keeps the user's session cookie, as their browser would. */
  client: TestClient;
}

/** A verified account and a client signed in as it (no login round trip, no rate-limit hits). */
export async function signIn(app: TestApp, db: Database, input: TestUserInput): Promise<SignedInUser> {
  const user = await createVerifiedUser(db, input);
  const client = app.client();
  client.cookies.set(SESSION_COOKIE, await createSession(db, user.id));
  return { user, client };
}
