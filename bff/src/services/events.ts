import {
  EVENT_FORM_MESSAGES,
  EVENT_MESSAGES,
  eventStartInstant,
  eventStartIssue,
  formatWallClock,
  instantToWallClock,
  maxParticipantsBelowCountMessage,
  type Event,
  type EventCollectionResponse,
  type EventListResponse,
  type eventRequestSchema,
} from '@city/contracts';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors';
import type { Clock } from './clock';
import { findVisibleEvent, lockVisibleEvent, participationOf } from './event-access';
import type { EventList, EventListFilters } from './event-list';
import { EVENT_CONDITIONS, selectEventById, selectEvents, toEvent, type EventRow } from './event-rows';
import type { EventNotifications } from './event-notifications';
import { isImageUsableBy } from './images';
import { moderatedTextChanged, type EventModeration, type ModeratedText, type ModerationVerdict } from './moderation';
import type { Account } from './users';
import { promoteFromWaitlist, type WaitlistPromotion } from './waitlist';

export type ValidEventRequest = z.output<typeof eventRequestSchema>;

/**
 * The schema leaves the price open above; the column holds numeric(10, 2). A million rubles is far
 * above any city event and keeps a typo from becoming a 500.
 */
export const EVENT_PRICE_MAX = 1_000_000;
export const PRICE_TOO_HIGH_MESSAGE = 'Цена мероприятия не может превышать 1 000 000 ₽';

export interface EventServiceDeps {
  db: Database;
  clock: Clock;
  /** APP_TIMEZONE: the zone `startDate` is read and written in (docs/events.md#dates-and-times). */
  timeZone: string;
  /** CITY: every event of this instance takes place there. */
  city: string;
  /** docs/moderation.md#when-a-post-is-checked: every create and every edit of the text is checked (title, description, address). */
  moderation: EventModeration;
  /** The main list, shared with the partner feed (one cache for both). */
  eventList: EventList;
  /** A raised or removed limit promotes from the waitlist (docs/events.md#waitlist). */
  waitlist: WaitlistPromotion;
  /** Mails to the event's people when it moves or is cancelled. */
  notifications: EventNotifications;
}

export type EventService = ReturnType<typeof createEventService>;

