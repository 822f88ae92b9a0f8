import { expect, PERSON_PASSWORD, test } from '../support/events';

const TITLE = 'Лекция о звёздах в планетарии';
const ADDRESS = 'Садовая-Кудринская ул., 5, стр. 1';

/**
 * docs/events.md#ссылки-на-событие-превью: a link to an event, shared in a messenger, carries the
 * event's preview tags; a signed-out person who follows it is asked to sign in, sees above the form
 * which event that leads to, and lands on it after signing in.
 */
test('a shared event link shows the event on /login and opens it after sign-in', async ({ person }) => {
  const organizer = await person('astronomer');
  const event = await organizer.api.create({ title: TITLE, category: 'обучение и развитие', address: ADDRESS });

  const reader = await person('stargazer');
  await reader.context.clearCookies();
  const page = reader.page;

  // What a messenger's crawler reads: the same page, with the event's tags.
  const html = await (await reader.context.request.get(`/events/${event.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${TITLE}" />`);
  expect(html).toContain('<script type="application/ld+json">');

  await page.goto(`/events/${event.id}`);
  await expect(page).toHaveURL(/\/login$/);
  const teaser = page.getByRole('region', { name: 'После входа откроется мероприятие' });
  await expect(teaser.getByText(TITLE)).toBeVisible();
  await expect(teaser.getByText(ADDRESS)).toBeVisible();
  await expect(teaser.getByTestId('event-image-placeholder')).toHaveAttribute('data-art', 'learning');

  await page.getByLabel('Email').fill(reader.email);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(PERSON_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
});

test('/login without a return to an event shows no teaser', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'После входа откроется мероприятие' })).toHaveCount(0);
});
