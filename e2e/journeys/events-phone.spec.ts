import type { Locator } from '@playwright/test';
import { cityDateTime, expect, test } from '../support/events';

const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(locator: Locator): Promise<Box[]> {
  const found: Box[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box) found.push(box);
  }
  return found;
}

test('on a 390 px phone the filters fold behind «Фильтры (N)», the gutters are 16 px and «Наверх» never covers a card’s button', async ({
  person,
}) => {
  test.setTimeout(120_000);
  const organizer = await person('zimorod');
  for (let index = 1; index <= 8; index++) {
    await organizer.api.create({ title: `Прогулка Зимородковых №${index}`, startDate: cityDateTime(70 + index, '12:00') });
  }
  const page = (await person('anna')).page;
  await page.setViewportSize(PHONE);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();

  // docs/events.md#on-a-phone: folded at first, the button counts the filters set.
  const toggle = page.getByRole('button', { name: 'Фильтры', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toBeHidden();
  await toggle.click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('Зимородковых');
  await page.getByText('Только избранное', { exact: true }).click();
  const counted = page.getByRole('button', { name: 'Фильтры (2)', exact: true });
  await expect(counted).toHaveAttribute('aria-expanded', 'true');
  await page.getByText('Только избранное', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Фильтры (1)', exact: true })).toBeVisible();
  // The search reaches the address after its 500 ms pause: reload once it is there.
  await expect(page).toHaveURL(/search=/);
  await page.reload();
  const afterReload = page.getByRole('button', { name: 'Фильтры (1)', exact: true });
  await expect(afterReload).toHaveAttribute('aria-expanded', 'false');

  const list = page.getByRole('list', { name: 'Найденные события' });
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(8);

  // Side gutters of at least 16 px for the heading, the filters and every card.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  for (const region of [page.getByRole('heading', { level: 1 }), page.getByRole('region', { name: 'Фильтры событий' }), ...(await cards.all())]) {
    const box = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 16);
  }

  // Scroll through the whole list: wherever «Наверх» shows, no card button lies under it.
  const toTop = page.getByRole('button', { name: 'Наверх' });
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  let shownAt = 0;
  let steppedAside = 0;
  for (let y = 0; y <= bottom + 40; y += 40) {
    const covered = await page.evaluate(async (top) => {
      window.scrollTo(0, top);
      // The button re-checks on the next frame.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === 'Наверх');
      if (!button) return null;
      if (getComputedStyle(button).visibility === 'hidden') return 'aside';
      const own = button.getBoundingClientRect();
      const list = document.querySelector('ul[aria-label="Найденные события"]');
      return [...(list?.querySelectorAll('button') ?? [])]
        .map((cardButton) => cardButton.getBoundingClientRect())
        .filter((box) => own.left < box.right && box.left < own.right && own.top < box.bottom && box.top < own.bottom).length;
    }, y);
    if (covered === null) continue;
    if (covered === 'aside') {
      steppedAside += 1;
      continue;
    }
    shownAt += 1;
    expect(covered, `card buttons under «Наверх» at ${y}px`).toBe(0);
  }
  expect(shownAt).toBeGreaterThan(3);
  // A card's button did pass under its corner on the way, and it stepped aside.
  expect(steppedAside).toBeGreaterThan(0);

  // At the end of the list the last card's buttons sit above it, and it is there to use.
  await expect(toTop).toBeVisible();
  const own = (await toTop.boundingBox())!;
  for (const box of await boxes(cards.last().getByRole('button'))) expect(overlap(own, box)).toBe(false);
  await cards.last().getByRole('button', { name: 'Участвовать' }).click({ trial: true });
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
