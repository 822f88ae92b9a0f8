import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { publicEventUrl, type PublicEvent } from '@city/contracts';
import { sampleEvent } from '../../fixtures';
import { FeedEventCard } from './FeedEventCard';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const PLATFORM = 'https://afisha.example.ru';

/** The sample event as the public feed gives it: no personal or moderation fields, absolute links. */
function samplePublicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  const { isFavorite, isParticipant, claim, systemClaim, ...event } = sampleEvent();
  return { ...event, url: publicEventUrl(PLATFORM, event.id), ...overrides };
}

const HREF = `${PLATFORM}/events/101?utm_source=bar-karl&utm_medium=widget`;
const LONG_TITLE =
  'Большой городской фестиваль уличной музыки, театра и танца с участием коллективов из двенадцати регионов России';

const meta = {
  title: 'Участник/FeedEventCard',
  component: FeedEventCard,
  args: { event: samplePublicEvent(), href: HREF },
  decorators: [
    // The partner widget's grid cell: 240–340 px wide, 340 px high (widgets/src/feed/dimensions.ts).
    // «Все состояния» draws a cell per card itself.
    (Story, { parameters }) =>
      parameters.ownCells ? (
        <Story />
      ) : (
        <ul style={{ width: 300, height: 340, margin: 0, padding: 0, listStyle: 'none' }}>
          <li style={{ height: '100%' }}>
            <Story />
          </li>
        </ul>
      ),
  ],
  parameters: {
    specRules: [
      { rule: 'Изображение или градиентная заглушка', state: 'Заглушка категории вместо изображения', story: 'WithoutImage' },
      { rule: 'Значок цены: цена со значком рубля', state: '«1 500 ₽»', story: 'PaidWithPrice' },
      { rule: 'Не платно — «Бесплатно»', state: '«Бесплатно»', story: 'Free' },
      { rule: 'Название — не больше 2 строк', state: 'Название обрезано на второй строке', story: 'LongTitleClamped' },
      { rule: 'Карточка: возраст (N+), категория, цена, название, дата, время, адрес в 1 строку', state: 'Полная карточка с изображением', story: 'WithImage' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof FeedEventCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const NBSP = '\u00a0';

/** What every card shows: its name, the link out, the city's date and time, no controls. */
async function expectCardBasics(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const article = canvas.getByRole('article', { name: title });
  await expect(article).toBeVisible();
  const link = canvas.getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', HREF);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  await expect(canvas.getByText('1 декабря, вт')).toBeVisible();
  await expect(canvas.getByText('19:00')).toBeVisible();
  await expect(canvas.getByText('Крымский Вал, 9, Парк Горького, летняя эстрада')).toBeVisible();
  await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  // Rendered on the server into a partner's page: no inline styles inside the card.
  await expect(article.querySelector('[style]')).toBeNull();
  // The whole card fits the cell the widget reserved.
  await expect(article.getBoundingClientRect().height).toBeLessThanOrEqual(340);
}

export const WithImage: Story = {
  name: 'С изображением',
  play: async ({ canvasElement }) => {
    await expectCardBasics(canvasElement, 'Джазовый вечер в парке Горького');
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '360');
    await expect(image).toHaveAttribute('alt', '');
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
    await expect(image?.getBoundingClientRect().height).toBe(140);
  },
};

export const WithoutImage: Story = {
  name: 'Без изображения: заглушка категории',
  args: { event: samplePublicEvent({ imageUrl: null }) },
  play: async ({ canvasElement }) => {
    await expectCardBasics(canvasElement, 'Джазовый вечер в парке Горького');
    await expect(canvasElement.querySelector('img')).toBeNull();
    const placeholder = within(canvasElement).getByTestId('event-image-placeholder');
    await expect(placeholder).toHaveAttribute('data-art', 'culture');
    await expect(getComputedStyle(placeholder).backgroundImage).toContain('linear-gradient');
  },
};

export const Free: Story = {
  name: 'Бесплатно',
  args: { event: samplePublicEvent({ isPaid: false, price: null, ageLimit: 0, category: 'спорт и туризм' }) },
  play: async ({ canvasElement }) => {
    await expectCardBasics(canvasElement, 'Джазовый вечер в парке Горького');
    const badges = within(canvasElement).getByRole('list', { name: 'Сведения о мероприятии' });
    await expect(badges.textContent).toBe('0+спорт и туризмБесплатно');
  },
};

export const PaidWithPrice: Story = {
  name: 'Платно, с ценой',
  play: async ({ canvasElement }) => {
    await expectCardBasics(canvasElement, 'Джазовый вечер в парке Горького');
    const badges = within(canvasElement).getByRole('list', { name: 'Сведения о мероприятии' });
    // The ruble sign is an icon for the eye and a hidden ₽ for a screen reader.
    await expect(badges.textContent).toBe(`16+культура и искусство1${NBSP}500${NBSP}₽`);
  },
};

export const LongTitleClamped: Story = {
  name: 'Длинное название обрезается',
  args: { event: samplePublicEvent({ title: LONG_TITLE }) },
  play: async ({ canvasElement }) => {
    await expectCardBasics(canvasElement, LONG_TITLE);
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    const lines = Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight));
    await expect(lines).toBeLessThanOrEqual(2);
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
  },
};

/** Behaviour test: Tab reaches the card's link and its ring goes round the whole card. */
export const KeyboardFocus: Story = {
  name: 'Фокус с клавиатуры виден',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Джазовый вечер в парке Горького' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // The ring is drawn by the stretched link's overlay, around the whole card.
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
    await expect(getComputedStyle(link, '::after').outlineWidth).toBe('2px');
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [WithImage, WithoutImage, Free, PaidWithPrice, LongTitleClamped];

/** Every named state at once, each in a widget cell under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  parameters: { ownCells: true },
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => (
        <ul style={{ width: 300, height: 340, margin: 0, padding: 0, listStyle: 'none' }}>
          <li style={{ height: '100%' }}>
            <FeedEventCard {...args} {...stateArgs} />
          </li>
        </ul>
      )}
    />
  ),
};
