import { EVENT_MESSAGES, isStaff, participationState, type ParticipationState } from '@city/contracts';
import type { Database } from '../db/database';
import { NotFoundError } from '../errors';
import { selectEventById, toEvent, type EventRow } from './event-rows';
import type { Account } from './users';

/**
 * Who sees an event under complaint (pending or approved): its organizer, its participants and
 * the people waiting for a place (docs/events.md#waitlist), staff, and whoever filed the complaint (the report dialog closes onto the same page, which then shows
 * «Мероприятие проверяется модераторами»). Everyone else gets 404, as if it were gone.
 */
export function maySeeEvent(row: EventRow, viewer: Account | null): boolean {
  if (!row.claim) return true;
  if (!viewer) return false;
  return (
    row.organizer_id === viewer.id ||
    row.is_participant ||
    row.waitlist_position !== null ||
    row.is_reporter ||
    isStaff(viewer.role)
  );
}

/** The event as `viewer` sees it, or 404 «Мероприятие не найдено» (missing, deleted or hidden). */
export async function findVisibleEvent(db: Database, viewer: Account | null, eventId: number): Promise<EventRow> {
  const row = await selectEventById(db, viewer?.id ?? null, eventId);
  if (!row || !maySeeEvent(row, viewer)) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return row;
}

/**
 * Inside a transaction: locks the event row first, so concurrent joins, leaves, edits and deletes
 * of one event queue up and each decides on the count the previous one left (docs/events.md#the-event).
 */
export async function lockVisibleEvent(tx: Database, viewer: Account, eventId: number): Promise<EventRow> {
  const locked = await tx.query('SELECT id FROM events WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [eventId]);
  if (locked.length === 0) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return findVisibleEvent(tx, viewer, eventId);
}

/** contracts' participation rule, the same one the card applies (docs/events.md#participation). */
export function participationOf(row: EventRow, viewer: Account, now: Date, timeZone: string): ParticipationState {
  return participationState({ event: toEvent(row, timeZone), viewerId: viewer.id, now: now.getTime(), timeZone });
}
