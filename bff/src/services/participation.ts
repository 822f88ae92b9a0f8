import { EVENT_MESSAGES, type Event } from '@city/contracts';
import type { Database } from '../db/database';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import type { Clock } from './clock';
import { findVisibleEvent, lockVisibleEvent, participationOf } from './event-access';
import { selectEventById, toEvent } from './event-rows';
import type { Account } from './users';

export interface ParticipationServiceDeps {
  db: Database;
  clock: Clock;
  timeZone: string;
}

export type ParticipationService = ReturnType<typeof createParticipationService>;

/**
 * docs/events.md#participation: join and leave, favourite and unfavourite. All four are
 * idempotent and answer the event as the caller now sees it.
 */
export function createParticipationService({ db, clock, timeZone }: ParticipationServiceDeps) {
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
          case 'anonymous':
            return toEvent(row, timeZone);
          case 'participant':
            break;
        }
        await tx.query('DELETE FROM event_participants WHERE event_id = $1 AND user_id = $2', [eventId, account.id]);
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
