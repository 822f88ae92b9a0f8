/** The reminders feature: the unsubscribe page the reminder mails link to (docs/events.md#reminders). */
export const remindersPages = {
  /** Fetched when /unsubscribe is first visited (a chunk of its own). */
  unsubscribe: () => import('./pages/UnsubscribePage').then((page) => page.UnsubscribePage),
};
