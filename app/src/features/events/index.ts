/** The events feature: the pages the app shell routes to (participant-side §2). */
export { EventsPage } from './pages/EventsPage';
export { EventDetailsPage } from './pages/EventDetailsPage';
export { CreateEventPage } from './pages/CreateEventPage';
export { EditEventPage } from './pages/EditEventPage';
export { MyParticipationsPage } from './pages/MyParticipationsPage';
export { OrganizerPage } from './pages/OrganizerPage';
export { UserEventsSection, type UserEventsSectionProps } from './pages/UserEventsSection';
