import { EVENT_CATEGORIES, type Event, type EventRequest } from '@city/contracts';
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { expectNoSeriousFindings } from '../support/axe';
import { cityDateTime, expect, PERSON_PASSWORD, test as eventsTest, type Person } from '../support/events';
import { samplePng } from '../support/images';
import { wordsCutIn } from '@city/testing/words-cut';
import {
  feedElement,
  startPartnerSite,
  watchPageProblems,
  widgetScript,
  type FeedAttributes,
  type PartnerSite,
} from '../support/partnerSite';

/**
 * docs/partner-feed.md#widget: the feed as a partner's reader meets it, on a page of another origin under
 * the partner's strict CSP, through the built widget.js and the real feed API.
 */
const test = eventsTest.extend<object, { partnerSite: PartnerSite }>({
  partnerSite: [
    async ({ platform }, use) => {
      const site = await startPartnerSite(platform.url);
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
});

/** A failed journey carries the platform's log: the feed's own errors are only there. */
test.afterEach(async ({ platform }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach('platform.log', { body: platform.output(), contentType: 'text/plain' });
});

const [LEISURE, CULTURE, LEARNING, SPORT] = EVENT_CATEGORIES;
const FALLBACK_LINK = { name: 'Афиша', exact: true } as const;
/** A search no event matches: a valid feed with nothing in it. */
const NOTHING_MATCHES = 'каллиграфиябезсобытий';

/** A partner page with the one script tag and the given feeds. */
function publishFeeds(partnerSite: PartnerSite, platformUrl: string, title: string, feeds: FeedAttributes[]): string {
  return partnerSite.publish({
    title,
    body: [widgetScript(platformUrl), ...feeds.map((feed) => `<section>${feedElement(platformUrl, feed)}</section>`)].join('\n'),
  });
}

/**
 * An event the public feed shows. Real-sounding texts, since the automatic moderation (docs/moderation.md#when-a-post-is-checked)
 * reads every new event and an event it holds leaves every list; the check says so plainly
 * instead of letting a card go missing.
 */
async function createListedEvent(
  organizer: Person,
  event: Partial<EventRequest> & Pick<EventRequest, 'title' | 'description' | 'address'>,
): Promise<Event> {
  const created = await organizer.api.create(event);
  expect(created.systemClaim, `автоматическая модерация скрыла «${created.title}»`).toBeNull();
  return created;
}

/** The computed background of the first card of a feed (or of the app's list). */
const cardBackground = (scope: Page | Locator): Promise<string> =>
  scope
    .getByRole('article')
    .first()
    .evaluate((card) => getComputedStyle(card).backgroundColor);

/** The outline drawn for a link, on itself or on its stretched ::after (the card-wide focus ring). */
const focusRingOf = (link: Locator): Promise<string> =>
  link.evaluate((element) => {
    const styles = [getComputedStyle(element), getComputedStyle(element, '::after')];
    return styles.find((style) => style.outlineStyle !== 'none')?.outlineStyle ?? 'none';
  });

/** The browser's own console line for a feed request that failed ("Failed to load resource"): not the widget's. */
function isBrowserLineForFeedRequest(message: ConsoleMessage, platformUrl: string): boolean {
  return message.text().startsWith('Failed to load resource') && message.location().url.startsWith(`${platformUrl}/api/public/feed?`);
}

test('two feeds of different categories on a partner page show their own events under the partner CSP', async ({
  page,
  person,
  platform,
  partnerSite,
}) => {
  // The earliest events of the journeys (tomorrow morning), so each feed's first six are these.
  const organizer = await person('partner-organizer');
  const poster = await organizer.api.uploadImage(await samplePng());
  const lecture = await createListedEvent(organizer, {
    title: 'Лекция о русском авангарде',
    description:
      'Искусствовед расскажет о Малевиче, Родченко и Поповой и покажет работы из собраний московских музеев. ' +
      'Вход свободный, после лекции — вопросы.',
    address: 'Москва, Тверская улица, 8, библиотека имени Некрасова',
    category: CULTURE,
    startDate: cityDateTime(1, '09:00'),
    imageUrl: poster,
  });
  const exhibition = await createListedEvent(organizer, {
    title: 'Выставка городской фотографии',
    description: 'Снимки Москвы шестидесятых годов из семейных архивов. Экскурсия с куратором в начале каждого часа.',
    address: 'Москва, Большая Никитская улица, 13',
    category: CULTURE,
    startDate: cityDateTime(1, '09:30'),
  });
  const run = await createListedEvent(organizer, {
    title: 'Забег по набережной',
    description: 'Пробежка на пять километров в спокойном темпе вдоль Москвы-реки. Подходит новичкам, встречаемся у входа в парк.',
    address: 'Москва, Пушкинская набережная, 1',
    category: SPORT,
    startDate: cityDateTime(1, '09:15'),
  });
  const hike = await createListedEvent(organizer, {
    title: 'Поход выходного дня',
    description: 'Прогулка по лесопарку Битца на десять километров с привалом и чаем из термоса. Удобная обувь обязательна.',
    address: 'Москва, Балаклавский проспект, 33',
    category: SPORT,
    startDate: cityDateTime(1, '09:45'),
  });

  const problems = watchPageProblems(page);
  await page.goto(
    publishFeeds(partnerSite, platform.url, 'Библиотека на Тверской', [
      { id: 'culture', category: CULTURE, limit: 6 },
      { id: 'sport', category: SPORT, limit: 6 },
    ]),
  );
  const cultureFeed = page.locator('#culture');
  const sportFeed = page.locator('#sport');

  for (const [feed, own, others, category] of [
    [cultureFeed, [lecture, exhibition], [run, hike], CULTURE],
    [sportFeed, [run, hike], [lecture, exhibition], SPORT],
  ] as const) {
    await expect(feed.getByRole('region', { name: 'События города' })).toBeVisible();
    for (const event of own) {
      const card = feed.getByRole('article', { name: event.title, exact: true });
      await expect(card).toBeVisible();
      const link = card.getByRole('link', { name: event.title, exact: true });
      await expect(link).toHaveAttribute('href', `${platform.url}/events/${event.id}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    for (const event of others) await expect(feed.getByRole('article', { name: event.title, exact: true })).toHaveCount(0);
    // Every card is a list item, and every one is of this feed's category.
    const cards = feed.getByRole('article');
    await expect(feed.getByRole('listitem').filter({ has: page.getByRole('article') })).toHaveCount(await cards.count());
    for (const card of await cards.all()) await expect(card.getByText(new RegExp(`^${category}$`, 'i'))).toBeVisible();
  }

  // The poster is lazy, sized, and loads from the platform under the partner's img-src.
  const posterImage = cultureFeed.getByRole('article', { name: lecture.title, exact: true }).locator('img');
  await expect(posterImage).toHaveAttribute('loading', 'lazy');
  await expect(posterImage).toHaveAttribute('width', /^\d+$/);
  await expect(posterImage).toHaveAttribute('height', /^\d+$/);
  await expect(posterImage).toHaveAttribute('src', `${platform.url}${poster}`);
  await posterImage.scrollIntoViewIfNeeded();
  await expect.poll(() => posterImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The partner's own styles do not reach the cards, and the fallback link is not shown beside them.
  expect(await cardBackground(cultureFeed)).not.toBe('rgb(255, 0, 0)');
  await expect(page.getByRole('link', FALLBACK_LINK)).toHaveCount(0);

  // Keyboard focus reaches the first card's link inside the shadow root, and its ring is drawn.
  const firstLink = cultureFeed.getByRole('link', { name: lecture.title, exact: true });
  expect(await focusRingOf(firstLink)).toBe('none');
  await page.keyboard.press('Tab');
  await expect(firstLink).toBeFocused();
  expect(await focusRingOf(firstLink)).toBe('solid');

  // Attributes react after load: the culture feed, switched to sport, shows the sport events.
  await cultureFeed.evaluate((feed, sport) => feed.setAttribute('category', sport), SPORT);
  await expect(cultureFeed.getByRole('article', { name: run.title, exact: true })).toBeVisible();
  await expect(cultureFeed.getByRole('article', { name: lecture.title, exact: true })).toHaveCount(0);
  await expect(sportFeed.getByRole('article', { name: run.title, exact: true })).toBeVisible();

  expect(problems()).toEqual([]);
});

test('a card opens the event on the platform in a new tab, with the partner in the link; a signed-out reader signs in first', async ({
  page,
  person,
  platform,
  partnerSite,
}) => {
  const organizer = await person('partner-host');
  const workshop = await createListedEvent(organizer, {
    title: 'Мастер-класс по каллиграфии',
    description: 'Учимся писать широким пером: основы почерка, наклон и ритм. Бумага и тушь выдаются на месте.',
    address: 'Москва, Мясницкая улица, 24',
    category: LEARNING,
    startDate: cityDateTime(2, '12:00'),
  });
  const partnerPage = publishFeeds(partnerSite, platform.url, 'Кофейня у парка', [
    { id: 'learning', category: LEARNING, limit: 6, partner: 'kofeynya-u-parka' },
  ]);
  const eventUrl = `${platform.url}/events/${workshop.id}?utm_source=kofeynya-u-parka&utm_medium=widget`;
  const expectEventUrl = (tab: Page) => {
    const opened = new URL(tab.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(`${platform.url}/events/${workshop.id}`);
    expect(Object.fromEntries(opened.searchParams)).toEqual({ utm_source: 'kofeynya-u-parka', utm_medium: 'widget' });
  };

  await test.step('a signed-out reader: /login, then the event', async () => {
    await page.goto(partnerPage);
    const link = page.locator('#learning').getByRole('link', { name: workshop.title, exact: true });
    await expect(link).toHaveAttribute('href', eventUrl);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForURL((url) => url.origin === platform.url && url.pathname === '/login');
    await tab.getByLabel('Email').fill(organizer.email);
    await tab.getByRole('textbox', { name: 'Пароль', exact: true }).fill(PERSON_PASSWORD);
    await tab.getByRole('button', { name: 'Войти' }).click();
    await tab.waitForURL((url) => url.pathname === `/events/${workshop.id}`);
    expectEventUrl(tab);
    await expect(tab.getByRole('heading', { level: 1, name: workshop.title })).toBeVisible();
    // The partner's page stays where it was.
    expect(page.url()).toBe(partnerPage);
  });

  await test.step('a signed-in reader: straight to the event', async () => {
    const reader = await person('partner-reader');
    await reader.page.goto(partnerPage);
    const [tab] = await Promise.all([
      reader.context.waitForEvent('page'),
      reader.page.locator('#learning').getByRole('link', { name: workshop.title, exact: true }).click(),
    ]);
    await expect(tab.getByRole('heading', { level: 1, name: workshop.title })).toBeVisible();
    expectEventUrl(tab);
  });
});

test('theme="dark" takes the dark surface, no theme is light, theme="auto" follows the page’s preference, a changed theme switches', async ({
  page,
  person,
  platform,
  partnerSite,
}) => {
  const organizer = await person('partner-theme');
  await createListedEvent(organizer, {
    title: 'Квиз в районной библиотеке',
    description: 'Командная игра на эрудицию: шесть раундов о кино, истории и науке. Команды до шести человек.',
    address: 'Москва, улица Покровка, 27',
    category: LEISURE,
    startDate: cityDateTime(2, '18:00'),
  });

  // The design system's own card surfaces, read from the platform's list in each scheme.
  const appSurface: Record<'light' | 'dark', string> = { light: '', dark: '' };
  for (const colorScheme of ['light', 'dark'] as const) {
    await organizer.page.emulateMedia({ colorScheme });
    await organizer.page.goto('/events');
    await expect(organizer.page.getByRole('article').first()).toBeVisible();
    appSurface[colorScheme] = await cardBackground(organizer.page);
  }
  expect(appSurface.dark).not.toBe(appSurface.light);

  const problems = watchPageProblems(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(
    publishFeeds(partnerSite, platform.url, 'Городской журнал', [
      { id: 'light', category: LEISURE, theme: 'light' },
      { id: 'dark', category: LEISURE, theme: 'dark' },
      { id: 'default', category: LEISURE },
      { id: 'auto', category: LEISURE, theme: 'auto' },
    ]),
  );
  const light = page.locator('#light');
  const dark = page.locator('#dark');
  const byDefault = page.locator('#default');
  const auto = page.locator('#auto');
  for (const feed of [light, dark, byDefault, auto]) await expect(feed.getByRole('article').first()).toBeVisible();

  await expect.poll(() => cardBackground(light)).toBe(appSurface.light);
  await expect.poll(() => cardBackground(dark)).toBe(appSurface.dark);
  await expect.poll(() => cardBackground(byDefault)).toBe(appSurface.light);
  await expect.poll(() => cardBackground(auto)).toBe(appSurface.light);

  // A reader whose system is dark: only the feed whose partner asked for auto follows them.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => cardBackground(auto)).toBe(appSurface.dark);
  await expect.poll(() => cardBackground(byDefault)).toBe(appSurface.light);
  await expect.poll(() => cardBackground(light)).toBe(appSurface.light);

  await dark.evaluate((feed) => feed.setAttribute('theme', 'light'));
  await light.evaluate((feed) => feed.setAttribute('theme', 'dark'));
  await expect.poll(() => cardBackground(dark)).toBe(appSurface.light);
  await expect.poll(() => cardBackground(light)).toBe(appSurface.dark);

  expect(problems()).toEqual([]);
});

/** Events whose titles, chips and address are as long as real ones get: a title past two lines, the longest category labels, a price. */
async function createLongTextEvents(organizer: Person): Promise<Event[]> {
  return [
    await createListedEvent(organizer, {
      title: 'Большой городской фестиваль уличной музыки, театра и танца на Ордынке с участием коллективов из двенадцати регионов России',
      description: 'Три сцены под открытым небом: духовые оркестры, уличный театр и танцевальные коллективы. Программа на весь день.',
      address: 'Москва, Большая Ордынка, 17, двор усадьбы Демидовых, вход со стороны Толмачёвского переулка',
      category: CULTURE,
      startDate: cityDateTime(4, '12:00'),
      durationMinutes: 150,
      ageLimit: 16,
      isPaid: true,
      price: 1500,
    }),
    await createListedEvent(organizer, {
      title: 'Лекция о конструктивизме и доходных домах Ордынки для старшеклассников и их родителей',
      description: 'Архитектор расскажет, как менялась улица за сто лет, и покажет чертежи из городского архива.',
      address: 'Москва, Большая Ордынка, 39, библиотека',
      category: LEARNING,
      startDate: cityDateTime(4, '16:00'),
      ageLimit: 12,
    }),
  ];
}

for (const { layout, viewport, sidebar } of [
  { layout: 'list', viewport: { width: 390, height: 844 }, sidebar: null },
  { layout: 'compact', viewport: { width: 1280, height: 900 }, sidebar: 300 },
] as const) {
  const where = sidebar ? `in a ${sidebar} px sidebar` : `at ${viewport.width} px`;
  test(`${layout} ${where}: no title, chip or fact is cut mid-word`, async ({ page, person, platform, partnerSite }) => {
    const organizer = await person(`partner-words-${layout}`);
    const events = await createLongTextEvents(organizer);
    await page.setViewportSize(viewport);
    await page.goto(publishFeeds(partnerSite, platform.url, 'Журнал «Замоскворечье»', [{ id: 'words', search: 'Ордынк', layout }]));
    const feed = page.locator('#words');
    // The partner's sidebar: its width set through the CSSOM, which the page's CSP allows.
    if (sidebar) await feed.evaluate((element, width) => ((element.parentElement as HTMLElement).style.width = `${width}px`), sidebar);
    // The other layout's journey made the same events: either copy will do.
    for (const event of events) await expect(feed.getByRole('article', { name: event.title, exact: true }).first()).toBeVisible();
    const width = await feed.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(sidebar ?? viewport.width);
    expect(await feed.evaluate(wordsCutIn, { inShadowRoot: true, lineClamp: true })).toEqual([]);
  });
}

test('category takes the latin names too: the same feed as the Russian label, on the same URL', async ({
  page,
  person,
  platform,
  partnerSite,
}) => {
  const organizer = await person('partner-aliases');
  const concert = await createListedEvent(organizer, {
    title: 'Концерт камерного хора в усадьбе',
    description: 'Русская духовная музыка и романсы в исполнении хора студентов консерватории. Вход по предварительной записи.',
    address: 'Москва, улица Большая Ордынка, 34',
    category: CULTURE,
    startDate: cityDateTime(2, '09:00'),
  });
  const swim = await createListedEvent(organizer, {
    title: 'Утренний заплыв в открытом бассейне',
    description: 'Тренировка на час с тренером: техника кроля и дыхания. Шапочка и очки обязательны.',
    address: 'Москва, Лужнецкая набережная, 24',
    category: SPORT,
    startDate: cityDateTime(2, '09:30'),
  });
  const feedUrls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/public/feed') feedUrls.push(request.url());
  });
  const problems = watchPageProblems(page);
  await page.goto(
    publishFeeds(partnerSite, platform.url, 'Городской журнал', [
      { id: 'culture', category: 'culture', limit: 24 },
      { id: 'sport', category: 'Sport', limit: 24 },
      { id: 'label', category: CULTURE, limit: 24 },
    ]),
  );
  await expect(page.locator('#culture').getByRole('article', { name: concert.title, exact: true })).toBeVisible();
  await expect(page.locator('#culture').getByRole('article', { name: swim.title, exact: true })).toHaveCount(0);
  await expect(page.locator('#sport').getByRole('article', { name: swim.title, exact: true })).toBeVisible();
  await expect(page.locator('#sport').getByRole('article', { name: concert.title, exact: true })).toHaveCount(0);
  await expect(page.locator('#label').getByRole('article', { name: concert.title, exact: true })).toBeVisible();
  // Every card of the latin-named feeds is of its category.
  for (const [id, category] of [['culture', CULTURE], ['sport', SPORT]] as const) {
    for (const card of await page.locator(`#${id}`).getByRole('article').all()) {
      await expect(card.getByText(new RegExp(`^${category}$`, 'i'))).toBeVisible();
    }
  }
  // `culture` asks for the Russian label, so it and the label's feed are one URL (one cached answer).
  const categories = feedUrls.map((url) => new URL(url).searchParams.get('category'));
  expect(new Set(categories)).toEqual(new Set([CULTURE, SPORT]));
  expect(problems()).toEqual([]);
});

test('a limit above the maximum shows the maximum, 24 cards', async ({ page, person, platform, partnerSite }) => {
  const organizer = await person('partner-limit');
  for (let table = 1; table <= 25; table += 1) {
    await createListedEvent(organizer, {
      title: `Шахматный вечер в клубе «Гамбит», стол ${table}`,
      description: 'Быстрые партии с часами для всех уровней: доски и фигуры клуба, чай и разбор интересных позиций в конце вечера.',
      address: 'Москва, Гоголевский бульвар, 14',
      category: LEISURE,
      startDate: cityDateTime(6, `${String(8 + Math.floor(table / 4)).padStart(2, '0')}:${String((table % 4) * 15).padStart(2, '0')}`),
    });
  }
  const problems = watchPageProblems(page);
  const feedRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/public/feed');
  await page.goto(publishFeeds(partnerSite, platform.url, 'Шахматный клуб', [{ id: 'many', search: 'Гамбит', limit: 100 }]));
  expect(new URL((await feedRequest).url()).searchParams.get('limit')).toBe('24');
  const feed = page.locator('#many');
  await expect(feed.getByRole('article')).toHaveCount(24);
  await expect(feed.getByText('Не удалось загрузить события')).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test('a feed with nothing to show says so and leads to the platform’s events', async ({ page, platform, partnerSite }) => {
  const problems = watchPageProblems(page);
  await page.goto(publishFeeds(partnerSite, platform.url, 'Клуб настольных игр', [{ id: 'nothing', search: NOTHING_MATCHES }]));
  const feed = page.locator('#nothing');
  await expect(feed.getByText('Пока нет событий')).toBeVisible();
  await expect(feed.getByRole('link', { name: 'Смотреть афишу' })).toHaveAttribute('href', `${platform.url}/events`);
  await expect(feed.getByRole('article')).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test('an unknown category shows the empty state', async ({ page, platform, partnerSite }) => {
  const problems = watchPageProblems(page, (message) => isBrowserLineForFeedRequest(message, platform.url));
  await page.goto(publishFeeds(partnerSite, platform.url, 'Бар «Подвал»', [{ id: 'unknown', category: 'нет такой' }]));
  const feed = page.locator('#unknown');
  await expect(feed.getByText('Пока нет событий')).toBeVisible();
  await expect(feed.getByRole('link', { name: 'Смотреть афишу' })).toHaveAttribute('href', `${platform.url}/events`);
  expect(problems()).toEqual([]);
});

test('with the feed API down the feed shows a quiet error with a link, and the page hears nothing', async ({
  page,
  platform,
  partnerSite,
}) => {
  await page.route(
    (url) => url.origin === platform.url && url.pathname === '/api/public/feed',
    (route) => route.abort('connectionrefused'),
  );
  const problems = watchPageProblems(page, (message) => isBrowserLineForFeedRequest(message, platform.url));
  await page.goto(publishFeeds(partnerSite, platform.url, 'Театр на набережной', [{ id: 'down', category: CULTURE }]));
  const feed = page.locator('#down');
  await expect(feed.getByText('Не удалось загрузить события')).toBeVisible();
  const link = feed.getByRole('link', { name: 'Открыть афишу' });
  await expect(link).toHaveAttribute('href', `${platform.url}/events`);
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(feed.getByRole('article')).toHaveCount(0);
  await expect(feed.getByRole('region', { name: 'События города' })).not.toHaveAttribute('aria-busy', 'true');
  expect(problems()).toEqual([]);
});

test('with scripts off the partner’s fallback link is shown', async ({ browser, platform, partnerSite }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(publishFeeds(partnerSite, platform.url, 'Книжный магазин', [{ id: 'fallback', category: CULTURE }]));
    await expect(page.getByRole('link', FALLBACK_LINK)).toBeVisible();
    await expect(page.getByRole('link', FALLBACK_LINK)).toHaveAttribute('href', `${platform.url}/events`);
    await expect(page.getByRole('article')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the iframe variant shows the feed on a partner page, and the platform’s own pages refuse to be framed', async ({
  page,
  person,
  platform,
  partnerSite,
}) => {
  const organizer = await person('partner-frame');
  const tour = await createListedEvent(organizer, {
    title: 'Экскурсия по Замоскворечью',
    description: 'Пешая прогулка по старым переулкам: купеческие особняки, храмы и история района. Два часа неспешным шагом.',
    address: 'Москва, Пятницкая улица, 2',
    category: LEARNING,
    startDate: cityDateTime(2, '15:00'),
  });
  const embedSrc = `${platform.url}/embed/feed?${new URLSearchParams({ category: LEARNING, limit: '6' }).toString()}`;
  await page.goto(
    partnerSite.publish({
      title: 'Сайт-конструктор без скриптов',
      framesPlatform: true,
      body: [
        `<iframe title="Афиша города" src="${embedSrc.replace(/&/g, '&amp;')}" width="800" height="900"></iframe>`,
        `<iframe title="Страница платформы" src="${platform.url}/events" width="800" height="400"></iframe>`,
      ].join('\n'),
    }),
  );

  const card = page.frameLocator('iframe[title="Афиша города"]').getByRole('article', { name: tour.title, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: tour.title, exact: true })).toHaveAttribute('href', `${platform.url}/events/${tour.id}`);

  // frame-ancestors 'none' everywhere else: Chromium puts its error page in place of the refused document.
  const refusedFrame = await (await page.locator('iframe[title="Страница платформы"]').elementHandle())?.contentFrame();
  expect(refusedFrame).toBeTruthy();
  await expect.poll(() => refusedFrame?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe[title="Страница платформы"]').getByRole('heading')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the partner page with its feeds (${colorScheme}) has no serious or critical axe findings, shadow roots included`, async ({
    page,
    person,
    platform,
    partnerSite,
  }) => {
    const organizer = await person(`partner-axe-${colorScheme}`);
    await createListedEvent(organizer, {
      title: 'Семейный квиз в библиотеке',
      description: 'Командная игра для родителей и детей: пять раундов о книгах, природе и городе. Команды до пяти человек.',
      address: 'Москва, улица Покровка, 27',
      category: LEISURE,
      startDate: cityDateTime(3, '20:00'),
      isPaid: true,
      price: 700,
    });
    await createListedEvent(organizer, {
      title: 'Велопрогулка по бульварам',
      description: 'Неспешная поездка по Бульварному кольцу с остановками у памятников. Велосипеды можно взять напрокат у старта.',
      address: 'Москва, Гоголевский бульвар, 1',
      category: SPORT,
      startDate: cityDateTime(3, '08:00'),
      ageLimit: 16,
    });

    await page.emulateMedia({ colorScheme });
    await page.goto(
      publishFeeds(partnerSite, platform.url, 'Партнёр: афиша района', [
        { id: 'leisure', category: LEISURE, theme: colorScheme, title: 'Досуг рядом' },
        { id: 'sport', category: SPORT, layout: 'list' },
        { id: 'empty', search: NOTHING_MATCHES, layout: 'compact' },
      ]),
    );
    await expect(page.locator('#leisure').getByRole('article').first()).toBeVisible();
    await expect(page.locator('#sport').getByRole('article').first()).toBeVisible();
    await expect(page.locator('#empty').getByText('Пока нет событий')).toBeVisible();
    await expectNoSeriousFindings(page);
  });
}
