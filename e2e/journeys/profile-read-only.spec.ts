import { ACCOUNT_STATUS_MESSAGES } from '@city/contracts';
import { expect, test } from '../support/statusAccounts';

for (const status of ['suspended', 'blocked'] as const) {
  test(`a ${status} account sees its profile read-only with the status message`, async ({ signIn, accounts }) => {
    const account = accounts[status];
    const { page } = await signIn(account);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();

    // docs/people.md#own-profile: the form says why and offers nothing to save.
    const form = page.locator('form');
    await expect(form.getByRole('status').filter({ hasText: ACCOUNT_STATUS_MESSAGES[status] })).toBeVisible();
    // Said once: the layout's notice steps aside on this page.
    await expect(page.getByText(ACCOUNT_STATUS_MESSAGES[status])).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveValue(account.displayName);
    await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('switch', { name: 'Показывать имя' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
    const accountInfo = page.getByRole('region', { name: 'Информация об аккаунте' });
    await expect(accountInfo.getByText(account.email, { exact: true })).toBeVisible();

    // Cancel leads to / (a blocked account is sent back here from there).
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect(page).toHaveURL(status === 'blocked' ? /\/profile$/ : /\/$/);
  });
}
