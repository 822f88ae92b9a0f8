import { ACCOUNT_STATUS_MESSAGES } from '@city/contracts';
import { expect, test } from '../support/statusAccounts';

const TITLE = 'Вечер настольных игр в библиотеке';

test('a suspended account browses events, but its join buttons are disabled with the reason and the server refuses', async ({
  person,
  signIn,
  accounts,
}) => {
  const organizer = await person('host');
  const event = await organizer.api.create({ title: TITLE, maxParticipants: 12 });

  const suspended = await signIn(accounts.suspended);
  const page = suspended.page;
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_STATUS_MESSAGES.suspended })).toBeVisible();
  // docs/accounts.md#statuses: creating events is not for a suspended account, so Create stays hidden.
  await expect(page.getByRole('link', { name: 'Создать', exact: true })).toHaveCount(0);

  const card = page.getByRole('article', { name: TITLE });
  const join = card.getByRole('button', { name: 'Участвовать' });
  await expect(join).toBeDisabled();
  await expect(join).toHaveAccessibleDescription(ACCOUNT_STATUS_MESSAGES.suspended);
  await expect(card.getByText(ACCOUNT_STATUS_MESSAGES.suspended)).toBeVisible();

  await card.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const takePart = page.getByRole('button', { name: 'Принять участие' });
  await expect(takePart).toBeDisabled();
  await expect(takePart).toHaveAccessibleDescription(ACCOUNT_STATUS_MESSAGES.suspended);
  await expect(page.getByRole('button', { name: 'Пожаловаться' })).toHaveCount(0);

  // docs/accounts.md#statuses: the server refuses the action itself, not only the interface.
  const refused = await suspended.api.post(`/api/events/${event.id}/join`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: ACCOUNT_STATUS_MESSAGES.suspended });
  await page.reload();
  await expect(page.getByText('0/12 участников')).toBeVisible();
});

test('a blocked account lands on /profile from every page but the static ones', async ({ page, person, accounts }) => {
  const organizer = await person('blocked-host');
  const event = await organizer.api.create({ title: TITLE });
  const blocked = accounts.blocked;
  // The layout's alert on every page; on /profile the read-only form says it instead (once).
  const blockedNotice = page.getByText(ACCOUNT_STATUS_MESSAGES.blocked);

  await page.goto('/login');
  await page.getByLabel('Email').fill(blocked.email);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(blocked.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(blockedNotice).toBeVisible();

  for (const path of ['/events', '/my-events', '/', `/events/${event.id}`]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(blockedNotice).toBeVisible();
    });
  }

  // The rules the person broke stay readable (the decision in blockedAccountAccess.ts).
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: /Условия использования/ })).toBeVisible();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(blockedNotice).toBeVisible();
});
