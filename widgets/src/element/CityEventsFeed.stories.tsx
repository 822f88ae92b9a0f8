import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SpecRule } from '@city/design-system/spec-rules';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FEED_DIMENSIONS } from '../feed/dimensions';
import type { FeedRenderState } from './CityEventsFeed';
import { FeedStage, renderedStates, type FeedStageProps } from './stories/FeedStage';
import { STORY_ORIGIN } from '../fixtures';
import { storyTransport } from './stories/storyTransport';
import { wordsCutInFeed } from './stories/wordsCut';

/**
 * `<city-events-feed>` on a partner's page: the real element, its requests answered by the real
 * fragment renderer over sample events and the fragment's own vanilla-extract CSS as feed.css.
 * The play functions look inside the open shadow root, as axe does.
 */
const meta = {
  title: 'Виджет/Лента событий для партнёров',
  component: FeedStage,
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Встраиваемая лента событий для сайтов партнёров: элемент <city-events-feed>, отрисованный внутри Shadow DOM',
        state: 'Сетка карточек в области «События города»',
        story: 'Grid',
      },
      {
        rule: 'Светлая и тёмная темы',
        state: 'Цвета темы, выбранной атрибутом theme',
        story: 'Dark',
      },
    ] satisfies SpecRule[],
  },
  args: { attributes: { category: 'культура и искусство', limit: '4' }, transport: storyTransport() },
} satisfies Meta<typeof FeedStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

const CULTURE_TITLES = [
  'Джазовый вечер в парке Горького',
  'Лекция о конструктивизме в Музее Москвы',
  'Ночь кино: фильмы Тарковского',
  'Спектакль «Чайка» в студии на Арбате',
];

function shownFeed(canvasElement: HTMLElement) {
  const feed = canvasElement.querySelector('city-events-feed');
  const region = feed?.shadowRoot?.querySelector('section');
  if (!feed?.shadowRoot || !region) throw new Error('the feed has no open shadow root with its region');
  // Everything the element shows is inside its region, so queries start there.
  return { feed, region, shadow: within(region), root: feed.shadowRoot };
}

/**
 * The feed once the stage has put it on the page: the stage adds it in an effect, which a production
 * build (the published Storybook) may run after the play function has begun.
 */
const feedIn = (canvasElement: HTMLElement) => waitFor(() => shownFeed(canvasElement));

/** Waits for the element to report `state` as its latest render, counting only renders after the first `after`. */
async function rendered(feed: Element, state: FeedRenderState, after = 0) {
  await waitFor(() => expect(renderedStates(feed).slice(after).at(-1)).toBe(state), { timeout: 5000 });
}

/** A <section> with an accessible name is a region landmark. */
async function expectRegion(region: HTMLElement, name: string) {
  await expect(region.tagName).toBe('SECTION');
  await expect(region).toHaveAccessibleName(name);
}

/** Each card a list item with an accessible name, its title link opening the platform in a new tab. */
async function expectCards(canvasElement: HTMLElement, titles: string[], rendersBefore = 0) {
  const { feed, shadow } = await feedIn(canvasElement);
  await rendered(feed, 'feed', rendersBefore);
  const cards = shadow.getAllByRole('article');
  await expect(cards).toHaveLength(titles.length);
  // Each card is an item of the feed's list (its badges are a list of their own inside it).
  const items = shadow.getAllByRole('listitem');
  for (const card of cards) await expect(items).toContain(card.closest('li'));
  for (const title of titles) {
    await expect(shadow.getByRole('article', { name: title })).toBeVisible();
    const link = shadow.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link.getAttribute('href')).toMatch(new RegExp(`^${STORY_ORIGIN}/events/\\d+`));
  }
  await expectRegion((await feedIn(canvasElement)).region, 'События города');
  await expect((await feedIn(canvasElement)).region).not.toHaveAttribute('aria-busy');
}

/** The cards' height in a layout: the fixed one the skeleton reserved. */
async function expectCardHeights(canvasElement: HTMLElement, height: number) {
  const { shadow } = await feedIn(canvasElement);
  for (const article of shadow.getAllByRole('article')) await expect(article.getBoundingClientRect().height).toBe(height);
}

export const Loading: Story = {
  name: 'Загрузка: скелет',
  args: { attributes: { limit: '3' }, transport: storyTransport('never') },
  play: async ({ canvasElement }) => {
    const { feed, region, root } = await feedIn(canvasElement);
    await rendered(feed, 'loading');
    await expectRegion(region, 'События города');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const placeholders = [...root.querySelectorAll('.cef-placeholder')];
    await expect(placeholders).toHaveLength(3);
    for (const placeholder of placeholders) {
      await expect(placeholder.getBoundingClientRect().height).toBe(FEED_DIMENSIONS.cardHeight.grid);
    }
  },
};

