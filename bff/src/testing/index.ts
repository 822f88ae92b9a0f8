/**
 * The BFF's test harness, shared by its suites and the Pact provider verification. The servers and
 * posts other workspaces' suites use too (SMTP catcher, free port, moderation posts) live in
 * @city/testing and are handed on here, so a BFF suite has one place to import from.
 */
export { createTestDatabase, closeTestTemplates, testDatabases } from './test-database';
export type { TestDatabase, TestDatabaseKind } from './test-database';
export { startSmtpCatcher, linkFrom, tokenFrom } from '@city/testing/smtp-catcher';
export type { CaughtMail, SmtpCatcher } from '@city/testing/smtp-catcher';
export { startTestApp, testConfig } from './test-app';
export { freePort } from '@city/testing/free-port';
export type { TestApp, TestAppOptions } from './test-app';
export { TestClient } from './test-client';
export type { TestResponse } from './test-client';
export { testClock } from './test-clock';
export { ensureWidgetBuild, WIDGET_DIST } from './widget-build';
export type { TestClock } from './test-clock';
export { signIn } from './sign-in';
export type { SignedInUser } from './sign-in';
export {
  addFavorites,
  addParticipants,
  addToWaitlist,
  createPeople,
  insertEventComplaint,
  insertTestEvent,
  sessionCookieHeader,
} from './event-states';
export type { TestComplaintInput, TestEventInput, TestPerson } from './event-states';
export {
  bindTokenToBrowser,
  createSessionFor,
  createUnverifiedUser,
  createVerifiedUser,
  exhaustRateLimit,
  issueKnownToken,
} from './provider-states';
export { insertFeedback, insertUserComplaint, setTestProfile, setUnsubscribeKey } from './people-states';
export type { TestFeedbackInput, TestProfileInput, TestUserComplaintInput } from './people-states';
export {
  decideTestEventComplaint,
  decideTestUserComplaint,
  insertOneFeedback,
  raceBehindLock,
  seedPlatformActivity,
  setCreatedAt,
  SYSTEM_COMPLAINT_VERDICT,
} from './management-states';
export type { PlatformActivity, TestDecision } from './management-states';
export { BOXING_TOURNAMENT, VEILED_DRUG_PARTY } from '@city/testing/moderation-posts';
