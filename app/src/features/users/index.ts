/** The users feature: someone's public profile page the app shell routes to (participant-side §2). */
export const usersPages = {
  /** Fetched when a /users/{id} page is first visited (a chunk of its own). */
  publicProfile: () => import('./pages/UserProfilePage').then((page) => page.UserProfilePage),
};
