import { I18nProvider } from 'react-aria-components';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { ToastArea } from './ToastArea';

export function App() {
  return (
    <I18nProvider locale="ru-RU">
      <RouterProvider router={router} />
      <ToastArea />
    </I18nProvider>
  );
}
