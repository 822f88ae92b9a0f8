import { flushSync } from 'react-dom';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { prefersReducedMotion } from '../shared/interaction';
import { TOAST_VIEW_TRANSITION } from './viewTransition';

// docs/accounts.md#site-frame: at most 3 notifications at once, hidden after 5000 ms.
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_TIMEOUT_MS = 5000;

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
}

export interface ShowToastOptions extends ToastContent {
  /** Milliseconds before the toast hides itself; paused while the region is hovered or focused. */
  timeout?: number;
}

/**
 * Queue updates run inside a view transition so toasts animate in and out (the CSS lives in
 * Toast.css.ts); with reduced motion, or without the API, the update is applied at once.
 */
function applyToastUpdate(update: () => void): void {
  if (typeof document === 'undefined' || !('startViewTransition' in document) || prefersReducedMotion()) {
    update();
    return;
  }
  const transition = document.startViewTransition({
    update: () => flushSync(update),
    types: [TOAST_VIEW_TRANSITION],
  });
  // A newer toast update skips the running transition; the update itself still applies.
  transition.ready.catch(() => undefined);
}

/** The one app-wide queue: call showToast from anywhere, render one ToastRegion at the root. */
export const toastQueue = new ToastQueue<ToastContent>({
  maxVisibleToasts: MAX_VISIBLE_TOASTS,
  wrapUpdate: applyToastUpdate,
});

/** Queues a toast and returns its key (for closeToast). */
export function showToast({ timeout = TOAST_TIMEOUT_MS, ...content }: ShowToastOptions): string {
  return toastQueue.add(content, { timeout });
}

export function closeToast(key: string): void {
  toastQueue.close(key);
}
