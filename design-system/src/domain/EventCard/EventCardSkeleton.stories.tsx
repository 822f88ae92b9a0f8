import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SpecRule } from '../../stories/specRules';
import { EventCardSkeleton } from './EventCardSkeleton';

const meta = {
  title: 'Участник/EventCard/Загрузка',
  component: EventCardSkeleton,
  // The place of a card while the list loads: the specifications give it no rule of its own.
  parameters: { specRules: [] satisfies SpecRule[] },
  decorators: [
    (Story) => (
      <div style={{ width: 340, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventCardSkeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Карточка загружается',
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId('event-card-skeleton');
    // The place of a card: as tall as one, and nothing in it for a screen reader.
    await expect(skeleton.getBoundingClientRect().height).toBeGreaterThan(450);
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: () => (
    <figure style={{ margin: 0 }}>
      <figcaption>Карточка загружается</figcaption>
      <EventCardSkeleton />
    </figure>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('event-card-skeleton')).toBeInTheDocument();
  },
};
