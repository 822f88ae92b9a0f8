import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from '@city/design-system';

/** The region's code (react-aria's toasts, landmarks and focus handling) in a chunk of its own. */
const ToastRegion = lazy(() => import('./toastRegion'));

const hasToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * docs/accounts.md#request-failures: the toasts of the shared queue. The region shows nothing until there is
 * a toast, so its code is fetched with the first one and then stays mounted.
 */
export function ToastArea() {
  const showing = useSyncExternalStore((onChange) => toastQueue.subscribe(onChange), hasToasts, hasToasts);
  const [needed, setNeeded] = useState(showing);
  if (showing && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
