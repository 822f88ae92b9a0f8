/** The profile feature: the own profile page the app shell routes to (docs/people.md#own-profile). */
export const profilePages = {
  /** Fetched when /profile is first visited (a chunk of its own). */
  own: () => import('./pages/ProfilePage').then((page) => page.ProfilePage),
};
export { sessionUserAfterSave } from './mappers/profileAccess';
