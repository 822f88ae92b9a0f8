export { EventComplaintsPage } from './pages/EventComplaintsPage';
export { UserComplaintsPage } from './pages/UserComplaintsPage';
