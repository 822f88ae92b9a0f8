import { expect, test } from '../support/fixtures';
import { createVerifiedAccount, uniqueEmail } from '../support/accounts';

/** docs/operations.md#rate-limits: three password-reset requests an hour per e-mail; the fourth shows the panel. */
test('repeated forgot-password shows the rate-limit panel counting down', async ({ page, platform }) => {
  const email = uniqueEmail('limit');
  await createVerifiedAccount(platform, page.request, email, 'Lim1tpass');
  await page.context().clearCookies();

  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByText('Письмо отправлено!')).toBeVisible();
  }

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();

  await expect(page.getByRole('heading', { name: 'Слишком много запросов восстановления' })).toBeVisible();
  await expect(page.getByText('Использовано попыток: 3 из 3')).toBeVisible();
  await expect(page.getByText(/Ограничение снимется в \d{2}:\d{2}/)).toBeVisible();
  const timer = page.getByRole('timer');
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
  await expect(page.getByRole('button', { name: 'Повторить попытку' })).toBeDisabled();
});
