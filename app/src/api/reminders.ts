/**
 * The reminder mails' unsubscribe link (docs/events.md#reminders), answer from '@city/contracts'.
 * The key is the credential, so the call works signed out: the page /unsubscribe shows every
 * outcome itself, and no answer is a lost session.
 */
import { REMINDER_UNSUBSCRIBE_PATH, reminderUnsubscribeResponseSchema, type ReminderUnsubscribeResponse } from '@city/contracts';
import { request, type RequestOptions } from './request';

export type ReminderCallOptions = Pick<RequestOptions, 'notify' | 'signal'>;

/** POST /api/public/reminders/unsubscribe?key=…: turns the account's reminders off; an unknown key answers 400. */
export function unsubscribeFromReminders(key: string, options?: ReminderCallOptions): Promise<ReminderUnsubscribeResponse> {
  return request(REMINDER_UNSUBSCRIBE_PATH, {
    kind: 'action',
    handleAuth: false,
    ...options,
    method: 'POST',
    query: { key },
    schema: reminderUnsubscribeResponseSchema,
  });
}
