/**
 * The catalogue's part for /unsubscribe, the reminder mails' link (docs/events.md#reminders). The
 * texts the server and the profile form share (the switch, «Вы отписались…», «Ссылка для отписки
 * недействительна») come from '@city/contracts' and are not repeated here.
 */
import { REMINDER_MESSAGES } from '@city/contracts';

export const unsubscribeMessages = {
  pageTitle: 'Отписка от напоминаний',
  loadingTitle: 'Отписываем от напоминаний...',
  loadingDescription: 'Пожалуйста, подождите',
  successTitle: REMINDER_MESSAGES.unsubscribed,
  successDescription: REMINDER_MESSAGES.unsubscribedHint,
  invalidTitle: REMINDER_MESSAGES.invalidLink,
  invalidDescription: 'Откройте ссылку из последнего письма-напоминания ещё раз или выключите напоминания в профиле.',
  failedTitle: 'Не удалось отписаться от напоминаний',
  retry: 'Попробовать снова',
  toProfile: 'Открыть профиль',
  toEvents: 'К событиям',
} as const;
