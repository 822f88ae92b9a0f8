import {
  EVENT_LIMITS,
  formatWallClock,
  instantToWallClock,
  systemComplaintSchema,
  type AgeLimit,
  type Event,
  type EventCategory,
  type SystemComplaint,
} from '@city/contracts';
import type { Database } from '../db/database';
import { SqlParams } from '../db/sql-params';

/** An events row with what the caller sees of it (docs/events.md#the-event). */
export interface EventRow {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  starts_at: Date;
  duration_minutes: number | null;
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  category: EventCategory;
  age_limit: AgeLimit;
  is_paid: boolean;
  price: number | null;
  max_participants: number | null;
  organizer_id: number;
  organizer_name: string;
  participant_count: number;
  is_favorite: boolean;
  is_participant: boolean;
  waitlist_count: number;
  /** The viewer's place in the event's waitlist, from 1, or null. */
  waitlist_position: number | null;
  claim: boolean;
  /** The viewer filed one of the pending or approved complaints (not sent to the client). */
  is_reporter: boolean;
  system_claim_reason: string | null;
  system_claim_status: string | null;
  system_claim_created_at: Date | null;
  system_claim_metadata: unknown;
  created_at: Date;
  updated_at: Date;
}

/** The longest an event lasts (docs/events.md#timing); lets "not ended" use the start index. */
export const LONGEST_EVENT = `${EVENT_LIMITS.durationMaxMinutes} minutes`;

/** The instant the event `e` ends (one without a duration ends as it starts). */
export const EVENT_END = `e.starts_at + coalesce(e.duration_minutes, 0) * interval '1 minute'`;

/** A complaint counts while it is pending or approved (docs/events.md#complaints). */
export const ACTIVE_COMPLAINT = `status IN ('pending', 'approved')`;

/** Conditions on the event `e`, for the WHERE of a selection. */
export const EVENT_CONDITIONS = {
  underComplaint: `EXISTS (SELECT 1 FROM event_claims c WHERE c.event_id = e.id AND c.${ACTIVE_COMPLAINT})`,
  favoriteOf: (viewer: string) =>
    `EXISTS (SELECT 1 FROM event_favorites f WHERE f.event_id = e.id AND f.user_id = ${viewer}::bigint)`,
  participantOf: (viewer: string) =>
    `EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = e.id AND p.user_id = ${viewer}::bigint)`,
  /** docs/events.md#waitlist: the viewer holds a place in the event's line. */
  waitingIn: (viewer: string) =>
    `EXISTS (SELECT 1 FROM event_waitlist w WHERE w.event_id = e.id AND w.user_id = ${viewer}::bigint)`,
  complainantOf: (viewer: string) =>
    `EXISTS (SELECT 1 FROM event_claims c WHERE c.event_id = e.id AND c.reporter_id = ${viewer}::bigint AND c.${ACTIVE_COMPLAINT})`,
};

/**
 * docs/events.md#waitlist: the line's length and the viewer's place (ids up to their own). Both are
 * counted on the (event_id, id) index for the page's rows only, so a long line of one event costs
 * its own cards and nothing else.
 */
const WAITLIST_COUNT = `(SELECT count(*)::int FROM event_waitlist w WHERE w.event_id = e.id)`;
/** No row, so null, when the viewer does not wait (HAVING drops the count of zero). */
const waitlistPositionOf = (viewer: string) =>
  `(SELECT count(*)::int FROM event_waitlist mine
      JOIN event_waitlist ahead ON ahead.event_id = mine.event_id AND ahead.id <= mine.id
     WHERE mine.event_id = e.id AND mine.user_id = ${viewer}::bigint
    HAVING count(*) > 0)`;

/**
 * What the caller sees of each chosen event: counts, their own flags (false when signed out:
 * the viewer placeholder is NULL) and the automatic-moderation complaint.
 */
const eventDetails = (viewer: string) => `
  JOIN users o ON o.id = e.organizer_id
  CROSS JOIN LATERAL (
    SELECT ${EVENT_CONDITIONS.underComplaint} AS claim,
           ${EVENT_CONDITIONS.favoriteOf(viewer)} AS is_favorite,
           ${EVENT_CONDITIONS.participantOf(viewer)} AS is_participant,
           ${EVENT_CONDITIONS.complainantOf(viewer)} AS is_reporter,
           ${WAITLIST_COUNT} AS waitlist_count,
           ${waitlistPositionOf(viewer)} AS waitlist_position
  ) viewer_view
  LEFT JOIN LATERAL (
    SELECT c.reason, c.status, c.created_at, c.metadata
      FROM event_claims c
     WHERE c.event_id = e.id AND c.reporter_id IS NULL AND c.${ACTIVE_COMPLAINT}
     ORDER BY c.created_at DESC
     LIMIT 1
  ) sc ON true`;

