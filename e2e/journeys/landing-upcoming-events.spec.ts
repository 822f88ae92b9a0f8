import { publicEventsResponseSchema } from '@city/contracts';
import { expect, test } from '../support/fixtures';

/**
 * docs/accounts.md#site-frame: the landing page shows the city's next events from the public
 * feed under its own content, once it has been drawn; an empty or failed feed leaves no trace.
 * The platform starts on a new embedded database, so the demo city is what it shows.
 */
test.describe('the landing page’s «Ближайшие события»', () => {
  test('shows the next events of the public feed, in its order, each linking to its page', async ({ page }) => {
    const feedAnswer = page.waitForResponse((response) => response.url().includes('/api/public/events'));
    await page.goto('/');
    const feed = publicEventsResponseSchema.parse(await (await feedAnswer).json());
    expect(feed.events.length).toBeGreaterThanOrEqual(3);

    const section = page.getByRole('region', { name: 'Ближайшие события' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(feed.events.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(feed.events.map((event) => event.title));
    for (const [index, event] of feed.events.entries()) {
      await expect(cards.nth(index).getByRole('link', { name: event.title })).toHaveAttribute('href', `/events/${event.id}`);
      // On the platform's own page the event opens in place, not in a new tab as from a partner's feed.
      await expect(cards.nth(index).getByRole('link', { name: event.title })).not.toHaveAttribute('target', '_blank');
    }
    // The demo city's covers are images the server stores, not the cards' gradient stand-ins.
    await expect(cards.first().locator('img')).toHaveAttribute('src', /\/uploads\/[0-9a-f-]+\.(jpg|png)$/);
    await expect(section.getByRole('link', { name: 'Все события' })).toHaveAttribute('href', '/events');

    // Under the page's own content: after «О проекте».
    const order = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    expect(order.slice(-2)).toEqual(['about', 'upcoming']);
  });

  for (const [name, answer] of [
    ['an empty feed', { status: 200, json: { events: [], hasMore: false } }],
    ['a failed feed', { status: 500, json: { error: 'Внутренняя ошибка сервера' } }],
  ] as const) {
    test(`${name} hides the section quietly`, async ({ page }) => {
      await page.route('**/api/public/events?*', (route) => route.fulfill(answer));
      const asked = page.waitForRequest((request) => request.url().includes('/api/public/events'));
      await page.goto('/');
      await asked;
      await expect(page.getByRole('region', { name: 'О проекте' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Ближайшие события' })).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});
