import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/**
 * docs/operations.md#storybook: every story of the BUILT Storybook, opened by direct link from the
 * compiled BFF at /storybook/ (the published build and its CSP, as a designer opens it), in the
 * light and the dark theme, at the viewport the story asks for. Each story must finish its play
 * function and pass its axe check with no page error.
 */
export default defineConfig({
  testDir: './storybook',
  // Builds the BFF when stale (it serves the Storybook); the spec's listing builds the Storybook.
  globalSetup: './storybook/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['dot']],
  outputDir: '../test-results/storybook',
  use: {
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
