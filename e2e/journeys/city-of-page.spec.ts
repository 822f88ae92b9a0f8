import { test as base, expect } from '@playwright/test';
import { startPlatform, type RunningPlatform } from '../support/platform';

/**
 * docs/operations.md#the-city-of-a-page: a deployment for another city (CITY, APP_TIMEZONE) names
 * that city and runs the app on its clock, whatever zone the visitor's browser is in.
 */
const test = base.extend<object, { platform: RunningPlatform }>({
  platform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
    async ({}, use) => {
      const platform = await startPlatform({ CITY: 'Владивосток', APP_TIMEZONE: 'Asia/Vladivostok', SUPPORT_EMAIL: 'help@vl-events.ru' });
      await use(platform);
      await platform.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ platform }, use) => use(platform.url),
});

test.use({ timezoneId: 'America/New_York' });

test('a deployment in Vladivostok names its city and hands the app its zone, not the browser\'s', async ({ page }) => {
  await page.goto('/contacts');
  await expect(page.getByText('Сейчас сервис работает только в городе Владивосток.')).toBeVisible();
  // The support address the server was given, not one made from the host it answers on (127.0.0.1).
  await expect(page.getByRole('link', { name: 'help@vl-events.ru' })).toHaveAttribute('href', 'mailto:help@vl-events.ru');
  const named = await page.evaluate(() => ({
    city: document.querySelector('meta[name="city-name"]')?.getAttribute('content'),
    zone: document.querySelector('meta[name="city-time-zone"]')?.getAttribute('content'),
    browserZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }));
  expect(named).toEqual({ city: 'Владивосток', zone: 'Asia/Vladivostok', browserZone: 'America/New_York' });
  await page.goto('/');
  await expect(page.getByText('Сейчас сервис работает только в городе Владивосток. Другие города появятся позже.')).toBeVisible();
});
