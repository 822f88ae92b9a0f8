import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { User } from '@city/contracts';
import {
  AuthCallbackPage,
  EmailSentPage,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
  VerifyEmailPage,
  useSession,
} from '../features/auth';
import {
  CreateEventPage,
  EditEventPage,
  EventDetailsPage,
  EventsPage,
  MyParticipationsPage,
  OrganizerPage,
  UserEventsSection,
} from '../features/events';
import { ProfilePage, sessionUserAfterSave } from '../features/profile';
import { UserProfilePage } from '../features/users';
import { AboutPage, ContactsPage, LandingPage, PrivacyPage, TermsPage } from '../features/static-pages';
import { AppRoot } from './AppRoot';
import { RootErrorFallback } from './errors/ErrorFallback';
import { NotFoundPage } from './errors/NotFoundPage';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { AuthLayout } from './layouts/AuthLayout';
import { MainLayout } from './layouts/MainLayout';
import { ManagementLayout } from './layouts/ManagementLayout';

type ViewerPage = ComponentType<{ viewer: User }>;

/** A page behind RequireAuth gets the signed-in user from the session (features never import each other). */
function WithViewer({ page: Page }: { page: ViewerPage }) {
  const { user } = useSession();
  return user ? <Page viewer={user} /> : null;
}

const signedIn = (path: string, page: ViewerPage): RouteObject => ({ path, element: <WithViewer page={page} /> });

/** The own profile: a save updates the session user, so the user menu shows the new name at once. */
function OwnProfile() {
  const { user, setUser } = useSession();
  return <ProfilePage onSaved={(saved) => user && setUser(sessionUserAfterSave(user, saved))} />;
}

/** A public profile with the person's events, which the events feature lists. */
const PublicProfile: ViewerPage = ({ viewer }) => <UserProfilePage viewer={viewer} eventsSection={UserEventsSection} />;

/** participant-side §2 and management-side §2: the route table. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    ErrorBoundary: RootErrorFallback,
    children: [
      {
        element: <AuthLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: '/login', element: <LoginPage /> },
              { path: '/register', element: <RegisterPage /> },
            ],
          },
          { path: '/email-sent', element: <EmailSentPage /> },
          { path: '/verify-email', element: <VerifyEmailPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/auth/callback', element: <AuthCallbackPage /> },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/contacts', element: <ContactsPage /> },
          {
            element: <RequireAuth />,
            children: [
              signedIn('/events', EventsPage),
              signedIn('/events/:eventId', EventDetailsPage),
              signedIn('/events/:eventId/edit', EditEventPage),
              signedIn('/create-event', CreateEventPage),
              { path: '/profile', element: <OwnProfile /> },
              signedIn('/users/:userId', PublicProfile),
              signedIn('/my-events', MyParticipationsPage),
              // participant-side §2: authenticated, shown in the public (main) layout.
              signedIn('/organizator', OrganizerPage),
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // management-side §2, §6: beside the main layout, in its own chunk; signed-out visitors go
        // to /login, and the back office checks roles and statuses itself.
        element: <RequireAuth />,
        children: [{ path: '/management/*', element: <ManagementLayout /> }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
