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

/** What each call answers the people it refuses (contracts' EVENT_MESSAGES). */
interface Refusals {
  organizer: string;
  started: string;
  underComplaint: string;
}
const JOIN_REFUSALS: Refusals = {
  organizer: EVENT_MESSAGES.organizerCannotJoin,
  started: EVENT_MESSAGES.startedCannotJoin,
  underComplaint: EVENT_MESSAGES.underComplaintCannotJoin,
};
const LEAVE_REFUSALS: Refusals = {
  organizer: EVENT_MESSAGES.organizerCannotLeave,
  started: EVENT_MESSAGES.startedCannotLeave,
  underComplaint: EVENT_MESSAGES.underComplaintCannotLeave,
};
const WAITLIST_REFUSALS: Refusals = {
  organizer: EVENT_MESSAGES.organizerCannotWaitlist,
  started: EVENT_MESSAGES.startedCannotWaitlist,
  underComplaint: EVENT_MESSAGES.underComplaintCannotWaitlist,
};

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

  /**
   * The state, or the refusal every participation call shares: the organizer (403), after the
   * start or under complaint (409), each with the action's own words.
   */
  async function lockedStateFor(tx: Database, account: Account, eventId: number, refusals: Refusals) {
    const row = await lockVisibleEvent(tx, account, eventId);
    const state = participationOf(row, account, clock(), timeZone);
    if (state.kind === 'organizer') throw new ForbiddenError(refusals.organizer);
    if (state.kind === 'started') throw new ConflictError(refusals.started);
    if (state.kind === 'claim-participant' || state.kind === 'claim-non-participant') throw new ConflictError(refusals.underComplaint);
    return { row, state };
  }

  return {
    /**
     * Safe under concurrency: the event row is locked first, so simultaneous joins queue and each
     * counts the participants the previous one left; the last place goes to exactly one of them.
     */
    async join(account: Account, eventId: number): Promise<Event> {
      return db.transaction(async (tx) => {
        const { row, state } = await lockedStateFor(tx, account, eventId, JOIN_REFUSALS);
        if (state.kind === 'full' || state.kind === 'waiting') throw new ConflictError(EVENT_MESSAGES.full);
        if (state.kind === 'participant') return toEvent(row, timeZone);
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
        const { row, state } = await lockedStateFor(tx, account, eventId, LEAVE_REFUSALS);
        if (state.kind !== 'participant') return toEvent(row, timeZone);
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
        const { row, state } = await lockedStateFor(tx, account, eventId, WAITLIST_REFUSALS);
        if (state.kind === 'open') throw new ConflictError(EVENT_MESSAGES.waitlistNotFull);
        if (state.kind === 'participant' || state.kind === 'waiting') return toEvent(row, timeZone);
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
        const { row, state } = await lockedStateFor(tx, account, eventId, WAITLIST_REFUSALS);
        if (state.kind !== 'waiting') return toEvent(row, timeZone);
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
