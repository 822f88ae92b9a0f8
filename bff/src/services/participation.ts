import { EVENT_MESSAGES, type Event } from '@city/contracts';
import type { Database } from '../db/database';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import type { Clock } from './clock';
import type { MailOutbox } from './mail-outbox';
import { findVisibleEvent, lockVisibleEvent, participationOf } from './event-access';
import { selectEventById, toEvent } from './event-rows';
import type { Account } from './users';
import type { Reminders } from './reminders';
import { promoteFromWaitlist } from './waitlist';

export interface ParticipationServiceDeps {
  db: Database;
  clock: Clock;
  timeZone: string;
  /** Mails caused by a change, queued in its transaction (the waitlist's promotions). */
  outbox: MailOutbox;
  /** PUBLIC_URL without a trailing slash, for the links in those mails. */
  publicUrl: string;
  /** A place taken within a day of the start is reminded of at once (docs/events.md#reminders). */
  reminders: Pick<Reminders, 'claimDue'>;
}

export type ParticipationService = ReturnType<typeof createParticipationService>;

/**
 * docs/events.md#participation: join and leave, the waitlist (docs/events.md#waitlist), favourite
 * and unfavourite. All are idempotent and answer the event as the caller now sees it.
 */
export function createParticipationService({ db, clock, timeZone, outbox, publicUrl, reminders }: ParticipationServiceDeps) {
  async function current(tx: Database, account: Account, eventId: number): Promise<Event> {
    const row = await selectEventById(tx, account.id, eventId);
    // Deleted between the check and this read (favourites run without a lock).
    if (!row) throw new NotFoundError(EVENT_MESSAGES.notFound);
    return toEvent(row, timeZone);
  }

  return {
    /**
     * Safe under concurrency: the event row is locked first, so simultaneous joins queue and each
     * counts the participants the previous one left; the last place goes to exactly one of them.
     */
    async join(account: Account, eventId: number): Promise<Event> {
      return db.transaction(async (tx) => {
        const row = await lockVisibleEvent(tx, account, eventId);
        const state = participationOf(row, account, clock(), timeZone);
        switch (state.kind) {
          case 'organizer':
            throw new ForbiddenError(EVENT_MESSAGES.organizerCannotJoin);
          case 'started':
            throw new ConflictError(EVENT_MESSAGES.startedCannotJoin);
          case 'claim-participant':
          case 'claim-non-participant':
            throw new ConflictError(EVENT_MESSAGES.underComplaintCannotJoin);
          case 'full':
          case 'waiting':
            throw new ConflictError(EVENT_MESSAGES.full);
          case 'participant':
            return toEvent(row, timeZone);
          case 'open':
          case 'anonymous':
            break;
        }
        await tx.query('INSERT INTO event_participants (event_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          eventId,
          account.id,
        ]);
        // Joined within a day of the start: the reminder goes now, not at the next sweep.
        await reminders.claimDue(tx, { eventId, userId: account.id });
        return current(tx, account, eventId);
      });
    },

    /** Refused once the event started or while it is under complaint, even for a non-participant. */
    async leave(account: Account, eventId: number): Promise<Event> {
      return db.transaction(async (tx) => {
        const row = await lockVisibleEvent(tx, account, eventId);
        const state = participationOf(row, account, clock(), timeZone);
        switch (state.kind) {
          case 'organizer':
            throw new ForbiddenError(EVENT_MESSAGES.organizerCannotLeave);
          case 'started':
            throw new ConflictError(EVENT_MESSAGES.startedCannotLeave);
          case 'claim-participant':
          case 'claim-non-participant':
            throw new ConflictError(EVENT_MESSAGES.underComplaintCannotLeave);
          case 'open':
          case 'full':
          case 'waiting':
          case 'anonymous':
            return toEvent(row, timeZone);
          case 'participant':
            break;
        }
        await tx.query('DELETE FROM event_participants WHERE event_id = $1 AND user_id = $2', [eventId, account.id]);
        // The freed place goes to the first in line before anyone else can count it.
        await promoteFromWaitlist(tx, eventId, { outbox, publicUrl, reminders });
        return current(tx, account, eventId);
      });
    },

    /**
     * docs/events.md#waitlist: a place in line at a full event, under join's rules. Refused (409)
     * while places are free: the caller should just join. A participant or someone already
     * waiting gets the event unchanged.
     */
    async joinWaitlist(account: Account, eventId: number): Promise<Event> {
      return db.transaction(async (tx) => {
        const row = await lockVisibleEvent(tx, account, eventId);
        const state = participationOf(row, account, clock(), timeZone);
        switch (state.kind) {
          case 'organizer':
            throw new ForbiddenError(EVENT_MESSAGES.organizerCannotWaitlist);
          case 'started':
            throw new ConflictError(EVENT_MESSAGES.startedCannotWaitlist);
          case 'claim-participant':
          case 'claim-non-participant':
            throw new ConflictError(EVENT_MESSAGES.underComplaintCannotWaitlist);
          case 'open':
            throw new ConflictError(EVENT_MESSAGES.waitlistNotFull);
          case 'participant':
          case 'waiting':
            return toEvent(row, timeZone);
          case 'full':
          case 'anonymous':
            break;
        }
        await tx.query('INSERT INTO event_waitlist (event_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          eventId,
          account.id,
        ]);
        return current(tx, account, eventId);
      });
    },

    /** Refused like leave (after the start, under complaint); someone not waiting gets the event unchanged. */
    async leaveWaitlist(account: Account, eventId: number): Promise<Event> {
      return db.transaction(async (tx) => {
        const row = await lockVisibleEvent(tx, account, eventId);
        const state = participationOf(row, account, clock(), timeZone);
        switch (state.kind) {
          case 'organizer':
            throw new ForbiddenError(EVENT_MESSAGES.organizerCannotWaitlist);
          case 'started':
            throw new ConflictError(EVENT_MESSAGES.startedCannotWaitlist);
          case 'claim-participant':
          case 'claim-non-participant':
            throw new ConflictError(EVENT_MESSAGES.underComplaintCannotWaitlist);
          case 'open':
          case 'full':
          case 'participant':
          case 'anonymous':
            return toEvent(row, timeZone);
          case 'waiting':
            break;
        }
        // Frees no place, so nobody is promoted; everyone behind moves up by one.
        await tx.query('DELETE FROM event_waitlist WHERE event_id = $1 AND user_id = $2', [eventId, account.id]);
        return current(tx, account, eventId);
      });
    },

    async addFavorite(account: Account, eventId: number): Promise<Event> {
      await findVisibleEvent(db, account, eventId);
      await db.query('INSERT INTO event_favorites (event_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        eventId,
        account.id,
      ]);
      return current(db, account, eventId);
    },

    async removeFavorite(account: Account, eventId: number): Promise<Event> {
      await findVisibleEvent(db, account, eventId);
      await db.query('DELETE FROM event_favorites WHERE event_id = $1 AND user_id = $2', [eventId, account.id]);
      return current(db, account, eventId);
    },
  };
}
