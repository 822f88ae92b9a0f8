import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { RATE_LIMIT_ERROR, type RateLimitType } from '../src';

export const PACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'pacts');
export const CONSUMER = 'city-app';
export const PROVIDER = 'city-bff';

export const createPact = (): PactV4 =>
  new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });

const { integer, like, regex, string, datetime } = MatchersV3;

/** A user object as the BFF sends it (platform §3). */
export const userBody = (email: string, displayName: string | null = null) => ({
  id: integer(1),
  email: string(email),
  displayName: displayName === null ? null : string(displayName),
  role: regex('^(user|moderator|admin)$', 'user'),
  status: regex('^(confirmed|suspended|blocked)$', 'confirmed'),
});

export const errorBody = (example: string) => ({ error: string(example) });

/** An error whose text must contain a word the client reacts to (e.g. «токен», participant-side §8). */
export const errorContaining = (word: string, example: string) => ({
  error: regex(`^.*${word}.*$`, example),
});

/** participant-side §3: the rate-limit answer. */
export const rateLimitBody = (type: RateLimitType, maxAttempts: number) => ({
  error: RATE_LIMIT_ERROR,
  rateLimitType: type,
  remainingTime: integer(1800),
  maxAttempts: integer(maxAttempts),
  attemptsUsed: integer(maxAttempts),
  resetTime: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-22T10:30:00.000Z'),
});

export const rateLimitHeaders = { 'Retry-After': regex('^[1-9][0-9]*$', '1800') };

export const jsonHeaders = { 'Content-Type': 'application/json' };

export const sessionCookie = {
  'Set-Cookie': regex('^city_session=[A-Za-z0-9_-]+;.*HttpOnly.*$', 'city_session=abc; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax'),
};

export const messageBody = (example: string) => ({ message: like(example) });

/** 43 base64url characters: the shape of a 256-bit token. */
export const KNOWN_TOKEN = 'pactKnownTokenpactKnownTokenpactKnownToken1';
export const UNKNOWN_TOKEN = 'pactUnknownTokenpactUnknownTokenpactUnknown';
