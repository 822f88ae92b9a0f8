import { expect, type Browser, type Page } from '@playwright/test';
import { test as platformTest } from '../support/fixtures';
import { builtStories, type IndexedStory } from './storyIndex';
import { accessibilityFindings, openStory, recordChannel, switchStory, type StoryOutcome } from './storyRun';

type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const ANSWER_STATUS_LOG = 'Failed to load resource: the server responded with a status of';
/** The app's pages with faked requests: each in a document of its own (see Previews). */
const SCREENS = 'Экраны/';

/**
 * One preview per theme per worker, kept loaded: each story is shown in it as the manager shows it,
 * so the whole index runs in minutes. A preview whose story failed, or that was resized for a phone
 * story, is loaded afresh before the next one. A screen («Экраны») always gets a document of its own,
 * before and after it: its page may leave a request pending (a state that waits for an answer),
 * whose failure would otherwise be logged during the next story.
 */
class Previews {
  private readonly pages = new Map<Theme, { page: Page; reusable: boolean }>();
  readonly errors: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
  ) {}

  storyUrl(storyId: string, theme: Theme): string {
    return `${this.baseUrl}/storybook/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${theme}`;
  }

  async show(story: IndexedStory, theme: Theme): Promise<{ page: Page; outcome: StoryOutcome }> {
    const storyId = story.id;
    const isolated = story.title.startsWith(SCREENS);
    this.errors.length = 0;
    let entry = this.pages.get(theme);
    if (!entry) {
      const context = await this.browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport: DEFAULT_VIEWPORT });
      const page = await context.newPage();
      page.on('pageerror', (error) => this.errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // Chromium logs every 4xx/5xx answer; the «Экраны» stories' fakes give such answers on purpose.
        if (message.type() === 'error' && !message.text().startsWith(ANSWER_STATUS_LOG)) this.errors.push(`console: ${message.text()}`);
      });
      await recordChannel(page);
      entry = { page, reusable: false };
      this.pages.set(theme, entry);
    }
    const { page } = entry;
    let outcome = entry.reusable && !isolated ? await switchStory(page, storyId) : await this.load(page, storyId, theme);
    entry.reusable = !isolated;
    const size = page.viewportSize();
    if (outcome.viewport && (size?.width !== outcome.viewport.width || size.height !== outcome.viewport.height)) {
      // A phone story asks for its width: opened by direct link at that size, as a designer's link would.
      await page.setViewportSize(outcome.viewport);
      outcome = await this.load(page, storyId, theme);
      entry.reusable = false;
    } else if (!outcome.viewport && (size?.width !== DEFAULT_VIEWPORT.width || size.height !== DEFAULT_VIEWPORT.height)) {
      await page.setViewportSize(DEFAULT_VIEWPORT);
      outcome = await this.load(page, storyId, theme);
    }
    return { page, outcome };
  }

  /** A new document: the old one is left for a blank page first, so what it logs as it goes is not this story's. */
  private async load(page: Page, storyId: string, theme: Theme): Promise<StoryOutcome> {
    await page.goto('about:blank');
    this.errors.length = 0;
    return openStory(page, this.storyUrl(storyId, theme));
  }

  /** After a failure the next story starts in a freshly loaded preview. */
  spoil(theme: Theme): void {
    const entry = this.pages.get(theme);
    if (entry) entry.reusable = false;
  }

  async close(): Promise<void> {
    for (const { page } of this.pages.values()) await page.context().close();
  }
}

// The platform fixture (one compiled BFF per worker) serves the built Storybook at /storybook/, with its own CSP.
const test = platformTest.extend<object, { previews: Previews }>({
  previews: [
    async ({ browser, platform }, use) => {
      const previews = new Previews(browser, platform.url);
      await use(previews);
      await previews.close();
    },
    { scope: 'worker' },
  ],
});

for (const theme of THEMES) {
  test.describe(theme === 'light' ? 'светлая тема' : 'тёмная тема', () => {
    for (const story of builtStories()) {
      test(`${story.title} › ${story.name}`, async ({ previews }) => {
        let passed = false;
        try {
          const { outcome } = await previews.show(story, theme);
          expect(outcome.errors, 'ошибки истории').toEqual([]);
          const unexpected = previews.errors.filter(
            (error) => !outcome.expectedConsoleErrors.some((expected) => error.startsWith(`console: ${expected}`)),
          );
          expect(unexpected, 'ошибки страницы').toEqual([]);
          expect(outcome.finished?.status, 'история не завершилась успешно').toBe('success');
          expect(accessibilityFindings(outcome.finished?.reporters ?? []), 'проверка доступности').toEqual([]);
          passed = true;
        } finally {
          if (!passed) previews.spoil(theme);
        }
      });
    }
  });
}
