/** The users feature: someone's public profile page the app shell routes to (docs/people.md#public-profile). */
export const usersPages = {
  /** Fetched when a /users/{id} page is first visited (a chunk of its own). */
  publicProfile: () => import('./pages/UserProfilePage').then((page) => page.UserProfilePage),
};
