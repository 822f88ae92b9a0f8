/** The public pages, each fetched when its route is first visited (a chunk of its own). */
export const staticPages = {
  landing: () => import('./LandingPage').then((page) => page.LandingPage),
  about: () => import('./AboutPage').then((page) => page.AboutPage),
  contacts: () => import('./ContactsPage').then((page) => page.ContactsPage),
  privacy: () => import('./PrivacyPage').then((page) => page.PrivacyPage),
  terms: () => import('./TermsPage').then((page) => page.TermsPage),
};
