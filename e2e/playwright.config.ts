import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/**
 * Journeys through the built app (app/dist) served by the compiled BFF (bff/dist) on a fresh
 * embedded database, with mail delivered over SMTP to a catcher: see support/platform.ts.
 */
export default defineConfig({
  testDir: './journeys',
  // Builds what `npm start` would build (the app, the widget, the BFF) when stale.
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
