import { expect, linkFromMail, test } from '../support/fixtures';
import { createVerifiedAccount, uniqueEmail } from '../support/accounts';

test('forgot → reset from the mail → the old password fails, the new one works', async ({ page, platform }) => {
  const email = uniqueEmail('boris');
  const oldPassword = 'Old1pass';
  const newPassword = 'New2pass';
  await createVerifiedAccount(platform, page.request, email, oldPassword);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByText('Письмо отправлено!')).toBeVisible();

  const mail = await platform.mail.nextMailTo(email);
  const link = linkFromMail(mail.text, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Введите новый пароль' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Новый пароль', exact: true }).fill(newPassword);
  await page.getByLabel('Подтверждение нового пароля').fill(newPassword);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByRole('heading', { name: 'Пароль успешно изменён' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверный email или пароль')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/events$/);

  // The link was single use.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Новый пароль', exact: true }).fill('Third3pass');
  await page.getByLabel('Подтверждение нового пароля').fill('Third3pass');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Ссылка могла истечь или была уже использована.')).toBeVisible();
});