/** docs/events.md#deleting, docs/accounts.md#statuses: reading, creating, editing and deleting events. */
export function createEventService({ db, clock, timeZone, city, moderation, eventList, waitlist, notifications }: EventServiceDeps) {
  const present = (row: EventRow): Event => toEvent(row, timeZone);

  async function reload(tx: Database, viewer: Account, eventId: number): Promise<Event> {
    const row = await selectEventById(tx, viewer.id, eventId);
    if (!row) throw new Error(`event ${eventId} vanished inside its own transaction`);
    return present(row);
  }

  /** docs/events.md#creating-and-editing: the rules the schema cannot check alone (the clock, the price cap, our own images). */
  async function checkRequest(tx: Database, body: ValidEventRequest, organizer: Account, currentImageUrl: string | null) {
    const now = clock();
    const issue = eventStartIssue(body.startDate, formatWallClock(instantToWallClock(now.getTime(), timeZone)));
    if (issue) throw new ValidationError(issue);
    if (body.isPaid && (body.price ?? 0) > EVENT_PRICE_MAX) throw new ValidationError(PRICE_TOO_HIGH_MESSAGE);
    const imageUrl = body.imageUrl ?? null;
    // Keeping the image the event already shows is always fine; a new one must be the organizer's upload.
    if (imageUrl !== null && imageUrl !== currentImageUrl && !(await isImageUsableBy(tx, imageUrl, organizer.id))) {
      throw new ValidationError(EVENT_FORM_MESSAGES.imageUrlInvalid);
    }
  }

  /**
   * The stored values of a request. PUT replaces the event: what the form leaves out (price of a
   * free event, the limit when switched off, the image) becomes empty. A duration of 0 is "not
   * given" (the form always sends a number).
   */
  const columnsOf = (body: ValidEventRequest) => [
    body.title,
    body.description,
    body.category,
    body.ageLimit,
    new Date(eventStartInstant(body.startDate, timeZone)),
    body.durationMinutes ? body.durationMinutes : null,
    body.address,
    body.isPaid,
    body.isPaid ? (body.price ?? null) : null,
    body.maxParticipants ?? null,
    body.imageUrl ?? null,
  ];

  const moderatedText = ({ title, description, address }: ModeratedText): ModeratedText => ({ title, description, address });

  /** docs/events.md#complaints: only the organizer, only before the start, never under complaint. */
  function assertMayManage(row: EventRow, account: Account, forbidden: string): void {
    if (row.organizer_id !== account.id) throw new ForbiddenError(forbidden);
    const state = participationOf(row, account, clock(), timeZone);
    if (state.kind !== 'organizer') throw new Error('the organizer always gets the organizer state');
    if (state.hasStarted) throw new ConflictError(EVENT_MESSAGES.startedCannotManage);
    if (state.blockedByComplaint) throw new ConflictError(EVENT_MESSAGES.underComplaintCannotManage);
  }

  return {
    async list(viewer: Account | null, filters: EventListFilters): Promise<EventListResponse> {
      if (filters.favoritesOnly && !viewer) throw new UnauthorizedError();
      return eventList.list(filters, viewer?.id ?? null, clock());
    },

    async get(viewer: Account | null, eventId: number): Promise<Event> {
      return present(await findVisibleEvent(db, viewer, eventId));
    },

    async create(organizer: Account, body: ValidEventRequest): Promise<Event> {
      // Judged before the transaction: the external model may take seconds, and a transaction
      // open that long would hold the embedded database for everyone.
      const verdict = await moderation.assess(moderatedText(body));
      return db.transaction(async (tx) => {
        await checkRequest(tx, body, organizer, null);
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO events (title, description, category, age_limit, starts_at, duration_minutes, address, is_paid,
                               price, max_participants, image_url, city, organizer_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           RETURNING id`,
          [...columnsOf(body), city, organizer.id],
        );
        // Same transaction: the event is never visible unflagged. The answer then carries systemClaim.
        if (verdict) await moderation.flag(tx, created!.id, verdict);
        return reload(tx, organizer, created!.id);
      });
    },

    async update(organizer: Account, eventId: number, body: ValidEventRequest): Promise<Event> {
      const text = moderatedText(body);
      // Judged outside the transaction (see create), and only when the organizer's text changed.
      const [stored] = await db.query<ModeratedText>(
        'SELECT title, description, address FROM events WHERE id = $1 AND organizer_id = $2 AND deleted_at IS NULL',
        [eventId, organizer.id],
      );
      let verdict: ModerationVerdict | null | undefined =
        stored && moderatedTextChanged(stored, text) ? await moderation.assess(text) : undefined;
      return db.transaction(async (tx) => {
        const row = await lockVisibleEvent(tx, organizer, eventId);
        assertMayManage(row, organizer, EVENT_MESSAGES.editForbidden);
        await checkRequest(tx, body, organizer, row.image_url);
        if (body.maxParticipants != null && body.maxParticipants < row.participant_count) {
          throw new ValidationError(maxParticipantsBelowCountMessage(row.participant_count));
        }
        // The seeded coordinates belong to the old address; a new address has none until geocoded.
        await tx.query(
          `UPDATE events
              SET title = $1, description = $2, category = $3, age_limit = $4, starts_at = $5, duration_minutes = $6,
                  latitude = CASE WHEN address = $7 THEN latitude END,
                  longitude = CASE WHEN address = $7 THEN longitude END,
                  address = $7, is_paid = $8, price = $9, max_participants = $10, image_url = $11, updated_at = now(),
                  revision = revision + 1
            WHERE id = $12`,
          [...columnsOf(body), eventId],
        );
        // Its people hear of a new time or address (docs/events.md#notifications), then a raised or
        // removed limit frees places and the waitlist takes them, all in this transaction.
        await notifications.changed(tx, eventId, row);
        await promoteFromWaitlist(tx, eventId, waitlist);
        if (moderatedTextChanged(moderatedText(row), text)) {
          // Another edit changed the text between the first read and the lock: judge it now
          // (undefined: not judged yet; null: judged clean).
          if (verdict === undefined) verdict = await moderation.assess(text);
          if (verdict) await moderation.flag(tx, eventId, verdict);
        }
        return reload(tx, organizer, eventId);
      });
    },

    /** docs/events.md#deleting: soft; the row stays for moderation history and statistics. */
    async remove(organizer: Account, eventId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockVisibleEvent(tx, organizer, eventId);
        assertMayManage(row, organizer, EVENT_MESSAGES.deleteForbidden);
        await notifications.deleted(tx, eventId);
        await tx.query('UPDATE events SET deleted_at = now(), updated_at = now(), revision = revision + 1 WHERE id = $1', [eventId]);
      });
    },

    /** Every event the caller joined, past included (the client filters), start ascending. */
    async myParticipations(viewer: Account): Promise<EventCollectionResponse> {
      const rows = await selectEvents(db, viewer.id, (_params, viewerId) => ({
        where: ['e.deleted_at IS NULL', EVENT_CONDITIONS.participantOf(viewerId)],
      }));
      return { events: rows.map(present) };
    },

    /**
     * docs/events.md#own-lists: every event whose waitlist holds the caller and that has not started
     * (started = now at or after the start, docs/events.md#timing), start ascending.
     */
    async myWaitlist(viewer: Account): Promise<EventCollectionResponse> {
      const rows = await selectEvents(db, viewer.id, (params, viewerId) => ({
        where: ['e.deleted_at IS NULL', EVENT_CONDITIONS.waitingIn(viewerId), `e.starts_at > ${params.add(clock())}`],
      }));
      return { events: rows.map(present) };
    },

    /** Every event the caller organizes, past and under complaint included, start ascending. */
    async myOrganized(viewer: Account): Promise<EventCollectionResponse> {
      const rows = await selectEvents(db, viewer.id, (_params, viewerId) => ({
        where: ['e.deleted_at IS NULL', `e.organizer_id = ${viewerId}::bigint`],
      }));
      return { events: rows.map(present) };
    },
  };
}
