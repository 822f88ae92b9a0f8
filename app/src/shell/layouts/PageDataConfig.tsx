import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { logFailure } from '../../api/failurePolicy';

/** Data requests fail loudly through the wrapper's toasts; swr only logs. */
const swrConfig = {
  onError: (error: unknown) => logFailure('Данные страницы не загружены', error),
};

/**
 * swr's settings for the pages that fetch their data with it: the signed-in pages (see the router)
 * and the back office. Not at the root, so a visitor's pages (sign-in, the landing) load no swr.
 */
export function PageDataConfig({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
