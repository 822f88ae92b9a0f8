import { expect, test } from '../support/events';

const TITLE = 'Джазовый вечер на крыше';
const ADDRESS = 'Крымский Вал, 9';

/**
 * docs/partner-feed.md#subscribing-to-a-search and docs/events.md#share-and-map: a filtered list
 * offers its search as a calendar and an RSS feed that a reader without cookies can fetch; the
 * event's page copies its link and sends its address to two maps.
 */
test('«Подписаться» gives the search’s feeds, «Поделиться» copies the link, the address opens on maps', async ({
  person,
  platform,
  playwright,
}) => {
  const organizer = await person('jazz-host');
  const event = await organizer.api.create({ title: TITLE, category: 'культура и искусство', address: ADDRESS });
  await organizer.api.create({ title: 'Турнир по шахматам', category: 'другое' });
  const anna = await person('subscriber');
  const page = anna.page;
  await anna.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.url });

  await page.goto('/events?category=culture&search=джаз');
  await page.getByRole('button', { name: 'Подписаться' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подписка на поиск' });
  await expect(dialog.getByRole('heading', { name: 'Календарь (iCal)' })).toBeVisible();
  const https = (await dialog.locator('code').nth(1).textContent())!;
  const rss = (await dialog.locator('code').nth(2).textContent())!;
  await expect(dialog.locator('code').first()).toHaveText(https.replace(/^https?:\/\//, 'webcal://'));
  expect(new URL(https).pathname).toBe('/api/public/events.ics');
  expect(new URL(https).searchParams.get('category')).toBe('культура и искусство');
  expect(new URL(https).searchParams.get('search')).toBe('джаз');

  await dialog.getByRole('button', { name: 'Копировать: Ссылка на RSS-ленту' }).click();
  await expect(dialog.getByRole('button', { name: 'Скопировано: Ссылка на RSS-ленту' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rss);

  // A calendar app and a feed reader have no cookies.
  const reader = await playwright.request.newContext();
  const calendar = await reader.get(https);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await calendar.text();
  expect(ics).toContain(`UID:event-${event.id}@`);
  expect(ics).toContain(`SUMMARY:${TITLE}`);
  expect(ics).not.toContain('Турнир по шахматам');
  const feed = await reader.get(rss);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`<title><![CDATA[${TITLE}]]></title>`);
  await reader.dispose();
  await page.keyboard.press('Escape');

  // The event's page: Chromium on Linux has no share sheet, so the link is copied.
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Поделиться' }).click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${platform.url}/events/${event.id}`);
  const yandex = page.getByRole('link', { name: 'Яндекс Карты (в новой вкладке)' });
  await expect(yandex).toHaveAttribute('target', '_blank');
  await expect(yandex).toHaveAttribute('rel', 'noopener noreferrer');
  expect(new URL((await yandex.getAttribute('href'))!).searchParams.get('text')).toContain(ADDRESS);
  const osm = page.getByRole('link', { name: 'OpenStreetMap (в новой вкладке)' });
  expect(new URL((await osm.getAttribute('href'))!).searchParams.get('query')).toContain(ADDRESS);
});
