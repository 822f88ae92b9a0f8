import { DEFAULT_CITY_TIME_ZONE, instantToWallClock, weekendSpan } from '@city/contracts';
import type { Page } from '@playwright/test';
import { cityDateTime, expect, test } from '../support/events';

/** docs/events.md#filters: today's weekday in the city, 0 Sunday … 6 Saturday. */
function cityWeekday(): number {
  const { year, month, day } = instantToWallClock(Date.now(), DEFAULT_CITY_TIME_ZONE);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const WEDNESDAY = 3;
/** Late in the evening, so a weekend that is today (Saturday or Sunday) is still ahead. */
const weekendAt = (time: string): string => cityDateTime(weekendSpan(cityWeekday()).fromDay, time);
/** The next Wednesday after today: never part of a weekend. */
const wednesdayAt = (time: string): string => cityDateTime((WEDNESDAY - cityWeekday() + 7) % 7 || 7, time);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(` ${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const addressOf = (page: Page): [string, string][] => [...new URL(page.url()).searchParams];

test('the filters live in the address: a reload, Back from an event and a shared link show the same list', async ({ person }) => {
  const organizer = await person('kukushkin');
  const events = [
    { title: 'Джаз Кукушкиных: выходные', category: 'культура и искусство', startDate: weekendAt('22:00') },
    { title: 'Джаз Кукушкиных: платный', category: 'культура и искусство', startDate: weekendAt('22:30'), isPaid: true, price: 500 },
    { title: 'Джаз Кукушкиных: забег', category: 'спорт и туризм', startDate: weekendAt('23:00') },
    { title: 'Джаз Кукушкиных: среда', category: 'культура и искусство', startDate: wednesdayAt('19:00') },
  ] as const;
  const created = [];
  for (const event of events) created.push(await organizer.api.create(event));

  const viewer = await person('anna');
  const page = viewer.page;
  const cards = page.getByRole('list', { name: 'Найденные события' }).getByRole('article');
  const expectFiltersShown = async (target: Page) => {
    await expect(target.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('Кукушкиных');
    await expect(target.getByRole('button', { name: / Категория$/ })).toHaveText('Культура и искусство');
    await expect(target.getByRole('button', { name: / Дата$/ })).toHaveText('Выходные');
    await expect(target.getByRole('button', { name: / Стоимость$/ })).toHaveText('Бесплатные');
    const found = target.getByRole('list', { name: 'Найденные события' }).getByRole('article');
    await expect(found).toHaveCount(1);
    await expect(found.first()).toHaveAccessibleName('Джаз Кукушкиных: выходные');
  };

  await page.goto('/events');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('Кукушкиных');
  await expect(page.getByText('Поиск событий...')).toBeHidden();
  await expect(cards).toHaveCount(4);
  await choose(page, 'Категория', 'Культура и искусство');
  await choose(page, 'Дата', 'Выходные');
  await choose(page, 'Стоимость', 'Бесплатные');

  // docs/events.md#filters-in-the-address: readable names, in one order.
  await expect.poll(() => addressOf(page)).toEqual([
    ['category', 'culture'],
    ['search', 'Кукушкиных'],
    ['date', 'weekend'],
    ['payment', 'free'],
  ]);
  await expectFiltersShown(page);
  const filtered = page.url();

  await page.reload();
  await expectFiltersShown(page);

  await cards.first().getByRole('link', { name: 'Джаз Кукушкиных: выходные' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Джаз Кукушкиных: выходные' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expectFiltersShown(page);

  // Shared: another person opens the link in a browser of their own.
  const friend = await person('boris');
  await friend.page.goto(filtered);
  await expectFiltersShown(friend.page);

  // Values that are not ours fall back to the defaults; the order stays start ascending.
  await page.goto('/events?category=jazz&date=someday&payment=cheap&favorites=maybe&full=yes&search=Кукушкиных');
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  await expect(page.getByRole('button', { name: / Категория$/ })).toHaveText('Все категории');
  await expect(page.getByRole('button', { name: / Дата$/ })).toHaveText('Все даты');
  await expect(page.getByRole('button', { name: / Стоимость$/ })).toHaveText('Все');
  await expect(page.getByRole('switch', { name: 'Только избранное' })).not.toBeChecked();
  const byStart = [...events].sort((a, b) => a.startDate.localeCompare(b.startDate)).map((event) => event.title);
  await expect(cards).toHaveCount(4);
  for (const [index, title] of byStart.entries()) await expect(cards.nth(index)).toHaveAccessibleName(title);

  // The switches too: favourites only, read from the address.
  await page.goto('/events?favorites=1&search=Кукушкиных');
  await expect(page.getByRole('switch', { name: 'Только избранное' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Нет избранных событий' })).toBeVisible();

  // These events are days away: they leave, so the other journeys' first pages stay as they expect.
  for (const event of created) expect((await organizer.api.delete(`/api/events/${event.id}`)).ok()).toBe(true);
});
