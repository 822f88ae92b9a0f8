import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { preloadDeferredControls } from '@city/design-system/deferred-controls';
import { themeClass, type ThemeMode } from '@city/design-system/theme';

/** Every story renders inside the chosen theme and the Russian locale. */
const withTheme: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  document.documentElement.classList.remove(themeClass.light, themeClass.dark);
  document.documentElement.classList.add(themeClass[mode]);
  document.documentElement.lang = 'ru';
  return (
    <I18nProvider locale="ru-RU">
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Selects and menus fetch their code on first reach in the app; a story shows them loaded.
  loaders: [
    async () => {
      await preloadDeferredControls();
      return {};
    },
  ],
  globalTypes: {
    theme: {
      description: 'Тема оформления',
      toolbar: {
        title: 'Тема',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Светлая', icon: 'sun' },
          { value: 'dark', title: 'Тёмная', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // Any axe violation fails the story's test. react-aria's live announcer outlives a story and
    // points at the previous story's elements, so it is not part of what a story is judged on.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    layout: 'centered',
  },
};
export default preview;
