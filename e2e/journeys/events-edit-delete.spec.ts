import { expect, test } from '../support/events';

test('the organizer edits an event, others are kept out of the editor, and deleting asks first', async ({ person }) => {
  const organizer = await person('editor');
  const event = await organizer.api.create({
    title: 'Лекция о московском модерне',
    category: 'обучение и развитие',
    maxParticipants: 30,
  });
  const page = organizer.page;

  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Редактирование мероприятия' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Название' });
  await expect(title).toHaveValue(event.title);
  await expect(page.getByRole('textbox', { name: 'Максимум участников' })).toHaveValue('30');

  await title.fill('Лекция о московском модерне: особняки Шехтеля');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Лекция о московском модерне: особняки Шехтеля' })).toBeVisible();
  await expect(page.getByText('0/30 участников')).toBeVisible();

  // docs/events.md#creating-and-editing: anyone else opening the editor is sent to /.
  const stranger = await person('stranger');
  await stranger.page.goto(`/events/${event.id}/edit`);
  await expect(stranger.page).toHaveURL(/\/$/);
  await stranger.page.goto(`/events/${event.id}`);
  await expect(stranger.page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await expect(stranger.page.getByRole('button', { name: 'Удалить' })).toHaveCount(0);

  // Deleting asks; cancelling keeps the event, confirming removes it and returns to the list.
  await page.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить мероприятие?' });
  await expect(confirm).toContainText('Лекция о московском модерне: особняки Шехтеля');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));

  await page.getByRole('button', { name: 'Удалить' }).click();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByText('Мероприятие удалено')).toBeVisible();

  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Мероприятие не найдено' })).toBeVisible();
  await page.getByRole('link', { name: 'К событиям' }).click();
  await expect(page).toHaveURL(/\/events$/);
});
