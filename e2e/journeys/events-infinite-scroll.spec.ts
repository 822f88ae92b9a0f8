import { cityDateTime, expect, test } from '../support/events';

test('the list loads 25 events a page as the last card comes into view, then says all are loaded', async ({ person }) => {
  const organizer = await person('festival');
  for (let index = 1; index <= 30; index++) {
    await organizer.api.create({
      // A word the demo city never uses, so the search finds these thirty alone.
      title: `Субботник у Зябликовых №${index}`,
      category: 'другое',
      // Spread over days so the order is the start order (docs/events.md#the-list).
      startDate: cityDateTime(3 + Math.floor(index / 4), `${String(8 + (index % 4)).padStart(2, '0')}:00`),
    });
  }

  const page = organizer.page;
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/events') requested.push(url.search);
  });
  await page.goto('/events');
  const cards = page.getByRole('list', { name: 'Найденные события' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('Зябликовых');
  await expect(page.getByText('Поиск событий...')).toBeHidden();
  await expect(cards.first()).toHaveAccessibleName('Субботник у Зябликовых №1');
  await expect(cards).toHaveCount(25);
  await expect(page.getByText('Все мероприятия загружены')).toBeHidden();

  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(30);
  await expect(page.getByText('Все мероприятия загружены')).toBeVisible();
  expect(requested.filter((search) => search.includes('search=')).map((search) => new URLSearchParams(search).get('page'))).toEqual(
    ['1', '2'],
  );

  // docs/events.md#the-list: 'Наверх' after 300 px of scrolling.
  const toTop = page.getByRole('button', { name: 'Наверх' });
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
});
