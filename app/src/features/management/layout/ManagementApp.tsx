import { lazy, Suspense } from 'react';
import { ManagementLoading } from './ManagementLoading';
import type { ManagementShellProps } from './ManagementShell';

/**
 * The whole back office is one chunk, fetched on the first visit to /management: participants
 * never download it (docs/back-office.md#layout). Only this component and the spinner live in the main bundle.
 */
const ManagementRoutes = lazy(() => import('../routes').then((module) => ({ default: module.ManagementRoutes })));

/**
 * docs/back-office.md#layout: /management and everything below it. The app shell mounts it at
 * '/management/*' behind RequireAuth and passes in what belongs to other features.
 */
export function ManagementApp(props: ManagementShellProps) {
  return (
    <Suspense fallback={<ManagementLoading />}>
      <ManagementRoutes {...props} />
    </Suspense>
  );
}
