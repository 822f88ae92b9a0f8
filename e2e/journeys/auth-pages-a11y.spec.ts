import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';

const token = 'a'.repeat(43);
const authPages = [
  { path: '/login', heading: 'Вход' },
  { path: '/register', heading: 'Регистрация' },
  { path: '/forgot-password', heading: 'Восстановление пароля' },
  { path: `/reset-password?token=${token}`, heading: 'Введите новый пароль' },
  { path: '/reset-password', heading: 'Недействительная ссылка для сброса пароля' },
  { path: '/verify-email', heading: 'Недействительная ссылка подтверждения' },
  { path: '/unsubscribe', heading: 'Ссылка для отписки недействительна' },
  // A well-formed key no account has: the page asks the server, which refuses it.
  { path: `/unsubscribe?key=${'0'.repeat(32)}`, heading: 'Ссылка для отписки недействительна' },
  { path: '/email-sent?email=anna%40example.com&type=verification', heading: 'Проверьте почту' },
  { path: '/this-page-does-not-exist', heading: 'Страница не найдена' },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const { path, heading } of authPages) {
    test(`${path} (${scheme}) has no serious or critical axe findings`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
}

test('the built app runs under the strict Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('abc');
  await expect(page.getByText('Слабый')).toBeVisible();
  expect(violations).toEqual([]);
});
