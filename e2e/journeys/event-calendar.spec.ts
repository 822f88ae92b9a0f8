import { expect, test } from '../support/events';

const TITLE = 'Лекция о московском модерне';

/**
 * docs/events.md#calendars: a participant puts an event into a calendar from its page, then
 * subscribes to their own events from /profile and replaces the address, which shuts the old one.
 */
test('«Добавить в календарь» downloads the .ics, and the profile feed follows the joined event', async ({ person, platform, playwright }) => {
  const organizer = await person('lecturer');
  const event = await organizer.api.create({ title: TITLE, category: 'обучение и развитие' });
  const anna = await person('listener');
  await anna.api.join(event.id);

  const page = anna.page;
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить в календарь' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Скачать .ics', 'Google Календарь', 'Яндекс Календарь']);
  const google = new URL((await menu.getByRole('menuitem', { name: /Google Календарь/ }).getAttribute('href'))!);
  expect(google.searchParams.get('text')).toBe(TITLE);
  expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  await expect(menu.getByRole('menuitem', { name: /Яндекс Календарь/ })).toHaveAttribute('target', '_blank');

  const [download] = await Promise.all([page.waitForEvent('download'), menu.getByRole('menuitem', { name: 'Скачать .ics' }).click()]);
  expect(download.suggestedFilename()).toBe(`event-${event.id}.ics`);
  const file = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(file).toContain(`UID:event-${event.id}@`);
  expect(file).toContain(`SUMMARY:${TITLE}`);

  // The profile's «Календарь»: the address, its webcal: twin, and a new address on demand.
  await page.goto('/profile');
  const field = page.getByRole('textbox', { name: 'Ссылка для подписки' });
  await expect(field).toHaveValue(/\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const firstUrl = await field.inputValue();
  await expect(page.getByRole('link', { name: 'Подписаться в приложении календаря' })).toHaveAttribute(
    'href',
    firstUrl.replace(/^https?:\/\//, 'webcal://'),
  );

  // A calendar app has no cookies.
  const calendarApp = await playwright.request.newContext({ baseURL: platform.url });
  const feed = await calendarApp.get(new URL(firstUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`SUMMARY:${TITLE}`);

  await page.getByRole('button', { name: 'Выпустить новую ссылку' }).click();
  await expect(page.getByText('Выпущена новая ссылка на календарь. Старая больше не работает')).toBeVisible();
  await expect(field).not.toHaveValue(firstUrl);
  const secondUrl = await field.inputValue();
  expect((await calendarApp.get(new URL(firstUrl).pathname)).status()).toBe(404);
  expect((await calendarApp.get(new URL(secondUrl).pathname)).status()).toBe(200);
  await calendarApp.dispose();
});
