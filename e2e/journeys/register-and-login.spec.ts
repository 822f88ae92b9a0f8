import { expect, linkFromMail, test } from '../support/fixtures';
import { createVerifiedAccount, uniqueEmail } from '../support/accounts';

test('register → the link from the mail → signed in on /events → logout → login', async ({ page, platform }) => {
  const email = uniqueEmail('anna');
  const password = 'Zaq1xsw2';

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(password);
  await expect(page.getByText('Сильный')).toBeVisible();
  await page.getByLabel('Подтверждение пароля').fill(password);
  await expect(page.getByText('Пароли совпадают')).toBeVisible();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(page).toHaveURL(/\/email-sent\?/);
  expect(new URL(page.url()).searchParams.get('type')).toBe('verification');
  await expect(page.getByText(email)).toBeVisible();

  // Not verified yet: the account cannot sign in.
  const early = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(early.status()).toBe(403);

  const mail = await platform.mail.nextMailTo(email);
  await page.goto(linkFromMail(mail.text, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email успешно подтвержден!' })).toBeVisible();
  await expect(page).toHaveURL(/\/events$/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();

  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByText('Вы успешно вышли из системы')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/events$/);
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);
});

test('a signed-out visitor is sent to /login and returned to the page they asked for', async ({ page, platform }) => {
  const email = uniqueEmail('origin');
  await createVerifiedAccount(platform, page.request, email, 'Zaq1xsw2');
  await page.context().clearCookies();

  await page.goto('/my-events');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('Zaq1xsw2');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/my-events$/);

  // Signed in, /login and /register lead away.
  await page.goto('/register');
  await expect(page).not.toHaveURL(/\/register$/);
});

// docs/operations.md#security (account pre-hijacking): the link opened in another browser verifies only with the password.
test('the verification link opened in another browser asks for the password, then signs in', async ({ page, browser, platform }) => {
  const email = uniqueEmail('other-browser');
  const password = 'Zaq1xsw2';
  const registered = await page.request.post('/api/auth/register', {
    headers: { Origin: platform.url },
    data: { email, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  const link = linkFromMail((await platform.mail.nextMailTo(email)).text, '/verify-email');

  const elsewhere = await browser.newContext({ baseURL: platform.url });
  try {
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1, name: 'Подтверждение email' })).toBeVisible();
    await expect(other.getByText('Ссылка открыта не в том браузере, в котором вы регистрировались.', { exact: false })).toBeVisible();

    await other.getByRole('textbox', { name: 'Пароль', exact: true }).fill('Wrong999');
    await other.getByRole('button', { name: 'Подтвердить email' }).click();
    await expect(other.getByRole('alert')).toHaveText('Неверный пароль: email не подтверждён');
    expect((await other.request.get('/api/auth/me')).status()).toBe(401);

    await other.getByRole('textbox', { name: 'Пароль', exact: true }).fill(password);
    await other.getByRole('button', { name: 'Подтвердить email' }).click();
    await expect(other.getByRole('heading', { name: 'Email успешно подтвержден!' })).toBeVisible();
    await expect(other).toHaveURL(/\/events$/, { timeout: 6_000 });
    expect((await (await other.request.get('/api/auth/me')).json()).email).toBe(email);
  } finally {
    await elsewhere.close();
  }
});
