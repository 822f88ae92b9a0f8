import type { APIRequestContext } from '@playwright/test';
import { eventListResponseSchema, VIOLATIONS } from '@city/contracts';
import { BOXING_TOURNAMENT, VEILED_DRUG_PARTY } from '@city/testing/moderation-posts';
import { cityDateTime } from '../support/events';
import { DEMO_STAFF, expect, test } from '../support/staff';

/** The titles /api/events lists for a search (docs/moderation.md#the-automatic-complaint: hidden events are left out). */
async function listedTitles(request: APIRequestContext, search: string): Promise<string[]> {
  const answer = await request.get('/api/events', { params: { search, limit: '100', hideUnavailable: 'false' } });
  expect(answer.status()).toBe(200);
  return eventListResponseSchema.parse(await answer.json()).events.map((event) => event.title);
}

test('a veiled drug party is hidden by automatic moderation at once; the moderator sees the law and rejects it, and it is back in the list', async ({
  person,
  staff,
}) => {
  const organizer = await person('night-organizer');
  const page = organizer.page;

  await test.step('the organizer posts the event through the form', async () => {
    await page.goto('/create-event');
    await expect(page.getByRole('heading', { level: 1, name: 'Создание мероприятия' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Название' }).fill(VEILED_DRUG_PARTY.title);
    await page.getByRole('textbox', { name: 'Описание' }).fill(VEILED_DRUG_PARTY.description);
    await page.getByRole('button', { name: /Категория/ }).click();
    await page.getByRole('option', { name: 'Досуг и развлечения', exact: true }).click();
    // A week ahead: the calendar opens on today, one row down is the same weekday next week.
    const dateAndTime = page.getByRole('group', { name: 'Дата и время' });
    await dateAndTime.getByRole('button', { name: /^Календарь/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dateAndTime.getByRole('button', { name: /Время/ }).click();
    await page.getByRole('option', { name: '23:00', exact: true }).click();
    await page.getByRole('textbox', { name: 'Адрес' }).fill(VEILED_DRUG_PARTY.address);
    await page.getByRole('button', { name: 'Создать мероприятие' }).click();
  });

  await test.step('it lands on its page with the banner, not in the list', async () => {
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(page.getByText('Мероприятие скрыто автоматической модерацией')).toBeVisible();
    const card = page.getByRole('article', { name: VEILED_DRUG_PARTY.title });
    await expect(card.getByText('Мероприятие заблокировано автоматической модерацией')).toBeVisible();
    await expect(card.getByText('Категория нарушения: наркотики')).toBeVisible();
    await expect(card.getByText(`Основание: ${VIOLATIONS.drugs.lawReference}`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  });

  const neighbour = await person('neighbour');
  expect(await listedTitles(neighbour.context.request, 'Белый кролик')).not.toContain(VEILED_DRUG_PARTY.title);

  await test.step('a moderator sees the category and the law, and rejects the complaint', async () => {
    const { page: backOffice } = await staff(DEMO_STAFF.moderator);
    await backOffice.goto('/management/claims/events');
    await expect(backOffice.getByRole('heading', { level: 1, name: 'Жалобы на мероприятия' })).toBeVisible();
    const row = backOffice.getByRole('row').filter({ hasText: VEILED_DRUG_PARTY.title });
    await expect(row.getByText('Автор жалобы: Автоматическая модерация')).toBeVisible();
    await expect(row.getByText('Категория: наркотики')).toBeVisible();
    await expect(row.getByText(`Статья: ${VIOLATIONS.drugs.lawReference}`)).toBeVisible();
    await expect(row.getByText(/^Уверенность: \d{1,3},\d\s%$/)).toBeVisible();
    await expect(row.getByText(/^Модель: city-moderation-/)).toBeVisible();

    await row.getByRole('button', { name: /^Отклонить жалобу/ }).click();
    const dialog = backOffice.getByRole('dialog', { name: 'Отклонить жалобу' });
    await expect(dialog.getByText('Автоматическая модерация', { exact: true })).toBeVisible();
    await expect(dialog.getByText(VIOLATIONS.drugs.lawReference)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Комментарий (необязательно)' }).fill('Ложное срабатывание: это название коктейля');
    await dialog.getByRole('button', { name: 'Отклонить', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Отклонена', { exact: true })).toBeVisible();
  });

  // docs/back-office.md#deciding-a-complaint: rejecting the only complaint lifts it.
  expect(await listedTitles(neighbour.context.request, 'Белый кролик')).toContain(VEILED_DRUG_PARTY.title);
  await neighbour.page.goto('/events');
  await neighbour.page.getByRole('searchbox', { name: 'Поиск' }).fill('Белый кролик');
  await expect(neighbour.page.getByRole('article', { name: VEILED_DRUG_PARTY.title })).toBeVisible();
});

test('a benign boxing tournament is never flagged', async ({ person }) => {
  const organizer = await person('boxing-coach');
  const tournament = await organizer.api.create({ ...BOXING_TOURNAMENT, startDate: cityDateTime(6, '18:00') });
  expect(tournament).toMatchObject({ claim: false, systemClaim: null });

  await organizer.page.goto(`/events/${tournament.id}`);
  const card = organizer.page.getByRole('article', { name: BOXING_TOURNAMENT.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Мероприятие заблокировано автоматической модерацией')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Редактировать' })).toBeVisible();

  const visitor = await person('fan');
  expect(await listedTitles(visitor.context.request, 'турнир по боксу')).toContain(BOXING_TOURNAMENT.title);
});
