import type { Page } from '@playwright/test';
import { expectNoSeriousFindings } from '../support/axe';
import { DEMO_STAFF, expect, test } from '../support/staff';
import { test as presetAccountsTest } from '../support/statusAccounts';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Разделы админ-панели' });

/** The facts of the access-denied screen as term → text pairs. */
async function deniedFacts(page: Page): Promise<Record<string, string>> {
  return page.locator('dl').evaluate((list) =>
    Object.fromEntries([...list.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''])),
  );
}

test('a visitor is sent to /login and, signed in as a moderator, comes back to the page asked for', async ({ page }) => {
  await page.goto('/management/claims/events');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO_STAFF.moderator.email);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(DEMO_STAFF.moderator.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/management\/claims\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Жалобы на мероприятия' })).toBeVisible();
});

test('a plain user opening /management sees the access-denied screen and no admin navigation', async ({ person }) => {
  const curious = await person('curious');
  const page = curious.page;
  await page.goto('/management');
  await expect(page.getByRole('heading', { level: 1, name: 'Доступ запрещен' })).toBeVisible();
  await expect(page.getByText('У вас недостаточно прав для доступа к админ-панели')).toBeVisible();
  expect(await deniedFacts(page)).toEqual({ 'Требуемая роль': 'Модератор или Администратор', 'Ваша роль': 'Пользователь' });
  await expect(sections(page)).toHaveCount(0);
  // A 403 of the back office is no reason to end the session: the person stays signed in.
  await expect(page).toHaveURL(/\/management$/);

  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
  const me = await curious.context.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
});