export const Grid: Story = {
  name: 'Сетка',
  args: { attributes: { category: 'культура и искусство', limit: '4', layout: 'grid', partner: 'bar-karl' } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    await expectCardHeights(canvasElement, FEED_DIMENSIONS.cardHeight.grid);
    const { shadow } = await feedIn(canvasElement);
    await expect(shadow.getByRole('link', { name: CULTURE_TITLES[0] })).toHaveAttribute(
      'href',
      `${STORY_ORIGIN}/events/101?utm_source=bar-karl&utm_medium=widget`,
    );
  },
};

export const List: Story = {
  name: 'Список',
  args: { attributes: { category: 'культура и искусство', limit: '4', layout: 'list' } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    await expectCardHeights(canvasElement, FEED_DIMENSIONS.cardHeight.list);
  },
};

export const Compact: Story = {
  name: 'Компактный список',
  args: { attributes: { category: 'культура и искусство', limit: '4', layout: 'compact' } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    await expectCardHeights(canvasElement, FEED_DIMENSIONS.cardHeight.compact);
  },
};

export const ListOnPhone: Story = {
  name: 'Список на телефоне (390 px): слова целиком',
  args: { attributes: { category: 'культура и искусство', limit: '4', layout: 'list' }, width: 390 },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    await expectCardHeights(canvasElement, FEED_DIMENSIONS.cardHeight.list);
    // A title wraps at spaces; a chip that does not fit whole is left out whole.
    await expect(wordsCutInFeed((await feedIn(canvasElement)).feed)).toEqual([]);
  },
};

export const CompactInSidebar: Story = {
  name: 'Компактный список в боковой колонке (300 px): слова целиком',
  args: { attributes: { category: 'культура и искусство', limit: '4', layout: 'compact' }, width: 300 },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    await expectCardHeights(canvasElement, FEED_DIMENSIONS.cardHeight.compact);
    // One line of whole words, no ellipsis in the middle of one.
    await expect(wordsCutInFeed((await feedIn(canvasElement)).feed)).toEqual([]);
  },
};

export const Empty: Story = {
  name: 'Пусто',
  args: { attributes: { category: 'другое' } },
  play: async ({ canvasElement }) => {
    const { feed, shadow } = await feedIn(canvasElement);
    await rendered(feed, 'empty');
    await expect(shadow.getByText('Пока нет событий')).toBeVisible();
    const link = shadow.getByRole('link', { name: 'Смотреть афишу' });
    await expect(link).toHaveAttribute('href', `${STORY_ORIGIN}/events`);
    await expect(shadow.queryAllByRole('listitem')).toHaveLength(0);
  },
};

