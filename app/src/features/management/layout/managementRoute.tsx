import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ManagementLoading } from './ManagementLoading';

/**
 * The whole back office is one chunk, fetched on the first visit to /management: participants
 * never download it (issue 5). Only this route object and the spinner live in the main bundle.
 */
const ManagementRoutes = lazy(() => import('../routes').then((module) => ({ default: module.ManagementRoutes })));

/** management-side §2: /management and everything below it, behind the app's RequireAuth. */
export const managementRoute: RouteObject = {
  path: '/management/*',
  element: (
    <Suspense fallback={<ManagementLoading />}>
      <ManagementRoutes />
    </Suspense>
  ),
};
