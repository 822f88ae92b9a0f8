import type { Page } from '@playwright/test';
import { expectNoSeriousFindings } from '../support/axe';
import { expect, test } from '../support/events';

/** Nothing sticks out sideways: the page needs no horizontal scrolling. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const staticPages = [
  { path: '/terms', heading: 'Условия использования' },
  { path: '/privacy', heading: 'Политика конфиденциальности' },
  { path: '/about', heading: 'О проекте' },
  { path: '/contacts', heading: 'Контакты' },
];

test.describe('the landing page (docs/accounts.md#site-frame)', () => {
  test('has one h1 and the copy of docs/accounts.md#site-frame: six features, four steps, four themes with example prices, one city', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Городские события');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Городские события' })).toBeVisible();

    const features = page.getByRole('region', { name: 'Возможности' });
    await expect(features.getByRole('listitem')).toHaveCount(6);
    await expect(features.getByRole('heading', { level: 3, name: 'Избранное' })).toBeVisible();

    const steps = page.getByRole('region', { name: 'Как это работает' }).locator('ol > li');
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toContainText('Зарегистрируйтесь');
    await expect(steps.last()).toContainText('Наслаждайтесь');

    const ideas = page.getByRole('region', { name: 'Идеи для мероприятий' });
    await expect(ideas.getByRole('heading', { level: 3 })).toHaveText([
      'Досуг и развлечения',
      'Культура и искусство',
      'Обучение и развитие',
      'Спорт и туризм',
    ]);
    await expect(ideas.getByText('Цены указаны для примера', { exact: false })).toBeVisible();
    await expect(ideas.getByText('100 ₽')).toBeVisible();
    await expect(ideas.getByText('Бесплатно').first()).toBeVisible();

    await expect(page.getByRole('region', { name: 'О проекте' })).toContainText('Сейчас сервис работает только в городе Москва');
  });

  test('the anchors bring their sections into view below the sticky header and move focus there', async ({ page }) => {
    await page.goto('/');
    const sectionNav = page.getByRole('navigation', { name: 'Разделы страницы' });
    const header = page.getByRole('banner');
    for (const { link, hash, heading } of [
      { link: 'Возможности', hash: '#features', heading: 'Возможности' },
      { link: 'Как это работает', hash: '#how-it-works', heading: 'Как это работает' },
      { link: 'О проекте', hash: '#about', heading: 'О проекте' },
    ]) {
      await test.step(hash, async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await sectionNav.getByRole('link', { name: link }).click();
        await expect(page).toHaveURL(new RegExp(`/${hash}$`));
        const target = page.getByRole('heading', { level: 2, name: heading, exact: true });
        await expect(target).toBeInViewport();
        await expect(target).toBeFocused();
        const headerBox = await header.boundingBox();
        const headingBox = await target.boundingBox();
        expect(headingBox && headerBox && headingBox.y >= headerBox.y + headerBox.height).toBe(true);
      });
    }
  });

  test('Start leads to sign-up; Find events and Start now lead to the events', async ({ page, person }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Начать', exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();

    // A visitor is sent on to sign in first (docs/accounts.md#sign-in guards).
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Найти события' })).toHaveAttribute('href', '/events');
    await page.getByRole('link', { name: 'Найти события' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const anna = await person('landing');
    await anna.page.goto('/');
    await anna.page.getByRole('link', { name: 'Найти события' }).click();
    await expect(anna.page).toHaveURL(/\/events$/);
    await expect(anna.page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
    await anna.page.goto('/');
    await anna.page.getByRole('link', { name: 'Начать сейчас' }).click();
    await expect(anna.page).toHaveURL(/\/events$/);
  });

  test('fits a 320 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('the static pages (docs/accounts.md#site-frame)', () => {
  test('the terms: date, adults only, 14 working days, final decisions, direct payment, permanent block', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveTitle('Условия использования — Городские события');
    await expect(page.getByRole('heading', { level: 1, name: 'Условия использования' })).toBeVisible();
    await expect(page.getByText('Последнее обновление: 14.08.2025')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('только совершеннолетние');
    await expect(main).toContainText('в течение 14 рабочих дней');
    await expect(main).toContainText('Решения модераторов окончательны');
    await expect(main).toContainText('напрямую между пользователями');
    await expect(main).toContainText('бессрочной блокировке');
  });

  test('the privacy policy: date, 3 years after deletion, servers in the country', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
    await expect(page.getByText('Последнее обновление: 15.08.2025')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('После удаления аккаунта данные хранятся до 3 лет');
    await expect(main).toContainText('на серверах, расположенных в России');
  });

  test('about: the beta warning, offers, and for a visitor the way to the feedback form', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Бета-версия' })).toContainText('бета-тестирования');
    await expect(page.getByRole('region', { name: 'Участникам' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Организаторам' })).toBeVisible();
    const feedback = page.getByRole('region', { name: 'Обратная связь' });
    await expect(feedback).toContainText('находится в меню пользователя');
    await expect(feedback.getByRole('button')).toHaveCount(0);
    await feedback.getByRole('link', { name: 'войдите в аккаунт' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('about, signed in: the button opens the feedback form', async ({ person }) => {
    const anna = await person('about');
    await anna.page.goto('/about');
    await anna.page.getByRole('button', { name: 'Написать нам' }).click();
    await expect(anna.page.getByRole('dialog')).toBeVisible();
  });

  test('contacts: the feedback form first, the product\'s support address (no SUPPORT_EMAIL set), the city', async ({ page }) => {
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Форма обратной связи' })).toBeVisible();
    const address = 'support@gorod-sobytiya.ru';
    await expect(page.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
    await expect(page.getByRole('main')).toContainText('только в городе Москва');
  });

  for (const { path, heading } of staticPages) {
    test(`${path} links to the other static pages, the landing and the events`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const related = page.getByRole('navigation', { name: 'Смотрите также' });
      const expected = [...staticPages.map((other) => other.path).filter((other) => other !== path), '/', '/events'];
      await expect(related.getByRole('link')).toHaveCount(expected.length);
      for (const [index, href] of expected.entries()) await expect(related.getByRole('link').nth(index)).toHaveAttribute('href', href);

      const next = staticPages.find((other) => other.path !== path);
      if (!next) throw new Error('no other static page');
      await related.getByRole('link', { name: next.heading }).click();
      await expect(page).toHaveURL(new RegExp(`${next.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: next.heading })).toBeVisible();
    });
  }
});

test.describe('accessibility of the public pages', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const { path, heading } of [{ path: '/', heading: 'Городские события' }, ...staticPages]) {
      test(`${path} (${scheme}) has no serious or critical axe findings`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // The theme followed the emulated preference (docs/accounts.md#site-frame).
        const toggleName = scheme === 'light' ? 'Включить тёмную тему' : 'Включить светлую тему';
        await expect(page.getByRole('button', { name: toggleName })).toBeVisible();
        await expectNoSeriousFindings(page);
      });
    }

    test(`the landing at 375 px (${scheme}) has no serious or critical axe findings`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Городские события' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousFindings(page);
    });
  }
});
