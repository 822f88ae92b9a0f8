import type { Locator, Page } from '@playwright/test';
import { DEMO_STAFF, expect, test } from '../support/staff';

/** Whether the element is wholly inside the viewport and the top element at its centre is itself or inside it. */
async function reachable(page: Page, element: Locator): Promise<boolean> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const inside = box.left >= 0 && box.right <= window.innerWidth + 0.5 && box.top >= 0 && box.bottom <= window.innerHeight + 0.5;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && hit !== null && (hit === node || node.contains(hit));
  });
}

test('at 1280 px the users table shows a row\'s name with its role and status controls, no sideways scroll', async ({ staff }) => {
  const { page } = await staff(DEMO_STAFF.admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/management/users');
  // Other journeys add people on the same platform: find the moderator's row by e-mail.
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(DEMO_STAFF.moderator.email);
  await expect(page.getByText('Найдено: 1', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: DEMO_STAFF.moderator.email });
  await expect(row).toBeVisible();
  const name = row.getByText(DEMO_STAFF.moderator.name).first();
  for (const control of [name, row.getByRole('button', { name: /Роль/ }), row.getByRole('button', { name: /Статус/ })]) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  }
});

test('at 390 px every back-office table reaches its row actions', async ({ person, staff }) => {
  // A row in each table: a complaint about an event, one about a person, a feedback item.
  const organizer = await person('fit-organizer');
  const event = await organizer.api.create({ title: 'Лекция о городских садах', category: 'обучение и развитие' });
  const witness = await person('fit-witness');
  expect((await witness.api.post(`/api/events/${event.id}/claim`, { reason: 'Реклама магазина семян' })).status()).toBe(201);
  expect((await witness.api.post(`/api/users/${organizer.id}/claim`, { reason: 'Спам в описаниях' })).status()).toBe(201);
  const feedback = await witness.api.post('/api/feedback', { subject: 'Узкий экран', message: 'Проверяю таблицы на телефоне.', category: 'bug' });
  expect(feedback.status()).toBe(201);

  const { page } = await staff(DEMO_STAFF.admin);
  await page.setViewportSize({ width: 390, height: 844 });
  const tables: Array<{ path: string; row: string; actions: RegExp[] }> = [
    { path: '/management/users', row: DEMO_STAFF.moderator.email, actions: [/Роль/, /Статус/] },
    { path: '/management/claims/events', row: 'Лекция о городских садах', actions: [/^Одобрить жалобу/, /^Отклонить жалобу/] },
    { path: '/management/claims/users', row: organizer.email, actions: [/^Одобрить жалобу/, /^Приостановить/] },
    { path: '/management/feedback', row: 'Узкий экран', actions: [/^Просмотр отзыва/] },
  ];
  for (const { path, row, actions } of tables) {
    await page.goto(path);
    if (path === '/management/users') await page.getByRole('searchbox', { name: 'Поиск' }).fill(row);
    const found = page.getByRole('row').filter({ hasText: row });
    await expect(found, path).toBeVisible();
    for (const action of actions) expect(await reachable(page, found.getByRole('button', { name: action })), `${path} ${action}`).toBe(true);
    // The page itself never scrolls sideways; only a table's own box does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
