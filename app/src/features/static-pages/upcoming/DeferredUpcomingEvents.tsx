import { lazy, Suspense, useEffect, useState } from 'react';

const UpcomingEvents = lazy(() => import('./UpcomingEvents').then((module) => ({ default: module.UpcomingEvents })));

/**
 * The section's code, the feed's request and its cards wait until the landing page has been
 * drawn (an effect runs after the first paint), so they cost its first load nothing
 * (docs/operations.md#budgets).
 */
export function DeferredUpcomingEvents() {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingEvents />
    </Suspense>
  );
}
