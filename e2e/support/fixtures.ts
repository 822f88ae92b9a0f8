import { test as base, expect } from '@playwright/test';
import { startPlatform, type RunningPlatform } from './platform';

/** One platform per worker; every page's baseURL points at it. */
export const test = base.extend<object, { platform: RunningPlatform }>({
  platform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
    async ({}, use) => {
      const platform = await startPlatform();
      await use(platform);
      await platform.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ platform }, use) => use(platform.url),
});

export { expect };

/** The first link to `path` with its `param` (a token, an unsubscribe key) in a mail's text (mails carry PUBLIC_URL links). */
export function linkFromMail(text: string, pathname: string, param = 'token'): string {
  const match = text.match(new RegExp(`https?://[^\\s"<>]+${pathname}\\?${param}=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`В письме нет ссылки ${pathname}:\n${text}`);
  return match[0];
}
