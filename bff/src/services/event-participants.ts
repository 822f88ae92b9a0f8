import { EVENT_PARTICIPANTS_MESSAGES, type EventParticipantsResponse } from '@city/contracts';
import type { Database } from '../db/database';
import { ForbiddenError } from '../errors';
import { findVisibleEvent } from './event-access';
import { publicNameSql } from './event-rows';
import type { Account } from './users';

export type EventParticipantsService = ReturnType<typeof createEventParticipantsService>;

/**
 * docs/events.md#who-joined: the organizer sees who joined their event, by the names public
 * profiles show, each linking to the profile. Nobody else does: the list would tell strangers
 * who goes where.
 */
export function createEventParticipantsService({ db }: { db: Database }) {
  return {
    async list(viewer: Account, eventId: number): Promise<EventParticipantsResponse> {
      const event = await findVisibleEvent(db, viewer, eventId);
      if (event.organizer_id !== viewer.id) throw new ForbiddenError(EVENT_PARTICIPANTS_MESSAGES.onlyOrganizer);
      const participants = await db.query<{ id: number; name: string }>(
        `SELECT u.id::int AS id, ${publicNameSql('u')} AS name
           FROM event_participants p
           JOIN users u ON u.id = p.user_id
          WHERE p.event_id = $1
          ORDER BY p.joined_at, u.id`,
        [eventId],
      );
      return { participants: participants.map((row) => ({ id: Number(row.id), name: row.name })) };
    },
  };
}
