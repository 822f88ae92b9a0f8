import type { ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { preloadDeferredControls } from '@city/design-system/deferred-controls';
import { themeClass, vars, type ThemeMode } from '@city/design-system/theme';
import { DocsPage } from './DocsPage';
import { VIEWPORT_PRESETS, requestedViewport } from './viewports';
import './font.css';

type ThemeChoice = ThemeMode | 'both';

function ThemePanel({ mode, children, isCopy = false }: { mode: ThemeMode; children: ReactNode; isCopy?: boolean }) {
  return (
    <div
      className={themeClass[mode]}
      data-theme-panel={mode}
      // The second half is a picture of the same state: out of reach of the keyboard, the
      // accessibility tree and so of the play function's queries, which act on the first.
      {...(isCopy ? { inert: true, 'aria-hidden': true } : {})}
      style={{ background: vars.color.background, color: vars.color.text, padding: '1rem', minWidth: 0 }}
    >
      {children}
    </div>
  );
}

/**
 * Every story renders inside the chosen theme and the Russian locale. On a Docs page many stories
 * share one document, so a story in the dark theme (story-level `globals`) themes only its own
 * frame; the page itself keeps the toolbar's theme. «Светлая и тёмная рядом» draws the story twice
 * side by side, each half in its theme; the dark half is inert (overlays such as dialogs and toasts
 * open over the page, in light).
 */
const withTheme: Decorator = (Story, context) => {
  const choice: ThemeChoice = context.globals['theme'] === 'dark' ? 'dark' : context.globals['theme'] === 'both' ? 'both' : 'light';
  const mode: ThemeMode = choice === 'dark' ? 'dark' : 'light';
  const inDocs = context.viewMode === 'docs';
  const root = document.documentElement;
  root.lang = 'ru';
  if (!inDocs) {
    root.classList.remove(themeClass.light, themeClass.dark);
    root.classList.add(themeClass[mode]);
    const viewport = requestedViewport(context.globals['viewport'], context.parameters['viewport']?.options);
    if (viewport) root.dataset['storyViewport'] = `${viewport.width}x${viewport.height}`;
    else delete root.dataset['storyViewport'];
    // Console errors a story causes on purpose (a page reporting the failed answer it was given).
    root.dataset['storyExpectedConsole'] = JSON.stringify(context.parameters['expectedConsoleErrors'] ?? []);
  } else if (!root.classList.contains(themeClass.dark)) {
    root.classList.add(themeClass.light);
  }
  const story = (
    <I18nProvider locale="ru-RU">
      <Story />
    </I18nProvider>
  );
  if (choice === 'both' && !inDocs) {
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' }}>
        <ThemePanel mode="light">{story}</ThemePanel>
        <ThemePanel mode="dark" isCopy>
          <I18nProvider locale="ru-RU">
            <Story />
          </I18nProvider>
        </ThemePanel>
      </div>
    );
  }
  if (!inDocs) return story;
  return <ThemePanel mode={mode}>{story}</ThemePanel>;
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
          { value: 'both', title: 'Светлая и тёмная рядом', icon: 'sidebyside' },
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
    viewport: { options: VIEWPORT_PRESETS },
    // Each prop with its type and description; unions of literals become a select, not JSON.
    controls: { expanded: true, sort: 'requiredFirst' },
    // Description, the specification's rules with their stories, then the stories (DocsPage.tsx).
    docs: { page: DocsPage },
    options: {
      storySort: {
        order: ['Основы', ['Цвета', 'Типографика', 'Отступы', 'Скругления'], 'Примитивы', 'Участник', 'Управление', 'Экраны', 'Виджет'],
      },
    },
  },
};
export default preview;
