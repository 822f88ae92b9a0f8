import { publicEventUrl } from '@city/contracts';
import type { Database } from '../db/database';
import type { MailOutbox } from './mail-outbox';
import { noticeMail, spokenStart } from './notice-mail';

export interface EventNotificationDeps {
  outbox: MailOutbox;
  publicUrl: string;
  timeZone: string;
}

/** What the people of an event were told about: its start and place before the change. */
export interface EventBefore {
  starts_at: Date;
  address: string;
}

interface EventNow {
  title: string;
  starts_at: Date;
  address: string;
  revision: number;
  organizer_id: number;
}

interface Recipient {
  id: number;
  email: string;
  waiting: boolean;
}

export type EventNotifications = ReturnType<typeof createEventNotifications>;

/**
 * docs/events.md#notifications: the people of an event (participants and the waitlist) hear of a
 * new time or address and of its cancellation, by a mail queued in the transaction that made the
 * change. These are not reminders: the reminder switch does not silence them.
 */
export function createEventNotifications({ outbox, publicUrl, timeZone }: EventNotificationDeps) {
  async function current(tx: Database, eventId: number): Promise<EventNow> {
    const [row] = await tx.query<EventNow>('SELECT title, starts_at, address, revision, organizer_id FROM events WHERE id = $1', [eventId]);
    if (!row) throw new Error(`event ${eventId} vanished inside its own transaction`);
    return row;
  }

  /** Verified accounts only: an unverified address was never proven to be theirs. */
  async function recipientsOf(tx: Database, eventId: number, organizerId: number): Promise<Recipient[]> {
    return tx.query<Recipient>(
      `SELECT u.id, u.email, people.waiting
         FROM (SELECT user_id, false AS waiting FROM event_participants WHERE event_id = $1
               UNION ALL
               SELECT user_id, true AS waiting FROM event_waitlist WHERE event_id = $1) people
         JOIN users u ON u.id = people.user_id
        WHERE u.email_verified_at IS NOT NULL AND u.id <> $2
        ORDER BY u.id`,
      [eventId, organizerId],
    );
  }

  const whose = (recipient: Recipient) => (recipient.waiting ? 'в листе ожидания которого вы стоите' : 'на которое вы записаны');

  return {
    /** After an edit: mails only when the start or the address changed. */
    async changed(tx: Database, eventId: number, before: EventBefore): Promise<void> {
      const now = await current(tx, eventId);
      const timeChanged = now.starts_at.getTime() !== before.starts_at.getTime();
      const addressChanged = now.address !== before.address;
      if (!timeChanged && !addressChanged) return;
      const what = timeChanged && addressChanged ? 'время и адрес' : timeChanged ? 'время' : 'адрес';
      for (const recipient of await recipientsOf(tx, eventId, now.organizer_id)) {
        const mail = noticeMail({
          to: recipient.email,
          subject: `Изменились ${what}: ${now.title}`,
          paragraphs: [
            `Организатор изменил ${what} мероприятия «${now.title}», ${whose(recipient)}.`,
            ...(timeChanged
              ? [`Новое время: ${spokenStart(now.starts_at, timeZone)} (было: ${spokenStart(before.starts_at, timeZone)}).`]
              : []),
            ...(addressChanged ? [`Новый адрес: ${now.address} (был: ${before.address}).`] : []),
            'Если теперь не получится прийти, отмените участие на странице мероприятия.',
          ],
          action: { label: 'Открыть мероприятие', link: publicEventUrl(publicUrl, eventId) },
        });
        await outbox.enqueue(tx, mail, `event-changed:${eventId}:${now.revision}:${recipient.id}`);
      }
    },

    /** Inside the deleting transaction, before or after the soft delete (the rows stay). */
    async deleted(tx: Database, eventId: number): Promise<void> {
      const now = await current(tx, eventId);
      for (const recipient of await recipientsOf(tx, eventId, now.organizer_id)) {
        const mail = noticeMail({
          to: recipient.email,
          subject: `Мероприятие отменено: ${now.title}`,
          paragraphs: [
            `Организатор отменил мероприятие «${now.title}» (${spokenStart(now.starts_at, timeZone)}), ${whose(recipient)}.`,
            'Посмотрите другие мероприятия города: может быть, найдётся похожее.',
          ],
          action: { label: 'Все мероприятия', link: `${publicUrl}/events` },
        });
        await outbox.enqueue(tx, mail, `event-deleted:${eventId}:${recipient.id}`);
      }
    },
  };
}
