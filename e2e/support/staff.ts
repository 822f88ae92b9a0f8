import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as eventsTest } from './events';

/** docs/operations.md#demo-data: the demo city's staff logins, there on every fresh embedded database. */
export const DEMO_STAFF = {
  moderator: { email: 'moderator@example.com', password: 'Moder2025', name: 'Мария Модератова' },
  admin: { email: 'admin@example.com', password: 'Admin2025', name: 'Администратор' },
} as const;

export type DemoStaff = (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF];

/** A demo staff account signed in, in a browser context of its own. */
export interface StaffSession {
  page: Page;
  context: BrowserContext;
}

/** The events journeys' people, plus `staff(account)`: a demo staff account signed in. */
export const test = eventsTest.extend<{ staff(account: DemoStaff): Promise<StaffSession> }>({
  staff: async ({ browser, platform, locale, timezoneId, colorScheme }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account) => {
      const context = await browser.newContext({ baseURL: platform.url, locale, timezoneId, colorScheme });
      contexts.push(context);
      const answer = await context.request.post('/api/auth/login', {
        headers: { Origin: platform.url },
        data: { email: account.email, password: account.password },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      return { context, page: await context.newPage() };
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
