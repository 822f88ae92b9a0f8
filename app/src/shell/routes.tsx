import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { User } from '@city/contracts';
import { authPages, sessionKnown, useSession } from '../features/auth';
import { eventsPages } from '../features/events';
import { profilePages, sessionUserAfterSave } from '../features/profile';
import { remindersPages } from '../features/reminders';
import { usersPages } from '../features/users';
import { staticPages } from '../features/static-pages';
import { AppRoot } from './AppRoot';
import { RootErrorFallback } from './errors/ErrorFallback';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { AuthLayout } from './layouts/AuthLayout';
import { loadUserMenu } from './layouts/useUserMenu';

type ViewerPage = ComponentType<{ viewer: User }>;
type PageLoader<Props> = () => Promise<ComponentType<Props>>;

/**
 * A page in a chunk of its own: react-router fetches it when its route first matches, while the
 * page before stays on screen (on the first load nothing is drawn until it is there, see
 * HydrateFallback below), so a pending chunk never moves anything.
 */
const page = (path: string, load: PageLoader<object>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/** A page behind RequireAuth gets the signed-in user from the session (features never import each other). */
function WithViewer({ page: Page }: { page: ViewerPage }) {
  const { user } = useSession();
  return user ? <Page viewer={user} /> : null;
}

/** A signed-in page: it fetches its data with swr, whose settings come along with it. */
const signedInPage = (path: string, load: PageLoader<object>): RouteObject => ({
  path,
  lazy: async () => {
    const [Page, { PageDataConfig }] = await Promise.all([load(), import('./layouts/PageDataConfig')]);
    return {
      element: (
        <PageDataConfig>
          <Page />
        </PageDataConfig>
      ),
    };
  },
});

const signedIn = (path: string, load: PageLoader<{ viewer: User }>): RouteObject =>
  signedInPage(path, async () => {
    const Page = await load();
    return function PageForViewer() {
      return <WithViewer page={Page} />;
    };
  });

/** The own profile: a save updates the session user, so the user menu shows the new name at once. */
async function loadOwnProfile(): Promise<ComponentType> {
  const ProfilePage = await profilePages.own();
  return function OwnProfile() {
    const { user, setUser } = useSession();
    return <ProfilePage onSaved={(saved) => user && setUser(sessionUserAfterSave(user, saved))} />;
  };
}

/** A public profile with the person's events, which the events feature lists. */
async function loadPublicProfile(): Promise<ViewerPage> {
  const [UserProfilePage, UserEventsSection] = await Promise.all([usersPages.publicProfile(), eventsPages.userEventsSection()]);
  return function PublicProfile({ viewer }) {
    return <UserProfilePage viewer={viewer} eventsSection={UserEventsSection} />;
  };
}

/**
 * A layout or guard that depends on who is signed in. On the first load react-router waits for
 * its lazy part, so the session check (started as the app boots) answers before anything is drawn:
 * the guards decide without a spinner and the header starts with the right buttons.
 */
const knowingTheSession = (load: (user: Promise<User | null>) => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const user = sessionKnown();
    const [Component] = await Promise.all([load(user), user]);
    return { Component };
  },
});
const guestOnly = knowingTheSession(async () => GuestOnly);
const requireAuth = knowingTheSession(async () => RequireAuth);
const mainLayout = knowingTheSession(async (user) => {
  const [layout] = await Promise.all([
    import('./layouts/MainLayout'),
    // A signed-in person's header has the user menu: its code comes along (a visitor's does not).
    user.then((signedIn) => (signedIn ? loadUserMenu() : null)),
  ]);
  return layout.MainLayout;
});

/** Until the first page's chunk is there: nothing, so the page appears whole rather than in jumps. */
const FirstLoad = () => null;

/** docs/accounts.md#pages-and-guards: the route table. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    ErrorBoundary: RootErrorFallback,
    HydrateFallback: FirstLoad,
    children: [
      {
        element: <AuthLayout />,
        children: [
          {
            ...guestOnly,
            children: [
              page('/login', authPages.login),
              page('/register', authPages.register),
            ],
          },
          page('/email-sent', authPages.emailSent),
          page('/verify-email', authPages.verifyEmail),
          page('/forgot-password', authPages.forgotPassword),
          page('/reset-password', authPages.resetPassword),
          page('/auth/callback', authPages.authCallback),
          // docs/events.md#reminders: the reminder mails' link, signed out or in, whatever the account's status.
          page('/unsubscribe', remindersPages.unsubscribe),
        ],
      },
      {
        // The site's header, footer and menus: the auth screens above do without them.
        ...mainLayout,
        children: [
          page('/', staticPages.landing),
          page('/terms', staticPages.terms),
          page('/privacy', staticPages.privacy),
          page('/about', staticPages.about),
          page('/contacts', staticPages.contacts),
          {
            ...requireAuth,
            children: [
              // docs/operations.md#budgets: on the document's first load the list is drawn with its first page.
              signedIn('/events', () => Promise.all([eventsPages.feed(), eventsPages.feedFirstPage(sessionKnown())]).then(([Page]) => Page)),
              signedIn('/events/:eventId', eventsPages.details),
              signedIn('/events/:eventId/edit', eventsPages.edit),
              signedIn('/create-event', eventsPages.create),
              signedInPage('/profile', loadOwnProfile),
              signedIn('/users/:userId', loadPublicProfile),
              signedIn('/my-events', eventsPages.myParticipations),
              // docs/accounts.md#pages-and-guards: authenticated, shown in the public (main) layout.
              signedIn('/organizator', eventsPages.organizer),
            ],
          },
          page('*', () => import('./errors/NotFoundPage').then((module) => module.NotFoundPage)),
        ],
      },
      {
        // docs/accounts.md#site-frame, docs/back-office.md#access: beside the main layout, in its own chunk; signed-out visitors go
        // to /login, and the back office checks roles and statuses itself.
        ...requireAuth,
        children: [
          { path: '/management/*', lazy: async () => ({ Component: (await import('./layouts/ManagementLayout')).ManagementLayout }) },
        ],
      },
    ],
  },
];

