import type { Page } from '@playwright/test';
import { DEFAULT_CITY_TIME_ZONE, ageOn, anonymousUserName, instantToWallClock } from '@city/contracts';
import { expectNoSeriousFindings } from '../support/axe';
import { expect, test } from '../support/events';

const NAME = 'Анна Открытая';
const BIO = 'Веду книжный клуб и хожу на джазовые концерты';
const BIRTH_DATE = { year: 1990, month: 4, day: 12 };
const SWITCHES = ['Показывать имя', 'Показывать дату рождения', 'Показывать информацию о себе'] as const;

/** The age the public card shows: full years on the city's today (docs/people.md#public-profile). */
const ageToday = (): number => ageOn(BIRTH_DATE, instantToWallClock(Date.now(), DEFAULT_CITY_TIME_ZONE));
/** '36 лет', '31 год', '33 года': the number is what matters, the word follows Russian plurals. */
const ageText = (): RegExp => new RegExp(`^${ageToday()} (год|года|лет)$`);

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('group', { name: 'Дата рождения' }).getByRole('button', { name: new RegExp(field) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Saves and waits for the server's answer; an earlier save's toast may still be on screen. */
async function save(page: Page): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/profile') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Профиль сохранён').last()).toBeVisible();
}

test('the privacy switches decide what another person sees on the public profile', async ({ person }) => {
  const anna = await person('anna');
  const boris = await person('boris');

  // Anna fills her profile; every switch is on (docs/people.md#own-profile).
  const own = anna.page;
  await own.goto('/profile');
  await expect(own.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
  await expect(own.getByRole('region', { name: 'Информация об аккаунте' }).getByText(anna.email, { exact: true })).toBeVisible();
  await own.getByRole('textbox', { name: 'Имя' }).fill(NAME);
  await choose(own, 'День', String(BIRTH_DATE.day));
  await choose(own, 'Месяц', 'Апрель');
  await choose(own, 'Год', String(BIRTH_DATE.year));
  await own.getByRole('textbox', { name: 'О себе' }).fill(BIO);
  for (const name of SWITCHES) await expect(own.getByRole('switch', { name })).toBeChecked();
  await save(own);
  // The session follows the save: the user menu names her at once.
  await expect(own.getByRole('button', { name: `Меню пользователя: ${NAME}` }).filter({ visible: true })).toBeVisible();

  // Boris sees her name, age and bio, and may report her.
  const other = boris.page;
  await other.goto(`/users/${anna.id}`);
  const card = other.getByRole('article', { name: NAME });
  await expect(card.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(card.getByText(ageText())).toBeVisible();
  await expect(card.getByText(BIO)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Пожаловаться' })).toBeVisible();

  // Anna hides her birth date and bio; the form keeps what she saved after a reload.
  await own.getByText('Показывать дату рождения', { exact: true }).click();
  await own.getByText('Показывать информацию о себе', { exact: true }).click();
  await save(own);
  await own.reload();
  await expect(own.getByRole('switch', { name: 'Показывать имя' })).toBeChecked();
  await expect(own.getByRole('switch', { name: 'Показывать дату рождения' })).not.toBeChecked();
  await expect(own.getByRole('switch', { name: 'Показывать информацию о себе' })).not.toBeChecked();
  await expect(own.getByRole('textbox', { name: 'О себе' })).toHaveValue(BIO);

  // Boris reloads: the name stays, the age and the bio are gone (not sent at all, docs/people.md#public-profile).
  await other.reload();
  await expect(card.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(card.getByText('Возраст')).toHaveCount(0);
  await expect(card.getByText(ageText())).toHaveCount(0);
  await expect(card.getByText(BIO)).toHaveCount(0);
  const shown: unknown = await (await boris.context.request.get(`/api/users/${anna.id}/profile`)).json();
  for (const hidden of ['birthDate', 'age', 'bio']) expect(shown).not.toHaveProperty(hidden);
  expect(shown).toHaveProperty('displayName', NAME);

  // Anna's own public page is the same view, without the report button, with a way to edit.
  await own.goto(`/users/${anna.id}`);
  await expect(own.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Пожаловаться' })).toHaveCount(0);
  await own.getByRole('link', { name: 'Редактировать профиль' }).click();
  await expect(own).toHaveURL(/\/profile$/);
});

test('a person is reported from their profile once; a second report names the pending one', async ({ person }) => {
  const reported = await person('loud');
  const complainant = await person('quiet');
  const page = complainant.page;
  await page.goto(`/users/${reported.id}`);
  // No name was given: the card shows the anonymous one (the events' organizer name).
  const name = anonymousUserName(reported.id);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  for (const toast of ['Жалоба отправлена модераторам', 'Вы уже пожаловались на этого пользователя, жалоба рассматривается']) {
    await page.getByRole('button', { name: 'Пожаловаться' }).click();
    const dialog = page.getByRole('dialog', { name: 'Пожаловаться на пользователя' });
    await expect(dialog.getByText(`Пользователь: «${name}»`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Причина жалобы' }).fill('Рассылает рекламу в описаниях событий');
    await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(toast)).toBeVisible();
  }
});

test('a missing or non-numeric user id shows the not-found view with a way back to events', async ({ person }) => {
  const viewer = await person('seeker');
  const page = viewer.page;
  for (const path of ['/users/999999', '/users/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Пользователь не найден' })).toBeVisible();
    await expect(page.getByText('Пользователь с указанным ID не существует или был удален')).toBeVisible();
  }
  await page.getByRole('link', { name: 'К событиям' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`/profile and /users/{id} (${scheme}) have no serious or critical axe findings`, async ({ person }) => {
    const anna = await person('axe');
    const page = anna.page;
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible();
    await expectNoSeriousFindings(page);

    await anna.api.create({ title: 'Вечер настольных игр' });
    await page.goto(`/users/${anna.id}`);
    await expect(page.getByRole('article', { name: 'Вечер настольных игр' })).toBeVisible();
    await expectNoSeriousFindings(page);
  });
}
