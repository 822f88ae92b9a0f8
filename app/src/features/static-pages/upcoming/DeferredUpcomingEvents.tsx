import { lazy, Suspense, useEffect, useState } from 'react';

const UpcomingEvents = lazy(() => import('./UpcomingEvents').then((module) => ({ default: module.UpcomingEvents })));

/**
 * The section's code, the feed's request and its cards wait until the landing page has been
 * drawn, so they cost its first load nothing (docs/operations.md#budgets). An effect alone is not
 * enough: React may run it before the browser paints, and then the section's requests start
 * ahead of the page's first paint and a phone's largest paint waits for them. A frame callback
 * runs before the next paint, a task queued from it after that paint.
 */
export function DeferredUpcomingEvents() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingEvents />
    </Suspense>
  );
}
