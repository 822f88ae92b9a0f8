import { expect, test } from '../support/events';

const TITLE = 'Мастер-класс по гончарному делу';

test('an event filled to its limit shows as full and stays hidden until «Показать заполненные»', async ({ person }) => {
  const organizer = await person('potter');
  const event = await organizer.api.create({ title: TITLE, category: 'обучение и развитие', maxParticipants: 1 });

  // The last place is taken on the event page.
  const participant = await person('student');
  await participant.page.goto(`/events/${event.id}`);
  await expect(participant.page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(participant.page.getByText('0/1 участника')).toBeVisible();
  await participant.page.getByRole('button', { name: 'Принять участие' }).click();
  await expect(participant.page.getByRole('button', { name: 'Отменить участие' })).toBeVisible();
  await expect(participant.page.getByText('1/1 участника (заполнено)')).toBeVisible();

  const latecomer = await person('latecomer');
  const list = latecomer.page;
  await list.goto('/events');
  await list.getByRole('searchbox', { name: 'Поиск' }).fill('гончарное');
  await expect(list.getByRole('heading', { level: 2, name: 'Событий не найдено' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Создать первое событие' })).toHaveAttribute('href', '/create-event');

  await list.getByText('Показать заполненные', { exact: true }).click();
  const card = list.getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByText('1/1 участника (заполнено)')).toBeVisible();
  // No place to take: the card offers the line instead (docs/events.md#waitlist).
  await expect(card.getByRole('button', { name: 'Встать в лист ожидания' })).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Участвовать' })).toHaveCount(0);

  await card.getByRole('link', { name: TITLE }).click();
  await expect(list).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(list.getByRole('button', { name: 'Встать в лист ожидания' })).toBeEnabled();
  await expect(list.getByRole('button', { name: 'Принять участие' })).toHaveCount(0);

  // The server agrees: the place is taken (docs/accounts.md#statuses).
  const refused = await latecomer.api.post(`/api/events/${event.id}/join`);
  expect(refused.status()).toBe(409);
});
