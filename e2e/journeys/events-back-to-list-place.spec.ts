import { cityDateTime, expect, test } from '../support/events';

test('Back from an event returns to the same place in the list: the pages loaded and the scroll position', async ({ person }) => {
  const organizer = await person('svirist');
  for (let index = 1; index <= 30; index++) {
    await organizer.api.create({
      // A word the demo city never uses, so the search finds these thirty alone.
      title: `Чаепитие у Свиристелкиных №${index}`,
      // Two months ahead: past every other journey's events, whose first page they would crowd.
      startDate: cityDateTime(60 + Math.floor(index / 4), `${String(8 + (index % 4)).padStart(2, '0')}:00`),
    });
  }

  const page = (await person('anna')).page;
  const cards = page.getByRole('list', { name: 'Найденные события' }).getByRole('article');
  await page.goto('/events?search=Свиристелкиных');
  await expect(cards).toHaveCount(25);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(30);

  const chosen = cards.nth(26);
  await chosen.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  const requestsAfterBack: string[] = [];
  await chosen.getByRole('link', { name: 'Чаепитие у Свиристелкиных №27' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Чаепитие у Свиристелкиных №27' })).toBeVisible();

  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/events') requestsAfterBack.push(url.searchParams.get('page') ?? '');
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/events\?search=/);
  // docs/events.md#filters-in-the-address: both pages are still there, and the view is where it was.
  await expect(cards).toHaveCount(30);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 3);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
  await expect(chosen).toBeInViewport();
  // Refreshed in the background, never dropped back to page 1 alone.
  await expect(cards).toHaveCount(30);
  expect(requestsAfterBack.every((pageNumber) => pageNumber === '1' || pageNumber === '2')).toBe(true);
});
