import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import {
  AuthCallbackPage,
  EmailSentPage,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
  VerifyEmailPage,
} from '../features/auth';
import { placeholderPages } from '../i18n/messages';
import { AppRoot } from './AppRoot';
import { RootErrorFallback } from './errors/ErrorFallback';
import { NotFoundPage } from './errors/NotFoundPage';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { AuthLayout } from './layouts/AuthLayout';
import { MainLayout } from './layouts/MainLayout';
import { LandingPage } from './placeholders/LandingPage';
import { PlaceholderPage } from './placeholders/PlaceholderPage';

const placeholder = (path: string, title: string): RouteObject => ({ path, element: <PlaceholderPage title={title} /> });

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
          placeholder('/terms', placeholderPages.terms),
          placeholder('/privacy', placeholderPages.privacy),
          placeholder('/about', placeholderPages.about),
          placeholder('/contacts', placeholderPages.contacts),
          {
            element: <RequireAuth />,
            children: [
              placeholder('/events', placeholderPages.events),
              placeholder('/events/:eventId', placeholderPages.eventDetails),
              placeholder('/events/:eventId/edit', placeholderPages.eventEdit),
              placeholder('/create-event', placeholderPages.createEvent),
              placeholder('/profile', placeholderPages.profile),
              placeholder('/users/:userId', placeholderPages.userProfile),
              placeholder('/my-events', placeholderPages.myEvents),
              placeholder('/organizator', placeholderPages.organizer),
              // management-side §6: the staff-only guard arrives with the back office.
              placeholder('/management/*', placeholderPages.management),
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
