import { Outlet, ScrollRestoration, useHref, useLocation, useNavigate } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { ErrorFallback } from './errors/ErrorFallback';
import { useApiBridges } from './useApiBridges';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import './racRouter';

/** The root route: RAC links navigate through react-router; the error boundary wraps every page. */
export function AppRoot() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useApiBridges();
  useFocusOnNavigation();
  return (
    <RouterProvider navigate={(path, options) => void navigate(path, options)} useHref={useHref}>
      {/* Keyed by path: leaving a broken page clears the error. */}
      <ErrorBoundary key={pathname} fallback={(reset) => <ErrorFallback onRetry={reset} />}>
        <Outlet />
      </ErrorBoundary>
      <ScrollRestoration />
    </RouterProvider>
  );
}
