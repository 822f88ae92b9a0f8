import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventCardSkeleton } from './EventCardSkeleton';

const meta = {
  title: 'Участник/EventCard/Загрузка',
  component: EventCardSkeleton,
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

export const LoadingDark: Story = {
  ...Loading,
  name: 'Карточка загружается, тёмная тема',
  globals: { theme: 'dark' },
};
