import { z } from 'zod';

/**
 * docs/events.md#reminders: the one-click unsubscribe of every reminder mail. Mail clients POST
 * here themselves (List-Unsubscribe-Post, RFC 8058); the mail's own link opens the page
 * UNSUBSCRIBE_PAGE_PATH, which POSTs the same call.
 */
export const REMINDER_UNSUBSCRIBE_PATH = '/api/public/reminders/unsubscribe';
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

export const REMINDER_MESSAGES = {
  switchLabel: 'Напоминать о событиях',
  switchHint: 'Письмо за сутки до начала мероприятий, на которые вы записаны',
  unsubscribed: 'Вы отписались от напоминаний о событиях',
  unsubscribedHint: 'Снова включить их можно в профиле: «Напоминать о событиях».',
  invalidLink: 'Ссылка для отписки недействительна',
} as const;

/** The key in the link: 32 hex digits, one per account. */
export const reminderUnsubscribeQuerySchema = z.object({
  key: z.string({ error: REMINDER_MESSAGES.invalidLink }).regex(/^[0-9a-f]{32}$/, REMINDER_MESSAGES.invalidLink),
});

export const reminderUnsubscribeResponseSchema = z.object({ message: z.string() });
export type ReminderUnsubscribeResponse = z.infer<typeof reminderUnsubscribeResponseSchema>;
