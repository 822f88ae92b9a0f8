import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

const asWritten = (href: string): string => href;
const leaveApp = (href: string): void => window.location.assign(href);

/**
 * For links that lead out of the app (another site, a webcal: address, a server file): the app's
 * router resolves every React Aria href as one of its own routes (react-router's useHref turns
 * https://… into /events/1/https:/…), so inside this the hrefs stay as written.
 */
export function OutsideLinks({ children }: { children: ReactNode }) {
  return (
    <RouterProvider navigate={leaveApp} useHref={asWritten}>
      {children}
    </RouterProvider>
  );
}