async function expectQuietError(canvasElement: HTMLElement) {
  const { feed, shadow } = await feedIn(canvasElement);
  await rendered(feed, 'error');
  await expect(shadow.getByText(/Не удалось загрузить события/)).toBeVisible();
  const link = shadow.getByRole('link', { name: 'Открыть афишу' });
  await expect(link).toHaveAttribute('href', `${STORY_ORIGIN}/events`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  await expectRegion((await feedIn(canvasElement)).region, 'События города');
  await expect((await feedIn(canvasElement)).region).not.toHaveAttribute('aria-busy');
}

export const Unreachable: Story = {
  name: 'Ошибка: нет связи',
  args: { transport: storyTransport('unreachable') },
  play: async ({ canvasElement }) => expectQuietError(canvasElement),
};

export const Unavailable: Story = {
  name: 'Ошибка: сервис недоступен (503)',
  args: { transport: storyTransport('unavailable') },
  play: async ({ canvasElement }) => expectQuietError(canvasElement),
};

export const WithTitle: Story = {
  name: 'С заголовком',
  args: { attributes: { category: 'культура и искусство', limit: '4', title: 'Куда сходить на неделе' } },
  play: async ({ canvasElement }) => {
    const { feed, shadow } = await feedIn(canvasElement);
    await rendered(feed, 'feed');
    const heading = shadow.getByRole('heading', { level: 2, name: 'Куда сходить на неделе' });
    await expectRegion((await feedIn(canvasElement)).region, 'Куда сходить на неделе');
    await expect((await feedIn(canvasElement)).region).toContainElement(heading);
  },
};

export const KeyboardFocus: Story = {
  ...behaviourTest,
  name: 'Фокус с клавиатуры виден',
  args: { attributes: { category: 'культура и искусство', limit: '2' } },
  play: async ({ canvasElement }) => {
    const { feed, shadow } = await feedIn(canvasElement);
    await rendered(feed, 'feed');
    const link = shadow.getByRole('link', { name: CULTURE_TITLES[0] });
    // testing-library's tab() does not enter shadow roots: a key press, then the focus Tab would
    // give (the first link); no pointer was used, so the browser treats it as keyboard focus.
    await userEvent.keyboard('{Tab}');
    link.focus();
    await expect(feed.shadowRoot?.activeElement).toBe(link);
    await expect(link.matches(':focus-visible')).toBe(true);
    const ring = [getComputedStyle(link), getComputedStyle(link, '::after')].find((style) => style.outlineStyle !== 'none');
    await expect(ring?.outlineStyle).toBe('solid');
  },
};

const SPORT_TITLES = ['Утренняя пробежка по набережной', 'Велопрогулка по бульварам'];

const attributeChangeTransport = storyTransport();
export const AttributeChange: Story = {
  ...behaviourTest,
  name: 'Смена категории: новая загрузка',
  args: { attributes: { category: 'культура и искусство', limit: '4' }, transport: attributeChangeTransport },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    const { feed } = await feedIn(canvasElement);
    const requestsBefore = attributeChangeTransport.feedRequests.length;
    const rendersBefore = renderedStates(feed).length;
    // Two attributes set in one go: one request, for both.
    feed.setAttribute('category', 'спорт и туризм');
    feed.setAttribute('free', '');
    await expectCards(canvasElement, SPORT_TITLES, rendersBefore);
    await expect(renderedStates(feed).slice(rendersBefore)).toEqual(['loading', 'feed']);
    await expect(attributeChangeTransport.feedRequests).toHaveLength(requestsBefore + 1);
    const latest = attributeChangeTransport.feedRequests.at(-1);
    await expect(latest?.searchParams.get('category')).toBe('спорт и туризм');
    await expect(latest?.searchParams.get('free')).toBe('true');
  },
};

/** The cards' left edges: how many columns the grid made. */
const columnsOf = (canvasElement: HTMLElement) =>
  new Set(shownFeed(canvasElement).shadow.getAllByRole('article').map((card) => Math.round(card.getBoundingClientRect().left))).size;

export const Narrow: Story = {
  name: 'Узкий контейнер (320 px)',
  args: { width: 320 },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    await expect(columnsOf(canvasElement)).toBe(1);
    for (const card of (await feedIn(canvasElement)).shadow.getAllByRole('article')) {
      await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    }
  },
};

export const Wide: Story = {
  name: 'Широкий контейнер',
  args: { width: 1120 },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    await expect(columnsOf(canvasElement)).toBe(4);
  },
};

/** The host's page colour and text colour, and the first card's surface, as the browser computed them. */
function coloursOf(canvasElement: HTMLElement) {
  const { feed, shadow } = shownFeed(canvasElement);
  const [card] = shadow.getAllByRole('article');
  return {
    page: getComputedStyle(feed).backgroundColor,
    text: getComputedStyle(feed).color,
    card: card ? getComputedStyle(card).backgroundColor : '',
  };
}
const LIGHT = { page: 'rgb(246, 248, 247)', text: 'rgb(23, 32, 28)', card: 'rgb(255, 255, 255)' };
const DARK = { page: 'rgb(17, 23, 21)', text: 'rgb(232, 239, 236)', card: 'rgb(26, 34, 32)' };

export const Light: Story = {
  name: 'Светлая тема',
  args: { attributes: { category: 'культура и искусство', limit: '4', theme: 'light' } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    await expect(coloursOf(canvasElement)).toEqual(LIGHT);
  },
};

