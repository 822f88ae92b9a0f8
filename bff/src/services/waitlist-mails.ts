import { publicEventUrl } from '@city/contracts';
import type { MailMessage } from './mail';
import { noticeMail } from './notice-mail';

export interface PromotedPlace {
  to: string;
  eventId: number;
  eventTitle: string;
}

/** docs/events.md#waitlist: the mail to someone whose wait ended with a place at the event. */
export function waitlistPromotedMail({ to, eventId, eventTitle }: PromotedPlace, publicUrl: string): MailMessage {
  return noticeMail({
    to,
    subject: `Освободилось место: ${eventTitle}`,
    paragraphs: [
      `Освободилось место на мероприятии «${eventTitle}», и оно ваше: вы стояли в листе ожидания и теперь записаны в участники.`,
      'Если планы изменились, отмените участие на странице мероприятия: место перейдёт следующему в очереди.',
    ],
    action: { label: 'Открыть мероприятие', link: publicEventUrl(publicUrl, eventId) },
  });
}
