/** The users feature: someone's public profile page the app shell routes to (participant-side §2). */
export { UserProfilePage } from './pages/UserProfilePage';
