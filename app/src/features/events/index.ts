/**
 * The events feature: the pages the app shell routes to (docs/events.md#the-list), each fetched when
 * its route is first visited (a chunk of its own).
 */
export const eventsPages = {
  feed: () => import('./pages/EventsPage').then((page) => page.EventsPage),
  /** The list's first page, when /events is the page the document was loaded for (./firstPage.ts). */
  feedFirstPage: (session: Promise<unknown>) => import('./firstPage').then((first) => first.loadFirstPageOfDocument(session)),
  details: () => import('./pages/EventDetailsPage').then((page) => page.EventDetailsPage),
  create: () => import('./pages/CreateEventPage').then((page) => page.CreateEventPage),
  edit: () => import('./pages/EditEventPage').then((page) => page.EditEventPage),
  myParticipations: () => import('./pages/MyParticipationsPage').then((page) => page.MyParticipationsPage),
  organizer: () => import('./pages/OrganizerPage').then((page) => page.OrganizerPage),
  /** The person's events on their public page (the users feature shows it through the shell). */
  userEventsSection: () => import('./pages/UserEventsSection').then((page) => page.UserEventsSection),
};
export type { UserEventsSectionProps } from './pages/UserEventsSection';
