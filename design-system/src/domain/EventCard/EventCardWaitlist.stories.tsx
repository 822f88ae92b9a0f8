import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventCard } from './EventCard';
import { SAMPLE_NOW, SAMPLE_ORGANIZER_ID, SAMPLE_TIME_ZONE, SAMPLE_VIEWER_ID, sampleEvent } from '../../fixtures';

/** docs/events.md#waitlist: a full event's card offers its waitlist; a waiting viewer sees the place in line. */
const meta = {
  title: 'Участник/EventCard/Лист ожидания',
  component: EventCard,
  args: {
    event: sampleEvent({ participantCount: 40, waitlistCount: 2 }),
    viewerId: SAMPLE_VIEWER_ID,
    now: SAMPLE_NOW,
    timeZone: SAMPLE_TIME_ZONE,
    variant: 'grid',
    pendingAction: false,
    href: '/events/101',
    organizerHref: `/users/${SAMPLE_ORGANIZER_ID}`,
    onToggleFavorite: fn(),
    onJoin: fn(),
    onLeave: fn(),
    onJoinWaitlist: fn(),
    onLeaveWaitlist: fn(),
    onComplain: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <RouterProvider navigate={fn()}>
        <div style={{ width: args.variant === 'full' ? 760 : 340, maxWidth: '100%' }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof EventCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FullOffersWaitlist: Story = {
  name: 'Мест нет: «Встать в лист ожидания»',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('40/40 участников (заполнено)')).toBeVisible();
    await expect(canvas.getByText('Заполнено. В листе ожидания 2 человека')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Встать в лист ожидания' }));
    await expect(args.onJoinWaitlist).toHaveBeenCalledOnce();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const Waiting: Story = {
  name: 'В листе ожидания',
  args: { event: sampleEvent({ participantCount: 40, waitlistCount: 3, waitlistPosition: 2 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Вы в листе ожидания: 2-й по очереди из 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Покинуть лист ожидания' }));
    await expect(args.onLeaveWaitlist).toHaveBeenCalledOnce();
  },
};

export const WaitingPage: Story = {
  name: 'В листе ожидания, страница мероприятия',
  args: { variant: 'full', event: sampleEvent({ participantCount: 40, waitlistCount: 1, waitlistPosition: 1 }) },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Вы в листе ожидания: 1-й по очереди из 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Покинуть лист ожидания' })).toBeEnabled();
  },
};

export const WaitingPending: Story = {
  name: 'В листе ожидания, запрос выполняется',
  args: { pendingAction: true, event: sampleEvent({ participantCount: 40, waitlistCount: 3, waitlistPosition: 2 }) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Покинуть лист ожидания/ }));
    await expect(args.onLeaveWaitlist).not.toHaveBeenCalled();
  },
};
