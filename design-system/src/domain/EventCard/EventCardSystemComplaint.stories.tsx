import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { VIOLATIONS, type ViolationCategory } from '@city/contracts';
import { sampleSystemBannerIn, sampleTitleIn } from '../../fixtures';
import { EventCard } from './EventCard';
import { SAMPLE_NOW, SAMPLE_ORGANIZER_ID, SAMPLE_TIME_ZONE, sampleEvent } from '../../fixtures';
import type { SpecRule } from '../../stories/specRules';

/** docs/moderation.md#the-automatic-complaint, docs/moderation.md#what-the-organizer-sees: the organizer opens their event after the automatic moderation flagged it. */
const meta = {
  title: 'Участник/EventCard/Автоматическая модерация',
  component: EventCard,
  args: {
    event: sampleEvent(),
    viewerId: SAMPLE_ORGANIZER_ID,
    now: SAMPLE_NOW,
    timeZone: SAMPLE_TIME_ZONE,
    variant: 'full',
    pendingAction: false,
    href: '/events/101',
    organizerHref: `/users/${SAMPLE_ORGANIZER_ID}`,
    onToggleFavorite: fn(),
    onJoin: fn(),
    onLeave: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onComplain: fn(),
  },
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Системная жалоба показывает баннер: мероприятие заблокировано автоматической модерацией',
        state: 'Страница организатора: баннер, категория, основание; редактирование заблокировано',
        story: 'Flagged',
      },
      {
        rule: 'Категории нарушений: экстремизм, ненависть, митинги, наркотики, насилие, порнография, неповиновение, суицид',
        state: 'Баннер в каждой из восьми категорий',
        story: 'AllCategories',
      },
    ] satisfies SpecRule[],
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <div style={{ width: 760, maxWidth: '100%' }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof EventCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const CATEGORIES = Object.keys(VIOLATIONS) as ViolationCategory[];

const flaggedEvent = (category: ViolationCategory) =>
  sampleEvent({ title: sampleTitleIn(category), claim: true, systemClaim: sampleSystemBannerIn(category) });

/** The organizer's event page in one category: the banner names the category and the law; editing is frozen. */
async function showsFlagged(root: HTMLElement, category: ViolationCategory) {
  const canvas = within(root);
  await expect(canvas.getByText('Мероприятие заблокировано автоматической модерацией')).toBeVisible();
  await expect(canvas.getByText(`Категория нарушения: ${VIOLATIONS[category].label}`)).toBeVisible();
  await expect(canvas.getByText(`Основание: ${VIOLATIONS[category].lawReference}`)).toBeVisible();
  await expect(canvas.getByText('На мероприятие поступила жалоба, оно проверяется модераторами')).toBeVisible();
  // Frozen under the complaint: no edit or delete is offered.
  await expect(canvas.getByText('Редактирование и удаление заблокированы')).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Редактировать' })).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Удалить' })).toBeNull();
}

export const Flagged: Story = {
  name: 'Автоматическая модерация',
  args: { event: flaggedEvent('drugs') },
  play: async ({ canvasElement }) => showsFlagged(canvasElement, 'drugs'),
};

/** The organizer's page in each of the eight categories, one under another. */
export const AllCategories: Story = {
  name: 'Все категории',
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {CATEGORIES.map((category) => (
        <figure key={category} data-category={category} style={{ margin: 0 }}>
          <figcaption>{VIOLATIONS[category].label}</figcaption>
          <EventCard {...args} event={flaggedEvent(category)} />
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(CATEGORIES).toHaveLength(8);
    for (const category of CATEGORIES) {
      const figure = canvasElement.querySelector<HTMLElement>(`[data-category="${category}"]`);
      await expect(figure).not.toBeNull();
      if (figure) await showsFlagged(figure, category);
    }
  },
};

/** A moderator approved it: the banner stays, the event stays hidden and frozen. */
export const Approved: Story = {
  name: 'Автоматическая модерация: жалоба одобрена',
  args: {
    event: sampleEvent({ title: sampleTitleIn('rally'), claim: true, systemClaim: { ...sampleSystemBannerIn('rally'), status: 'approved' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Мероприятие заблокировано автоматической модерацией')).toBeVisible();
    await expect(canvas.getByText('Категория нарушения: несанкционированные митинги')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Редактировать' })).toBeNull();
  },
};