test('a moderator has no Users section and is denied /management/users; an admin has both', async ({ staff }) => {
  const { page: moderator } = await staff(DEMO_STAFF.moderator);
  await moderator.goto('/management');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Панель управления' })).toBeVisible();
  await expect(sections(moderator).getByRole('link', { name: 'Панель управления' })).toHaveAttribute('aria-current', 'page');
  await expect(sections(moderator).getByRole('link')).toHaveText([
    'Панель управления',
    'Жалобы на мероприятия',
    'Жалобы на пользователей',
    'Отзывы',
    'Статистика',
    'Разметка выборки',
  ]);
  await expect(moderator.getByText(DEMO_STAFF.moderator.name).first()).toBeVisible();
  await expect(moderator.getByRole('link', { name: 'На сайт' })).toHaveAttribute('href', '/events');
  // The dashboard's totals came from the server (docs/back-office.md#dashboard): six totals, new
  // feedback, and the job queue's waiting and failed jobs.
  await expect(moderator.getByRole('list', { name: 'Сводка платформы' }).getByRole('listitem')).toHaveCount(9);
  await expect(moderator.getByRole('region', { name: 'Быстрые переходы' }).getByRole('link', { name: 'Пользователи' })).toHaveCount(0);

  await moderator.goto('/management/users');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Доступ запрещен' })).toBeVisible();
  expect(await deniedFacts(moderator)).toEqual({ 'Требуемая роль': 'Администратор', 'Ваша роль': 'Модератор' });
  // The section is for administrators; the moderator is not told they lack the admin panel.
  await expect(moderator.getByText('Этот раздел доступен только администраторам. Остальные разделы админ-панели открыты для вас.')).toBeVisible();
  await expect(moderator.getByText('У вас недостаточно прав для доступа к админ-панели')).toHaveCount(0);
  await expect(moderator.getByRole('link', { name: 'В админ-панель' })).toHaveAttribute('href', '/management');

  const { page: admin } = await staff(DEMO_STAFF.admin);
  await admin.goto('/management/dashboard');
  await expect(sections(admin).getByRole('link', { name: 'Пользователи' })).toHaveAttribute('href', '/management/users');
  await expect(admin.getByText('Администратор', { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Быстрые переходы' }).getByRole('link', { name: 'Пользователи' })).toBeVisible();

  await admin.goto('/management/nowhere');
  await expect(admin.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(sections(admin)).toBeVisible();
});

test('a suspended moderator is told the account cannot use the admin panel', async ({ person, staff }) => {
  const helper = await person('helper');
  const { page: admin } = await staff(DEMO_STAFF.admin);
  await admin.goto('/management');
  // docs/operations.md#security: a state change must come from the app's own origin.
  const headers = { Origin: new URL(admin.url()).origin };
  for (const data of [{ role: 'moderator' }, { status: 'suspended' }]) {
    const changed = await admin.request.put(`/api/management/users/${helper.id}`, { headers, data });
    expect(changed.status(), await changed.text()).toBe(200);
  }

  await helper.page.goto('/management');
  await expect(helper.page.getByRole('heading', { level: 1, name: 'Доступ запрещен' })).toBeVisible();
  await expect(helper.page.getByText('Ваш аккаунт приостановлен, поэтому доступ к админ-панели невозможен')).toBeVisible();
  expect(await deniedFacts(helper.page)).toMatchObject({ 'Ваша роль': 'Модератор', 'Статус аккаунта': 'Приостановлен' });
  await expect(sections(helper.page)).toHaveCount(0);
});

// The blocked moderator is a preset account (statusAccounts): that platform has no demo data, so
// this journey uses its fixtures rather than the demo staff's.
presetAccountsTest('a blocked moderator opening /management sees the blocked variant of the denied screen, not its profile', async ({
  signIn,
  accounts,
}) => {
  const { page } = await signIn(accounts.blockedModerator);
  await page.goto('/management');
  await expect(page.getByRole('heading', { level: 1, name: 'Доступ запрещен' })).toBeVisible();
  await expect(page.getByText('Ваш аккаунт заблокирован, поэтому доступ к админ-панели невозможен')).toBeVisible();
  expect(await deniedFacts(page)).toEqual({
    'Требуемая роль': 'Модератор или Администратор',
    'Ваша роль': 'Модератор',
    'Статус аккаунта': 'Заблокирован',
  });
  // docs/back-office.md#users pins a blocked account to /profile in the main layout; the back office is not in it.
  await expect(page).toHaveURL(/\/management$/);
  await expect(sections(page)).toHaveCount(0);

  await page.goto('/events');
  await expect(page).toHaveURL(/\/profile$/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the back office’s dashboard, complaint tables and denied screen (${scheme}) have no serious or critical axe findings`, async ({
    person,
    staff,
  }) => {
    const organizer = await person(`axe-host-${scheme}`);
    const event = await organizer.api.create({ title: `Лекция о старой Москве (${scheme})`, category: 'культура и искусство' });
    const complainant = await person(`axe-complainant-${scheme}`);
    expect((await complainant.api.post(`/api/events/${event.id}/claim`, { reason: 'Неверный адрес в описании' })).status()).toBe(201);
    expect((await complainant.api.post(`/api/users/${organizer.id}/claim`, { reason: 'Не отвечает на вопросы' })).status()).toBe(201);

    const { page } = await staff(DEMO_STAFF.moderator);
    await page.emulateMedia({ colorScheme: scheme });
    const pages = [
      { path: '/management/dashboard', ready: page.getByRole('list', { name: 'Сводка платформы' }) },
      { path: '/management/claims/events', ready: page.getByRole('row').filter({ hasText: event.title }) },
      { path: '/management/claims/users', ready: page.getByRole('row').filter({ hasText: organizer.email }) },
      { path: '/management/users', ready: page.getByRole('heading', { level: 1, name: 'Доступ запрещен' }) },
    ];
    for (const { path, ready } of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(ready).toBeVisible();
        const toggleName = scheme === 'light' ? 'Включить тёмную тему' : 'Включить светлую тему';
        await expect(page.getByRole('button', { name: toggleName })).toBeVisible();
        await expectNoSeriousFindings(page);
      });
    }

    const plain = await person(`axe-plain-${scheme}`);
    await plain.page.emulateMedia({ colorScheme: scheme });
    await plain.page.goto('/management');
    await expect(plain.page.getByRole('heading', { level: 1, name: 'Доступ запрещен' })).toBeVisible();
    await expectNoSeriousFindings(plain.page);
  });
}