export const Dark: Story = {
  name: 'Тёмная тема',
  args: { attributes: { category: 'культура и искусство', limit: '4', theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    await expect(coloursOf(canvasElement)).toEqual(DARK);
  },
};

export const Auto: Story = {
  name: 'Тема страницы партнёра (auto)',
  args: { attributes: { category: 'культура и искусство', limit: '4', theme: 'auto' } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    const readerPrefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(coloursOf(canvasElement)).toEqual(readerPrefersDark ? DARK : LIGHT);
  },
};

export const PartnerProperties: Story = {
  name: 'Цвета и шрифт партнёра (--cef-*)',
  args: {
    attributes: { category: 'культура и искусство', limit: '4' },
    elementStyle: {
      // Light enough for the theme's dark text on accent badges (feed.css keeps that text colour).
      '--cef-accent': '#ffb74d',
      '--cef-bg': '#fff8e1',
      '--cef-fg': '#3e2723',
      '--cef-font': 'Georgia, serif',
      '--cef-radius': '4px',
    },
  },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CULTURE_TITLES);
    await expect(coloursOf(canvasElement)).toEqual({ page: 'rgb(255, 248, 225)', text: 'rgb(62, 39, 35)', card: 'rgb(255, 248, 225)' });
    const { shadow } = await feedIn(canvasElement);
    const card = shadow.getByRole('article', { name: CULTURE_TITLES[1] });
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe('4px');
    await expect(getComputedStyle(card).fontFamily).toContain('Georgia');
    // The category picture of a card without a poster is drawn in the partner's accent.
    const picture = within(card).getByTestId('event-image-placeholder');
    await expect(getComputedStyle(picture).backgroundImage).toContain('rgb(255, 183, 77)');
    const categoryBadge = within(card).getByText('культура и искусство').closest('[data-tone="accent"]');
    await expect(categoryBadge && getComputedStyle(categoryBadge).backgroundColor).toBe('rgb(255, 183, 77)');
  },
};

const pendingTransport = storyTransport('never');
export const Cancelled: Story = {
  ...behaviourTest,
  name: 'Отмена запроса: смена атрибута и удаление',
  args: { attributes: { category: 'культура и искусство' }, transport: pendingTransport },
  play: async ({ canvasElement }) => {
    const { feed } = await feedIn(canvasElement);
    await rendered(feed, 'loading');
    const first = pendingTransport.feedSignals.length - 1;
    feed.setAttribute('limit', '2');
    await waitFor(() => expect(pendingTransport.feedSignals).toHaveLength(first + 2));
    await expect(pendingTransport.feedSignals[first]?.aborted).toBe(true);
    await expect(pendingTransport.feedSignals[first + 1]?.aborted).toBe(false);
    // A partner's script that takes the feed off the page leaves nothing running.
    const box = feed.parentElement;
    feed.remove();
    await expect(pendingTransport.feedSignals[first + 1]?.aborted).toBe(true);
    // Put back, it asks again.
    box?.append(feed);
    await waitFor(() => expect(pendingTransport.feedSignals).toHaveLength(first + 3));
  },
};

/** Each state of «Все состояния» with its own transport, made once so the stages do not re-create their feeds. */
const ALL_STATES: ReadonlyArray<{ caption: string; stage: FeedStageProps }> = [
  { caption: 'Загрузка: скелет', stage: { attributes: { limit: '3' }, transport: storyTransport('never') } },
  { caption: 'Сетка', stage: { attributes: { category: 'культура и искусство', limit: '4', layout: 'grid' }, transport: storyTransport() } },
  { caption: 'Список', stage: { attributes: { category: 'культура и искусство', limit: '2', layout: 'list' }, transport: storyTransport() } },
  { caption: 'Компактный список', stage: { attributes: { category: 'культура и искусство', limit: '2', layout: 'compact' }, transport: storyTransport() } },
  { caption: 'Пусто', stage: { attributes: { category: 'другое' }, transport: storyTransport() } },
  { caption: 'Ошибка: нет связи', stage: { attributes: {}, transport: storyTransport('unreachable') } },
  { caption: 'Ошибка: сервис недоступен (503)', stage: { attributes: {}, transport: storyTransport('unavailable') } },
  { caption: 'С заголовком', stage: { attributes: { category: 'культура и искусство', limit: '2', title: 'Куда сходить на неделе' }, transport: storyTransport() } },
];

export const AllStates: Story = {
  name: 'Все состояния',
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {ALL_STATES.map(({ caption, stage }) => (
        <figure key={caption} style={{ margin: 0 }}>
          <figcaption style={{ fontWeight: 700, marginBottom: '0.5rem' }}>{caption}</figcaption>
          <FeedStage {...stage} />
        </figure>
      ))}
    </div>
  ),
  parameters: {
    // Every feed names its region «События города», as on a partner's page; several feeds side by
    // side can only repeat that landmark name (a title attribute would change the state shown).
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    // The stages add their feeds in effects, which a production build may run after the play begins.
    const feeds = await waitFor(() => {
      const added = [...canvasElement.querySelectorAll('city-events-feed')];
      expect(added).toHaveLength(ALL_STATES.length);
      return added;
    });
    // The skeleton never gets an answer; every other feed settles on its state.
    await waitFor(() => expect(feeds.slice(1).every((feed) => renderedStates(feed).at(-1) !== 'loading')).toBe(true), {
      timeout: 5000,
    });
  },
};
