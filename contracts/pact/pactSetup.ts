import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { DEFAULT_PAGE_SIZE, RATE_LIMIT_ERROR, type RateLimitType } from '../src';

/**
 * What every consumer's pact shares (`@city/contracts/pact`): where the pact files go, the
 * provider's name, and the BFF's answers as Pact matchers. The consumer tests themselves live
 * beside their consumers (app/pact/, widgets/pact/).
 */
export const PACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'pacts');
export const PROVIDER = 'city-bff';

const { boolean, datetime, eachLike, integer, like, regex, string } = MatchersV3;

/** A user object as the BFF sends it (docs/accounts.md#sessions). */
export const userBody = (email: string, displayName: string | null = null) => ({
  id: integer(1),
  email: string(email),
  displayName: displayName === null ? null : string(displayName),
  role: regex('^(user|moderator|admin)$', 'user'),
  status: regex('^(confirmed|suspended|blocked)$', 'confirmed'),
});

export const errorBody = (example: string) => ({ error: string(example) });

/** An error whose text must contain a word the client reacts to (e.g. «токен», docs/events.md#api). */
export const errorContaining = (word: string, example: string) => ({
  error: regex(`^.*${word}.*$`, example),
});

/** docs/operations.md#rate-limits: the rate-limit answer. */
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

/** docs/events.md#dates-and-times: the city's wall clock without an offset. */
const WALL_CLOCK = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$';
const UTC_TIMESTAMP = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

/** A UTC timestamp, matched by its format. */
export const timestamp = (example = '2030-06-10T08:00:00.000Z') => datetime(UTC_TIMESTAMP, example);

/** docs/back-office.md#tables: every back-office answer is wrapped so. */
export const envelope = <T>(data: T) => ({ success: true, data });

/** docs/back-office.md#tables: the paging of a first page holding one row. */
export const onePage = { page: 1, limit: DEFAULT_PAGE_SIZE, total: integer(1), totalPages: integer(1), hasMore: boolean(false) };

export interface PactEventFields {
  title?: string;
  category?: string;
  isParticipant?: boolean;
  isFavorite?: boolean;
  participantCount?: number;
  maxParticipants?: number | null;
  waitlistCount?: number;
  /** docs/events.md#waitlist: null (exact) unless the interaction is about the caller's place in line. */
  waitlistPosition?: number | null;
  claim?: boolean;
}

/**
 * An event as the BFF sends it (docs/events.md#the-event): the fields an interaction is
 * about are exact, the rest match by type.
 */
export const eventBody = (fields: PactEventFields = {}) => ({
  id: integer(1),
  title: string(fields.title ?? 'Концерт в парке'),
  description: string('Живая музыка под открытым небом'),
  imageUrl: null,
  startDate: regex(WALL_CLOCK, '2030-06-11T19:00:00'),
  durationMinutes: integer(120),
  address: string('Парк Горького, Крымский Вал, 9'),
  city: string('Москва'),
  latitude: null,
  longitude: null,
  category: fields.category ?? regex('^(досуг и развлечения|культура и искусство|обучение и развитие|спорт и туризм|другое)$', 'культура и искусство'),
  ageLimit: integer(12),
  isPaid: boolean(false),
  price: null,
  maxParticipants: fields.maxParticipants === undefined ? integer(10) : fields.maxParticipants,
  participantCount: fields.participantCount ?? integer(0),
  isFavorite: fields.isFavorite ?? boolean(false),
  isParticipant: fields.isParticipant ?? boolean(false),
  waitlistCount: fields.waitlistCount ?? integer(0),
  waitlistPosition: fields.waitlistPosition ?? null,
  organizerUserId: integer(2),
  organizerName: string('Олег Организаторов'),
  claim: fields.claim ?? false,
  systemClaim: null,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const eventListBody = (fields: PactEventFields = {}, hasMore = false) => ({
  events: eachLike(eventBody(fields), 1),
  hasMore,
});

export const eventCollectionBody = (fields: PactEventFields = {}) => ({ events: eachLike(eventBody(fields), 1) });

export const complaintBody = (eventId: number, reason: string) => ({
  id: integer(1),
  eventId,
  reason,
  status: 'pending',
  createdAt: timestamp('2030-06-10T09:00:00.000Z'),
});

/** docs/events.md#who-joined: the organizer's list of who joined, by public names. */
export const participantsBody = (example: string) => ({ participants: eachLike({ id: integer(2), name: string(example) }, 1) });

export const uploadedImageBody = () => ({
  imageUrl: regex(
    '^/uploads/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(jpg|png)$',
    '/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.png',
  ),
});
