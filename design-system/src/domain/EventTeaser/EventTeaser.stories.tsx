import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleEvent } from '../../fixtures';
import type { SpecRule } from '../../stories/specRules';
import { EVENT_TEASER_CAPTION, EventTeaser, type EventTeaserEvent } from './EventTeaser';
import { StatesGallery } from '../../stories/StateGallery';

/** The public summary of the shared fixture event (1 December 2026, 19:00, two and a half hours). */
const summaryOf = (overrides: Partial<EventTeaserEvent> = {}): EventTeaserEvent => {
  const { title, startDate, durationMinutes, address, category, imageUrl } = sampleEvent();
  return { title, startDate, durationMinutes, address, category, imageUrl, ...overrides };
};

const meta = {
  title: 'Участник/EventTeaser',
  component: EventTeaser,
  decorators: [
    (Story) => (
      <div style={{ width: 448, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    // The specifications do not name this summary above the sign-in form: its rules are the project's own.
    specRules: [] satisfies SpecRule[],
    docs: {
      description: {
        component:
          'Над формой входа: мероприятие, по ссылке на которое пришёл человек без сессии. После входа он попадёт на его страницу.',
      },
    },
  },
} satisfies Meta<typeof EventTeaser>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  name: 'С изображением',
  args: { event: summaryOf() },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: EVENT_TEASER_CAPTION });
    const teaser = within(region);
    await expect(teaser.getByText('Джазовый вечер в парке Горького')).toBeVisible();
    await expect(teaser.getByText('1 декабря, вт, 19:00 · 2 ч 30 мин')).toBeVisible();
    await expect(teaser.getByText('Крымский Вал, 9, Парк Горького, летняя эстрада')).toBeVisible();
    // Decorative: the title beside it says what the picture is.
    await expect(region.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const WithoutImage: Story = {
  name: 'Без изображения: заглушка категории',
  args: { event: summaryOf({ imageUrl: null, category: 'спорт и туризм', title: 'Утренняя пробежка', durationMinutes: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('event-image-placeholder')).toHaveAttribute('data-art', 'sport');
    await expect(canvas.getByText('1 декабря, вт, 19:00')).toBeVisible();
  },
};

export const LongTitle: Story = {
  name: 'Длинное название',
  args: {
    event: summaryOf({
      title: 'Большая осенняя ярмарка ремёсел, книг, пластинок и домашней выпечки во дворе библиотеки имени Некрасова',
      address: 'Библиотека имени Н. А. Некрасова, ул. Бауманская, 58/25, строение 14, вход со двора',
    }),
  },
  play: async ({ canvasElement }) => {
    // Two lines of title at most: the teaser stays a row above the form.
    const region = within(canvasElement).getByRole('region');
    await expect(region.getBoundingClientRect().height).toBeLessThan(160);
  },
};

export const Loading: Story = {
  name: 'Загружается',
  args: { event: null },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: EVENT_TEASER_CAPTION });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('img')).toBeNull();
  },
};

/**
 * Every state in a column. Each teaser is a region with the same name, as on the sign-in page where
 * there is one; here the name repeats by design, so axe's «landmark-unique» is off for this story.
 */
export const AllStates: Story = {
  name: 'Все состояния',
  args: { event: null },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: () => (
    <StatesGallery
      states={[WithImage, WithoutImage, LongTitle, Loading]}
      show={(stateArgs) => <EventTeaser event={stateArgs?.event ?? null} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region', { name: EVENT_TEASER_CAPTION })).toHaveLength(4);
  },
};
