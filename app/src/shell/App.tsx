import { I18nProvider } from 'react-aria-components';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastRegion } from '@city/design-system';
import { router } from './router';

/** Data requests fail loudly through the wrapper's toasts; swr only logs. */
const swrConfig = {
  onError: (error: unknown) => console.error(error),
};

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <I18nProvider locale="ru-RU">
        <RouterProvider router={router} />
        <ToastRegion />
      </I18nProvider>
    </SWRConfig>
  );
}
