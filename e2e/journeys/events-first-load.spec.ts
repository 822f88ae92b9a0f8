import { cityDateTime, expect, test } from '../support/events';
import { samplePng } from '../support/images';

/**
 * docs/operations.md#budgets: a document load of /events asks for its first page once, with the
 * HTML (the server's preload of contracts' firstEventsPageCall, handed to the app's own request),
 * and draws its cards at once with the first cover loaded first; the skeleton never shows.
 */
test('a first load of /events fetches its list once, with the page, and draws the cards without a skeleton', async ({ person }) => {
  const organizer = await person('zyablik');
  const imageUrl = await organizer.api.uploadImage(await samplePng());
  await organizer.api.create({ title: 'Концерт у Клестовых', startDate: cityDateTime(70, '19:00'), imageUrl });

  const page = (await person('anna')).page;
  const listRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/events') listRequests.push(url.search);
  });
  const skeletonShown = page.getByText('Загрузка событий...');
  let sawSkeleton = false;
  void skeletonShown.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => (sawSkeleton = true),
    () => undefined,
  );

  await page.goto(`/events?search=${encodeURIComponent('Клестовых')}&date=week`);
  const cards = page.getByRole('list', { name: 'Найденные события' }).getByRole('article');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Seventy days ahead is not this week: the address's filters are the ones the first page was asked with.
  await expect(page.getByText('Событий не найдено')).toBeVisible();
  expect(listRequests).toEqual([`?page=1&limit=25&search=${encodeURIComponent('Клестовых')}&dateFilter=week`]);

  listRequests.length = 0;
  await page.goto(`/events?search=${encodeURIComponent('Клестовых')}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.first().locator('img')).toHaveAttribute('loading', 'eager');
  expect(listRequests).toHaveLength(1);
  expect(sawSkeleton).toBe(false);
});
