/** The profile feature: the own profile page the app shell routes to (participant-side §2). */
export { ProfilePage } from './pages/ProfilePage';
export { sessionUserAfterSave } from './mappers/profileAccess';
