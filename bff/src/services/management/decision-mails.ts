import { publicEventUrl } from '@city/contracts';
import type { Database } from '../../db/database';
import type { MailOutbox } from '../mail-outbox';
import { noticeMail } from '../notice-mail';

export interface DecisionMailDeps {
  outbox: MailOutbox;
  publicUrl: string;
}

interface DecidedEvent {
  event_id: number;
  title: string;
  email: string;
  organizer_id: number;
  /** Other complaints that still keep the event hidden. */
  still_hidden: boolean;
}

/**
 * docs/events.md#notifications: the organizer hears of a decision on a complaint about their event, in the
 * deciding transaction: approved, with the moderator's comment; rejected, that the event is
 * back (unless another complaint still keeps it hidden: then the last decision tells).
 */
export async function mailComplaintDecision(
  tx: Database,
  { outbox, publicUrl }: DecisionMailDeps,
  complaint: { id: number; eventId: number; decision: 'approved' | 'rejected'; comment: string | null },
): Promise<void> {
  const [event] = await tx.query<DecidedEvent>(
    `SELECT e.id AS event_id, e.title, u.email, e.organizer_id,
            EXISTS (SELECT 1 FROM event_claims c
                     WHERE c.event_id = e.id AND c.id <> $2 AND c.status IN ('pending', 'approved')) AS still_hidden
       FROM events e JOIN users u ON u.id = e.organizer_id
      WHERE e.id = $1 AND e.deleted_at IS NULL AND u.email_verified_at IS NOT NULL`,
    [complaint.eventId, complaint.id],
  );
  if (!event) return;
  const link = publicEventUrl(publicUrl, event.event_id);
  if (complaint.decision === 'approved') {
    const mail = noticeMail({
      to: event.email,
      subject: `Мероприятие скрыто: ${event.title}`,
      paragraphs: [
        `Модератор рассмотрел жалобу на ваше мероприятие «${event.title}» и согласился с ней: мероприятие скрыто из ленты, изменить или отменить его нельзя.`,
        complaint.comment ? `Комментарий модератора: ${complaint.comment}` : 'Модератор не оставил комментария.',
        'Если вы не согласны с решением, напишите нам через форму обратной связи на сайте.',
      ],
      action: { label: 'Открыть мероприятие', link },
    });
    await outbox.enqueue(tx, mail, `complaint-decided:${complaint.id}`);
    return;
  }
  if (event.still_hidden) return;
  const mail = noticeMail({
    to: event.email,
    subject: `Мероприятие снова в ленте: ${event.title}`,
    paragraphs: [
      `Модератор рассмотрел жалобу на ваше мероприятие «${event.title}» и отклонил её: мероприятие снова видно всем, его можно изменять.`,
    ],
    action: { label: 'Открыть мероприятие', link },
  });
  await outbox.enqueue(tx, mail, `complaint-decided:${complaint.id}`);
}
