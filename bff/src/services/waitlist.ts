import type { Database } from '../db/database';
import type { MailOutbox } from './mail-outbox';
import type { Reminders } from './reminders';
import { waitlistPromotedMail } from './waitlist-mails';

/** What a promotion needs besides the transaction: where its mails go and the site's address. */
export interface WaitlistPromotion {
  outbox: MailOutbox;
  /** PUBLIC_URL without a trailing slash: the mail links to the event's page. */
  publicUrl: string;
  /** A place taken within a day of the start is reminded of at once (docs/events.md#reminders). */
  reminders: Pick<Reminders, 'claimDue'>;
}

interface NextInLine {
  waitlist_id: number;
  user_id: number;
  email: string;
  title: string;
}

/**
 * docs/events.md#waitlist: fills the event's free places from its waitlist, earliest first, and
 * queues a mail to each person promoted. Call it inside the transaction that freed the places,
 * with the event row locked (lockVisibleEvent): no join, leave or edit can then count between the
 * free place and its new participant, so the limit holds and nobody is passed over.
 */
export async function promoteFromWaitlist(
  tx: Database,
  eventId: number,
  { outbox, publicUrl, reminders }: WaitlistPromotion,
): Promise<number[]> {
  // LIMIT NULL is no limit: an event without a limit takes everyone waiting.
  const promoted = await tx.query<NextInLine>(
    `SELECT w.id AS waitlist_id, w.user_id, u.email, e.title
       FROM events e
       JOIN event_waitlist w ON w.event_id = e.id
       JOIN users u ON u.id = w.user_id
      WHERE e.id = $1
      ORDER BY w.id
      LIMIT (SELECT CASE WHEN max_participants IS NULL THEN NULL
                         ELSE greatest(max_participants - participant_count, 0) END
               FROM events WHERE id = $1)`,
    [eventId],
  );
  if (promoted.length === 0) return [];
  const userIds = promoted.map((person) => person.user_id);
  await tx.query('DELETE FROM event_waitlist WHERE event_id = $1 AND user_id = ANY($2::bigint[])', [eventId, userIds]);
  await tx.query(
    'INSERT INTO event_participants (event_id, user_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING',
    [eventId, userIds],
  );
  for (const person of promoted) {
    const mail = waitlistPromotedMail({ to: person.email, eventId, eventTitle: person.title }, publicUrl);
    // The waitlist row's id tells one promotion from a later one of the same person to the same event.
    await outbox.enqueue(tx, mail, `waitlist-promoted:${eventId}:${person.user_id}:${person.waitlist_id}`);
  }
  await reminders.claimDue(tx, { eventId });
  return userIds;
}
