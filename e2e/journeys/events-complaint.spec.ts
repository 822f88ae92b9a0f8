import { expect, test } from '../support/events';

const TITLE = 'Экскурсия по Хитровке';

test('a report hides the event from the list; the organizer sees the notice and cannot edit; the participant cannot leave', async ({
  person,
}) => {
  const organizer = await person('cyclist');
  const event = await organizer.api.create({ title: TITLE, category: 'спорт и туризм' });
  const participant = await person('rider');
  await participant.api.join(event.id);

  const complainant = await person('reporter');
  const page = complainant.page;
  await page.goto('/events');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('хитровка');
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible();

  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: 'Пожаловаться' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пожаловаться на мероприятие' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Причина жалобы' }).fill('В описании реклама стороннего магазина');
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Жалоба отправлена. Модераторы проверят мероприятие.')).toBeVisible();
  await expect(page.getByText('Мероприятие проверяется модераторами')).toBeVisible();
  await expect(page.getByText('Участие заблокировано')).toBeVisible();

  // docs/events.md#participation: the event leaves the main list.
  await page.goto('/events');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('хитровка');
  await expect(page.getByRole('heading', { level: 2, name: 'Событий не найдено' })).toBeVisible();
  await page.getByText('Показать заполненные', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Событий не найдено' })).toBeVisible();

  // The organizer sees the notice and no way to edit or delete…
  const own = organizer.page;
  await own.goto(`/events/${event.id}`);
  await expect(own.getByText('На мероприятие поступила жалоба, оно проверяется модераторами')).toBeVisible();
  await expect(own.getByText('Редактирование и удаление заблокированы')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Пожаловаться' })).toHaveCount(0);
  // …and the editor's address leads back to the event with the reason.
  await own.goto(`/events/${event.id}/edit`);
  await expect(own).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(own.getByRole('alertdialog').filter({ hasText: 'Редактирование и удаление заблокированы' })).toBeVisible();

  // The participant cannot leave.
  const joined = participant.page;
  await joined.goto(`/events/${event.id}`);
  await expect(joined.getByText('Отмена участия заблокирована')).toBeVisible();
  await expect(joined.getByRole('button', { name: 'Отменить участие' })).toHaveCount(0);
  await joined.goto('/my-events');
  await expect(joined.getByRole('article', { name: TITLE }).getByText('Отмена участия заблокирована')).toBeVisible();

  // The server refuses both (docs/accounts.md#statuses).
  expect((await participant.api.delete(`/api/events/${event.id}/leave`)).status()).toBe(409);
  const edit = await organizer.context.request.put(`/api/events/${event.id}`, {
    headers: { Origin: new URL(own.url()).origin },
    data: { ...event, title: 'Другое название' },
  });
  expect(edit.status()).toBe(409);
});
