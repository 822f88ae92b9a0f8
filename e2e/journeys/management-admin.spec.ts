import { feedbackSchema, managementUsersResponseSchema } from '@city/contracts';
import { expectNoSeriousFindings } from '../support/axe';
import type { Person } from '../support/events';
import { DEMO_STAFF, expect, test } from '../support/staff';

/** docs/back-office.md#answers-and-errors: the person writes to the administrators through the API. */
async function sendFeedback(author: Person, subject: string): Promise<number> {
  const answer = await author.api.post('/api/feedback', {
    subject,
    message: 'Фильтр по дате показывает вчерашние события, хотя выбран «Сегодня». Проверял в двух браузерах.',
    category: 'bug',
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return feedbackSchema.parse(await answer.json()).id;
}

const STATISTICS_TABS = ['Топ организаторы', 'Активные участники', 'По категориям', 'Модераторы'];

test('an admin resolves feedback with a comment and sees the resolver and the date when reopening it', async ({ person, staff }) => {
  const author = await person('feedback-author');
  const subject = 'Фильтр по дате не работает';
  const feedbackId = await sendFeedback(author, subject);

  const { page } = await staff(DEMO_STAFF.admin);
  await page.goto('/management/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Управление отзывами' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Сводка по отзывам' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText(author.email);
  await expect(row).toContainText('Новый');
  await expect(row).toContainText('Ошибка');

  await row.getByRole('button', { name: `Просмотр отзыва #${feedbackId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Отзыв #${feedbackId}` });
  await expect(dialog.getByText(subject)).toBeVisible();
  // docs/back-office.md#feedback: opening a new item marks it read; the dialog's form starts from there.
  await expect(row).toContainText('Прочитан');
  await expect(dialog.getByRole('button', { name: /Статус/ })).toContainText('Прочитан');
  await expect(dialog.getByText('Решил')).toHaveCount(0);
  await dialog.getByRole('button', { name: /Статус/ }).click();
  await page.getByRole('option', { name: 'Решен' }).click();
  await dialog.getByRole('textbox', { name: /Комментарий администратора/ }).fill('Исправлено в версии 1.2');
  await dialog.getByRole('button', { name: 'Обновить статус' }).click();
  await expect(dialog).toBeHidden();
  // docs/back-office.md#users: the row updates in place.
  await expect(row).toContainText('Решен');

  await row.getByRole('button', { name: `Просмотр отзыва #${feedbackId}` }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: DEMO_STAFF.admin.name })).toBeVisible();
  await expect(dialog.getByText('Дата решения')).toBeVisible();
  await expect(dialog.getByText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/).last()).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Комментарий администратора/ })).toHaveValue('Исправлено в версии 1.2');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
});

test('an admin finds a user by e-mail and makes them a moderator from the row', async ({ person, staff }) => {
  const candidate = await person('future-moderator');
  const { page, context } = await staff(DEMO_STAFF.admin);
  await page.goto('/management/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Управление пользователями' })).toBeVisible();
  await expect(page.getByText('Администраторы имеют полный доступ.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Поиск' }).fill(candidate.email);
  await expect(page.getByText('Найдено: 1', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: candidate.email });
  await expect(row).toContainText('Пользователь');
  await row.getByRole('button', { name: /Роль/ }).click();
  await page.getByRole('option', { name: 'Модератор' }).click();
  // The toast names the person (no display name: the e-mail) and the change.
  await expect(page.getByText(`Роль пользователя ${candidate.email} изменена: Модератор`)).toBeVisible();
  // After success the list reloads: the badge says what the server now holds.
  await expect(row.getByRole('button', { name: /Роль/ })).toBeEnabled();
  await expect(row).not.toContainText('Обновление...');

  const answer = await context.request.get(`/api/management/users?search=${encodeURIComponent(candidate.email)}`);
  expect(answer.status()).toBe(200);
  const { data } = managementUsersResponseSchema.parse(await answer.json());
  expect(data.users.map((user) => [user.email, user.role])).toEqual([[candidate.email, 'moderator']]);
  await expect(row).toContainText('Модератор');
});

test('the statistics tabs render; the moderators tab is the admin’s only', async ({ staff }) => {
  const admin = (await staff(DEMO_STAFF.admin)).page;
  await admin.goto('/management/statistics');
  await expect(admin.getByRole('heading', { level: 1, name: 'Детальная статистика' })).toBeVisible();
  const tabs = admin.getByRole('tablist', { name: 'Разделы статистики' });
  await expect(tabs.getByRole('tab')).toHaveText(STATISTICS_TABS);
  for (const tab of STATISTICS_TABS) {
    await tabs.getByRole('tab', { name: tab }).click();
    await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(admin.getByRole('tabpanel', { name: tab }).getByRole('grid')).toBeVisible();
    await expect(admin.getByRole('alert')).toHaveCount(0);
  }
  // A real tab list: the arrow keys move between the tabs and show the chosen one's panel.
  await tabs.getByRole('tab', { name: 'Модераторы' }).press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'По категориям' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByRole('tabpanel', { name: 'По категориям' })).toBeVisible();

  const moderator = (await staff(DEMO_STAFF.moderator)).page;
  await moderator.goto('/management/statistics');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Детальная статистика' })).toBeVisible();
  await expect(moderator.getByRole('tablist', { name: 'Разделы статистики' }).getByRole('tab')).toHaveText(STATISTICS_TABS.slice(0, 3));
  await expect(moderator.getByRole('tab', { name: 'Модераторы' })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`users, feedback (dialog open) and statistics (${scheme}) have no serious or critical axe findings`, async ({ person, staff }) => {
    const author = await person(`axe-feedback-${scheme}`);
    const feedbackId = await sendFeedback(author, `Проверка доступности (${scheme})`);
    const { page } = await staff(DEMO_STAFF.admin);
    await page.emulateMedia({ colorScheme: scheme });

    await test.step('/management/users', async () => {
      await page.goto('/management/users');
      await expect(page.getByRole('row').filter({ hasText: author.email })).toBeVisible();
      await expectNoSeriousFindings(page);
    });
    await test.step('/management/feedback with the dialog open', async () => {
      await page.goto('/management/feedback');
      await page.getByRole('button', { name: `Просмотр отзыва #${feedbackId}` }).click();
      await expect(page.getByRole('dialog', { name: `Отзыв #${feedbackId}` }).getByRole('button', { name: 'Обновить статус' })).toBeEnabled();
      await expectNoSeriousFindings(page);
    });
    await test.step('/management/statistics', async () => {
      await page.goto('/management/statistics');
      await expect(page.getByRole('tabpanel', { name: 'Топ организаторы' }).getByRole('grid')).toBeVisible();
      await expectNoSeriousFindings(page);
    });
  });
}
