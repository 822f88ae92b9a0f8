import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { preloadDeferredControls } from '@city/design-system/deferred-controls';
import { themeClass, vars, type ThemeMode } from '@city/design-system/theme';

/**
 * Every story renders inside the chosen theme and the Russian locale. On a Docs page many stories
 * share one document, so a story in the dark theme (story-level `globals`) themes only its own
 * frame; the page itself keeps the toolbar's theme.
 */
const withTheme: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const inDocs = context.viewMode === 'docs';
  document.documentElement.lang = 'ru';
  if (!inDocs) {
    document.documentElement.classList.remove(themeClass.light, themeClass.dark);
    document.documentElement.classList.add(themeClass[mode]);
  } else if (!document.documentElement.classList.contains(themeClass.dark)) {
    document.documentElement.classList.add(themeClass.light);
  }
  const story = (
    <I18nProvider locale="ru-RU">
      <Story />
    </I18nProvider>
  );
  if (!inDocs) return story;
  return (
    <div className={themeClass[mode]} style={{ background: vars.color.background, color: vars.color.text, padding: '1rem' }}>
      {story}
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Every component gets a Docs page: its JSDoc, its props table and its stories.
  tags: ['autodocs'],
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
    // Each prop with its type and description; unions of literals become a select, not JSON.
    controls: { expanded: true, sort: 'requiredFirst' },
    options: {
      storySort: {
        order: ['Основы', ['Цвета', 'Типографика', 'Отступы', 'Скругления'], 'Примитивы', 'Участник', 'Управление', 'Экраны', 'Виджет'],
      },
    },
  },
};
export default preview;
