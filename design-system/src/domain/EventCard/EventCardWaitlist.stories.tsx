import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventCard } from './EventCard';
import { SAMPLE_NOW, SAMPLE_ORGANIZER_ID, SAMPLE_TIME_ZONE, SAMPLE_VIEWER_ID, sampleEvent } from '../../fixtures';
import type { SpecRule } from '../../stories/specRules';

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
  // The specifications do not name a waitlist: its rules are the project's own (docs/events.md#waitlist).
  parameters: { specRules: [] satisfies SpecRule[] },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('40/40 участников (заполнено)')).toBeVisible();
    await expect(canvas.getByText('Заполнено. В листе ожидания 2 человека')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Встать в лист ожидания' })).toBeEnabled();
  },
};

/** «Встать в лист ожидания» asks for the waitlist, not for a place. */
export const JoinWaitlistPressed: Story = {
  name: 'Мест нет: нажатие «Встать в лист ожидания»',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Встать в лист ожидания' }));
    await expect(args.onJoinWaitlist).toHaveBeenCalledOnce();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const Waiting: Story = {
  name: 'В листе ожидания',
  args: { event: sampleEvent({ participantCount: 40, waitlistCount: 3, waitlistPosition: 2 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Вы в листе ожидания: 2-й по очереди из 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Покинуть лист ожидания' })).toBeEnabled();
  },
};

/** «Покинуть лист ожидания» asks to leave it. */
export const LeaveWaitlistPressed: Story = {
  ...Waiting,
  name: 'В листе ожидания: нажатие «Покинуть»',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Покинуть лист ожидания' }));
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Покинуть лист ожидания/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** While the request is on its way, «Покинуть лист ожидания» asks for nothing. */
export const WaitingPendingPressed: Story = {
  ...WaitingPending,
  name: 'В листе ожидания, запрос выполняется: нажатие',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Покинуть лист ожидания/ }));
    await expect(args.onLeaveWaitlist).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  args: { variant: 'full' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 340px)', gap: 24, alignItems: 'start' }}>
      {[FullOffersWaitlist, Waiting, WaitingPending].map((story) => (
        <figure key={story.name} style={{ margin: 0 }}>
          <figcaption>{story.name}</figcaption>
          <EventCard {...args} variant="grid" {...story.args} />
        </figure>
      ))}
      <figure style={{ margin: 0, gridColumn: '1 / -1' }}>
        <figcaption>{WaitingPage.name}</figcaption>
        <EventCard {...args} {...WaitingPage.args} />
      </figure>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('figure article')).toHaveLength(4);
  },
};
