import { expect, test } from '../support/events';

/**
 * docs/accounts.md#site-frame: a signed-in person reaches «События», «Мои участия» and «Я организатор»
 * from the header, on a desktop and on a phone; no page is reachable only by typing its address.
 */
const SECTIONS = [
  { label: 'Мои участия', path: '/my-events', heading: 'Мои участия' },
  { label: 'Я организатор', path: '/organizator', heading: 'Я организатор' },
  { label: 'События', path: '/events', heading: 'События' },
];

for (const viewport of [
  { name: 'desktop 1280', width: 1280, height: 800 },
  { name: 'phone 390', width: 390, height: 844 },
]) {
  test(`the header leads to every own page (${viewport.name})`, async ({ person }) => {
    const { page } = await person(`sections-${viewport.width}`);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/profile');
    const sections = page.getByRole('navigation', { name: 'Разделы' });
    for (const { label, path, heading } of SECTIONS) {
      await sections.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(sections.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('a visitor who is not signed in sees no sections', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Разделы' })).toHaveCount(0);
});
