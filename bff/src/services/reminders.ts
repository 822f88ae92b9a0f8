import { publicEventUrl } from '@city/contracts';
import type { Database } from '../db/database';
import type { Clock } from './clock';
import { ACTIVE_COMPLAINT } from './event-rows';
import type { MailOutbox } from './mail-outbox';
import { noticeMail, spokenStart } from './notice-mail';

export interface ReminderDeps {
  db: Database;
  outbox: MailOutbox;
  clock: Clock;
  publicUrl: string;
  timeZone: string;
}

/** How long before the start a participant is reminded (docs/events.md#reminders). */
export const REMINDER_LEAD_HOURS = 24;
/** Reminders claimed per statement; a sweep repeats until none is left. */
const SWEEP_BATCH = 500;

interface DueReminder {
  event_id: number;
  user_id: number;
  starts_at: Date;
}

interface ClaimedReminder extends DueReminder {
  title: string;
  address: string;
  email: string;
  unsubscribe_key: string;
}

export interface ReminderScope {
  eventId?: number;
  userId?: number;
}

export type Reminders = ReturnType<typeof createReminders>;

/**
 * docs/events.md#reminders: a participant is mailed once per event and start time, from 24 hours
 * before the start (at once when they join later), unless the event is deleted, hidden by a
 * complaint or started, or they switched reminders off.
 */
export function createReminders({ db, outbox, clock, publicUrl, timeZone }: ReminderDeps) {
  /**
   * Claims the reminders due now within `scope` and queues their mails in `tx`. The primary key of
   * event_reminders decides between two instances sweeping at once: each reminder is claimed by
   * one transaction only, and a moved start is a new reminder.
   */
  async function claimDue(tx: Database, scope: ReminderScope = {}): Promise<number> {
    const now = clock();
    const due = await tx.query<DueReminder>(
      `SELECT p.event_id, p.user_id, e.starts_at
         FROM events e
         JOIN event_participants p ON p.event_id = e.id
         JOIN users u ON u.id = p.user_id
        WHERE e.deleted_at IS NULL
          AND e.starts_at > $1 AND e.starts_at <= $1 + $2 * interval '1 hour'
          AND NOT EXISTS (SELECT 1 FROM event_claims c WHERE c.event_id = e.id AND c.${ACTIVE_COMPLAINT})
          AND u.remind_events AND u.status = 'confirmed' AND u.email_verified_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM event_reminders r
                           WHERE r.event_id = p.event_id AND r.user_id = p.user_id AND r.starts_at = e.starts_at)
          AND ($3::bigint IS NULL OR e.id = $3) AND ($4::bigint IS NULL OR p.user_id = $4)
        ORDER BY e.starts_at
        LIMIT ${SWEEP_BATCH}`,
      [now, REMINDER_LEAD_HOURS, scope.eventId ?? null, scope.userId ?? null],
    );
    if (due.length === 0) return 0;
    const claimed = await tx.query<ClaimedReminder>(
      `WITH claimed AS (
         INSERT INTO event_reminders (event_id, user_id, starts_at)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[])
         ON CONFLICT (event_id, user_id) DO UPDATE SET starts_at = EXCLUDED.starts_at, sent_at = now()
           WHERE event_reminders.starts_at IS DISTINCT FROM EXCLUDED.starts_at
         RETURNING event_id, user_id, starts_at
       )
       SELECT claimed.*, e.title, e.address, u.email, u.unsubscribe_key
         FROM claimed JOIN events e ON e.id = claimed.event_id JOIN users u ON u.id = claimed.user_id`,
      [due.map((row) => row.event_id), due.map((row) => row.user_id), due.map((row) => row.starts_at.toISOString())],
    );
    for (const reminder of claimed) {
      // Useless once the event has started: a mail still waiting for SMTP then is dropped.
      await outbox.enqueue(tx, reminderMail(reminder), `reminder:${reminder.event_id}:${reminder.user_id}:${reminder.starts_at.toISOString()}`, {
        notAfter: reminder.starts_at,
      });
    }
    return claimed.length;
  }

  function reminderMail(reminder: ClaimedReminder) {
    const key = encodeURIComponent(reminder.unsubscribe_key);
    return noticeMail({
      to: reminder.email,
      subject: `Напоминание: ${reminder.title}`,
      paragraphs: [
        `Вы записаны на мероприятие «${reminder.title}». Оно начнётся ${spokenStart(reminder.starts_at, timeZone)}.`,
        `Адрес: ${reminder.address}.`,
        'Если не сможете прийти, отмените участие на странице мероприятия: место достанется другим.',
      ],
      action: { label: 'Открыть мероприятие', link: publicEventUrl(publicUrl, reminder.event_id) },
      unsubscribe: {
        pageLink: `${publicUrl}/unsubscribe?key=${key}`,
        oneClickLink: `${publicUrl}/api/public/reminders/unsubscribe?key=${key}`,
      },
    });
  }

  return {
    claimDue,

    /** Every reminder due now, in batches (the scheduled job, every minute). */
    async sweep(): Promise<number> {
      let total = 0;
      for (;;) {
        const claimed = await db.transaction((tx) => claimDue(tx));
        total += claimed;
        if (claimed < SWEEP_BATCH) return total;
      }
    },

    /** The one-click link: switches the key's account's reminders off. False for an unknown key. */
    async unsubscribe(key: string): Promise<boolean> {
      const rows = await db.query('UPDATE users SET remind_events = false, updated_at = now() WHERE unsubscribe_key = $1 RETURNING id', [key]);
      return rows.length > 0;
    },
  };
}
