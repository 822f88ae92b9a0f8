import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_STATUS_MESSAGES, eventListResponseSchema } from '@city/contracts';
import { DEMO_STAFF, expect, test } from '../support/staff';

/** The titles /api/events lists for a search (docs/events.md#search: hidden events are left out). */
async function listedTitles(request: APIRequestContext, search: string): Promise<string[]> {
  const answer = await request.get('/api/events', { params: { search, limit: '100', hideUnavailable: 'false' } });
  expect(answer.status()).toBe(200);
  return eventListResponseSchema.parse(await answer.json()).events.map((event) => event.title);
}

const POTTERY = 'Гончарная мастерская у реки';
const CYCLING = 'Велопрогулка вдоль канала';

test('a moderator approves one event complaint (the event stays hidden) and rejects another (it is back in the list)', async ({
  person,
  staff,
}) => {
  const organizer = await person('potter');
  const pottery = await organizer.api.create({ title: POTTERY, category: 'культура и искусство' });
  const cycling = await organizer.api.create({ title: CYCLING, category: 'спорт и туризм' });
  const complainant = await person('watchful');
  for (const event of [pottery, cycling]) {
    const filed = await complainant.api.post(`/api/events/${event.id}/claim`, { reason: 'Похоже на рекламу стороннего магазина' });
    expect(filed.status(), await filed.text()).toBe(201);
  }
  // docs/back-office.md#event-complaints: an event under a pending complaint leaves the main list.
  expect(await listedTitles(complainant.context.request, 'Гончарная')).not.toContain(POTTERY);
  expect(await listedTitles(complainant.context.request, 'Велопрогулка')).not.toContain(CYCLING);

  const { page } = await staff(DEMO_STAFF.moderator);
  await page.goto('/management/claims/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Жалобы на мероприятия' })).toBeVisible();
  const potteryRow = page.getByRole('row').filter({ hasText: POTTERY });
  const cyclingRow = page.getByRole('row').filter({ hasText: CYCLING });
  await expect(potteryRow.getByText('На рассмотрении')).toBeVisible();
  await expect(potteryRow.getByRole('link', { name: POTTERY })).toHaveAttribute('href', `/events/${pottery.id}`);

  await test.step('approve with a comment', async () => {
    await potteryRow.getByRole('button', { name: /^Одобрить жалобу/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Одобрить жалобу' });
    await expect(dialog.getByText(POTTERY)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Комментарий (необязательно)' }).fill('Реклама подтверждена');
    await dialog.getByRole('button', { name: 'Одобрить', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Жалоба одобрена')).toBeVisible();
    await expect(potteryRow.getByText('Одобрена', { exact: true })).toBeVisible();
    await expect(potteryRow.getByText(`Рассмотрел: ${DEMO_STAFF.moderator.name}`)).toBeVisible();
    await expect(potteryRow.getByText('Комментарий: Реклама подтверждена')).toBeVisible();
    await expect(potteryRow.getByRole('button', { name: /^Одобрить/ })).toHaveCount(0);
  });

  await test.step('reject without a comment', async () => {
    await cyclingRow.getByRole('button', { name: /^Отклонить жалобу/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Отклонить жалобу' });
    await dialog.getByRole('button', { name: 'Отклонить', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(cyclingRow.getByText('Отклонена', { exact: true })).toBeVisible();
    await expect(cyclingRow.getByText('Комментарий: Без комментария')).toBeVisible();
  });

  // docs/back-office.md#deciding-a-complaint: approved keeps the event hidden; rejected lifts the effect.
  expect(await listedTitles(complainant.context.request, 'Гончарная')).not.toContain(POTTERY);
  expect(await listedTitles(complainant.context.request, 'Велопрогулка')).toContain(CYCLING);

  const events = complainant.page;
  await events.goto('/events');
  await events.getByRole('searchbox', { name: 'Поиск' }).fill('велопрогулка');
  await expect(events.getByRole('article', { name: CYCLING })).toBeVisible();
  await events.getByRole('searchbox', { name: 'Поиск' }).fill('гончарная');
  await expect(events.getByRole('heading', { level: 2, name: 'Событий не найдено' })).toBeVisible();

  // Deciding a decided complaint is refused (docs/back-office.md#event-complaints), so the choice stays the moderator's first.
  const again = await page.request.put(`/api/management/claims/events/${await complaintIdOf(page, POTTERY)}`, {
    headers: { Origin: new URL(page.url()).origin },
    data: { status: 'rejected' },
  });
  expect(again.status()).toBe(409);
});

/** The id of the newest complaint about the event titled `title`, read from the list call. */
async function complaintIdOf(page: Page, title: string): Promise<number> {
  const answer = await page.request.get('/api/management/claims/events', { params: { limit: '100' } });
  const { data } = (await answer.json()) as { data: { claims: Array<{ id: number; eventTitle: string }> } };
  const claim = data.claims.find((candidate) => candidate.eventTitle === title);
  if (!claim) throw new Error(`Нет жалобы на «${title}»`);
  return claim.id;
}

test('an admin suspends a user from a user complaint, and the suspended user’s join is refused', async ({ person, staff }) => {
  const host = await person('host');
  const concert = await host.api.create({ title: 'Квартирник в библиотеке', category: 'культура и искусство' });
  const offender = await person('offender');
  const witness = await person('witness');
  const filed = await witness.api.post(`/api/users/${offender.id}/claim`, { reason: 'Оскорбляет участников в сообщениях' });
  expect(filed.status(), await filed.text()).toBe(201);

  const { page } = await staff(DEMO_STAFF.admin);
  await page.goto('/management/claims/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Жалобы на пользователей' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: offender.email });
  await expect(row.getByText('На рассмотрении')).toBeVisible();
  await expect(row.getByText('Активен')).toBeVisible();

  await row.getByRole('button', { name: /^Приостановить/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Приостановить пользователя?' });
  await confirm.getByRole('button', { name: 'Приостановить', exact: true }).click();
  await expect(page.getByText('Пользователь приостановлен')).toBeVisible();
  await expect(row.getByText('Приостановлен', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Разблокировать/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Приостановить/ })).toHaveCount(0);

  // docs/back-office.md#users: a suspended account may not join, and the server says why.
  const refused = await offender.api.post(`/api/events/${concert.id}/join`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: ACCOUNT_STATUS_MESSAGES.suspended });
});