/**
 * docs/people.md#own-profile: the name other people see of the account aliased `alias`: the display
 * name unless its owner hid it (profile privacy switch) or never set one; then a neutral label
 * that reveals no e-mail (contracts' anonymousUserName says the same).
 */
export const publicNameSql = (alias: string): string =>
  `CASE WHEN ${alias}.show_name AND nullif(btrim(${alias}.display_name), '') IS NOT NULL THEN ${alias}.display_name
       ELSE 'Пользователь №' || ${alias}.id END`;

// docs/people.md#own-profile organizerName: the organizer's public name.
const EVENT_COLUMNS = `
  e.id, e.title, e.description, e.image_url, e.starts_at, e.duration_minutes, e.address, e.city,
  e.latitude, e.longitude, e.category, e.age_limit, e.is_paid, e.price::float8 AS price, e.max_participants,
  e.organizer_id,
  ${publicNameSql('o')} AS organizer_name,
  e.participant_count, viewer_view.is_favorite, viewer_view.is_participant, viewer_view.claim,
  viewer_view.waitlist_count, viewer_view.waitlist_position,
  viewer_view.is_reporter,
  sc.reason AS system_claim_reason, sc.status AS system_claim_status, sc.created_at AS system_claim_created_at,
  sc.metadata AS system_claim_metadata,
  e.created_at, e.updated_at`;

export interface EventSelection {
  /** Conditions on the event `e`, joined with AND (see EVENT_CONDITIONS). */
  where: string[];
  limit?: number;
  offset?: number;
}

/** Every list is in start order, ties by id (docs/events.md#the-list). */
const EVENT_ORDER = 'e.starts_at, e.id';

/**
 * Reads events as `viewerId` sees them. `build` gets the viewer's placeholder and `params` for
 * every value, so one numbering covers both. The page is chosen first, on the conditions alone;
 * the counts and flags are then computed for its rows only, so a deep page costs no more than
 * the first.
 */
export async function selectEvents(
  db: Database,
  viewerId: number | null,
  build: (params: SqlParams, viewer: string) => EventSelection,
): Promise<EventRow[]> {
  const params = new SqlParams();
  const viewer = params.add(viewerId);
  const { where, limit, offset } = build(params, viewer);
  const page = [
    'SELECT e.id FROM events e',
    where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
    `ORDER BY ${EVENT_ORDER}`,
    limit === undefined ? '' : `LIMIT ${params.add(limit)}`,
    offset === undefined ? '' : `OFFSET ${params.add(offset)}`,
  ].join('\n');
  const sql = `SELECT ${EVENT_COLUMNS}
    FROM (${page}) chosen
    JOIN events e ON e.id = chosen.id
    ${eventDetails(viewer)}
    ORDER BY ${EVENT_ORDER}`;
  return db.query<EventRow>(sql, params.values);
}

/** One event that is not deleted, as `viewerId` sees it, or null. */
export async function selectEventById(db: Database, viewerId: number | null, eventId: number): Promise<EventRow | null> {
  const [row] = await selectEvents(db, viewerId, (params) => ({
    where: [`e.id = ${params.add(eventId)}`, 'e.deleted_at IS NULL'],
  }));
  return row ?? null;
}

/** docs/events.md#dates-and-times: `startDate` is the city's wall clock without an offset; other times are UTC with Z. */
export function toEvent(row: EventRow, timeZone: string): Event {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    startDate: formatWallClock(instantToWallClock(row.starts_at.getTime(), timeZone)),
    durationMinutes: row.duration_minutes,
    address: row.address,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    category: row.category,
    ageLimit: row.age_limit,
    isPaid: row.is_paid,
    price: row.is_paid ? row.price : null,
    maxParticipants: row.max_participants,
    participantCount: row.participant_count,
    isFavorite: row.is_favorite,
    isParticipant: row.is_participant,
    waitlistCount: row.waitlist_count,
    waitlistPosition: row.waitlist_position,
    organizerUserId: row.organizer_id,
    organizerName: row.organizer_name,
    claim: row.claim,
    systemClaim: toSystemComplaint(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * docs/events.md#complaints: the automatic-moderation complaint, when one is pending or approved. Its metadata
 * is written by the moderation job; one that does not have the contract's shape is not shown
 * (the complaint still counts in `claim`).
 */
function toSystemComplaint(row: EventRow): SystemComplaint | null {
  if (row.system_claim_status === null || row.system_claim_created_at === null) return null;
  const parsed = systemComplaintSchema.safeParse({
    reason: row.system_claim_reason,
    status: row.system_claim_status,
    createdAt: row.system_claim_created_at.toISOString(),
    metadata: row.system_claim_metadata,
  });
  return parsed.success ? parsed.data : null;
}
