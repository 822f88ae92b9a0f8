import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACCOUNT_STATUS_MESSAGES, type ParticipationState } from '@city/contracts';
import { ParticipationArea } from './ParticipationArea';

const meta = {
  title: 'Участник/ParticipationArea',
  component: ParticipationArea,
  args: {
    state: { kind: 'open' },
    variant: 'grid',
    isPending: false,
    onJoin: fn(),
    onLeave: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParticipationArea>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const organizerBeforeStart: ParticipationState = { kind: 'organizer', canManage: true, blockedByComplaint: false, hasStarted: false };

async function expectNoButtons(canvas: Canvas) {
  await expect(canvas.queryByRole('button')).toBeNull();
}

export const NonParticipant: Story = {
  name: 'Не участник',
  play: async ({ args, canvasElement }) => {
    const join = within(canvasElement).getByRole('button', { name: 'Участвовать' });
    await expect(join).toBeEnabled();
    await userEvent.click(join);
    await expect(args.onJoin).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const Participant: Story = {
  name: 'Участник',
  args: { state: { kind: 'participant' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Отменить участие' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

const full: ParticipationState = { kind: 'full', waitlistCount: 0 };
const waiting: ParticipationState = { kind: 'waiting', position: 3, waitlistCount: 5 };

export const FullGrid: Story = {
  name: 'Мест нет, карточка: «Заполнено»',
  args: { state: full },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Заполнено' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const FullPage: Story = {
  name: 'Мест нет, страница мероприятия: «Мест нет»',
  args: { state: full, variant: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Мест нет' })).toBeDisabled();
    await expect(canvas.queryByText('Заполнено')).toBeNull();
  },
};

// docs/events.md#waitlist: a full event offers its waitlist; a waiting viewer sees the place in line.

export const FullWaitlist: Story = {
  name: 'Мест нет, лист ожидания',
  args: { state: full, onJoinWaitlist: fn(), onLeaveWaitlist: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Заполнено')).toBeVisible();
    // Nobody waits yet: no count to show.
    await expect(canvas.queryByText(/В листе ожидания/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Встать в лист ожидания' }));
    await expect(args.onJoinWaitlist).toHaveBeenCalledOnce();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const FullWaitlistWithQueue: Story = {
  name: 'Мест нет, в листе ожидания уже есть люди',
  args: { state: { kind: 'full', waitlistCount: 4 }, onJoinWaitlist: fn(), onLeaveWaitlist: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Заполнено. В листе ожидания 4 человека')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Встать в лист ожидания' })).toBeEnabled();
  },
};

export const FullWaitlistPage: Story = {
  name: 'Мест нет, лист ожидания, страница мероприятия',
  args: { state: { kind: 'full', waitlistCount: 1 }, variant: 'full', onJoinWaitlist: fn(), onLeaveWaitlist: fn() },
  parameters: { layout: 'padded' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Мест нет. В листе ожидания 1 человек')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Встать в лист ожидания' }));
    await expect(args.onJoinWaitlist).toHaveBeenCalledOnce();
  },
};

export const Waiting: Story = {
  name: 'В листе ожидания',
  args: { state: waiting, onJoinWaitlist: fn(), onLeaveWaitlist: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Вы в листе ожидания: 3-й по очереди из 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Встать в лист ожидания' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Покинуть лист ожидания' }));
    await expect(args.onLeaveWaitlist).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const WaitingFirst: Story = {
  name: 'В листе ожидания, первый, страница мероприятия',
  args: { state: { kind: 'waiting', position: 1, waitlistCount: 1 }, variant: 'full', onLeaveWaitlist: fn() },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Вы в листе ожидания: 1-й по очереди из 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Покинуть лист ожидания' })).toBeEnabled();
  },
};

export const WaitingDark: Story = {
  ...Waiting,
  name: 'В листе ожидания, тёмная тема',
  globals: { theme: 'dark' },
};

export const PendingWaitlist: Story = {
  name: 'Запрос выполняется, мест нет',
  args: { isPending: true, state: full, onJoinWaitlist: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Встать в лист ожидания/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.dblClick(button);
    await expect(args.onJoinWaitlist).not.toHaveBeenCalled();
  },
};

export const PendingWaiting: Story = {
  name: 'Запрос выполняется, в листе ожидания',
  args: { isPending: true, state: waiting, onLeaveWaitlist: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Вы в листе ожидания: 3-й по очереди из 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Покинуть лист ожидания/ }));
    await expect(args.onLeaveWaitlist).not.toHaveBeenCalled();
  },
};

export const Started: Story = {
  name: 'Мероприятие уже началось',
  args: { state: { kind: 'started', isPast: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Мероприятие уже началось')).toBeVisible();
    await expectNoButtons(canvas);
  },
};

export const Past: Story = {
  name: 'Мероприятие прошло',
  args: { state: { kind: 'started', isPast: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Мероприятие уже началось')).toBeVisible();
    await expectNoButtons(canvas);
  },
};

export const ComplaintParticipant: Story = {
  name: 'Жалоба, участник',
  args: { state: { kind: 'claim-participant' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Отмена участия заблокирована')).toBeVisible();
    await expectNoButtons(canvas);
  },
};

export const ComplaintNonParticipant: Story = {
  name: 'Жалоба, не участник',
  args: { state: { kind: 'claim-non-participant' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Участие заблокировано')).toBeVisible();
    await expectNoButtons(canvas);
  },
};

export const OrganizerBeforeStart: Story = {
  name: 'Организатор до начала',
  args: { state: organizerBeforeStart },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ваше мероприятие')).toBeVisible();
    // docs/events.md#participation: organizers cannot join their own events.
    await expect(canvas.queryByRole('button', { name: 'Участвовать' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Редактировать' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const OrganizerAfterStart: Story = {
  name: 'Организатор после начала',
  args: { state: { kind: 'organizer', canManage: false, blockedByComplaint: false, hasStarted: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ваше мероприятие')).toBeVisible();
    await expectNoButtons(canvas);
  },
};

export const OrganizerUnderComplaint: Story = {
  name: 'Организатор, жалоба',
  args: { state: { kind: 'organizer', canManage: false, blockedByComplaint: true, hasStarted: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ваше мероприятие')).toBeVisible();
    await expect(canvas.getByText('Редактирование и удаление заблокированы')).toBeVisible();
    await expectNoButtons(canvas);
  },
};

export const OrganizerUnderComplaintDark: Story = {
  ...OrganizerUnderComplaint,
  name: 'Организатор, жалоба, тёмная тема',
  globals: { theme: 'dark' },
};

export const Pending: Story = {
  name: 'Запрос выполняется',
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const join = within(canvasElement).getByRole('button', { name: /Участвовать/ });
    await expect(join).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(join);
    await userEvent.dblClick(join);
    join.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const PendingParticipant: Story = {
  name: 'Запрос выполняется, участник',
  args: { isPending: true, state: { kind: 'participant' } },
  play: async ({ args, canvasElement }) => {
    const leave = within(canvasElement).getByRole('button', { name: /Отменить участие/ });
    await userEvent.click(leave);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const PendingOrganizer: Story = {
  name: 'Запрос выполняется, организатор',
  args: { isPending: true, state: organizerBeforeStart },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: 'Редактировать' });
    const remove = canvas.getByRole('button', { name: /Удалить/ });
    await expect(edit).toBeDisabled();
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(edit);
    await userEvent.click(remove);
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const FullVariantLabels: Story = {
  name: 'Страница мероприятия: «Принять участие»',
  args: { variant: 'full' },
  parameters: { layout: 'padded' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Участвовать')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Принять участие' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};

export const FullVariantParticipant: Story = {
  name: 'Страница мероприятия, участник',
  args: { variant: 'full', state: { kind: 'participant' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Отменить участие' })).toBeEnabled();
  },
};

export const Anonymous: Story = {
  name: 'Гость',
  args: { state: { kind: 'anonymous' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toBeNull();
  },
};

export const NonParticipantDark: Story = {
  ...NonParticipant,
  name: 'Не участник, тёмная тема',
  globals: { theme: 'dark' },
};

export const ComplaintNonParticipantDark: Story = {
  ...ComplaintNonParticipant,
  name: 'Жалоба, не участник, тёмная тема',
  globals: { theme: 'dark' },
};

const SUSPENDED = ACCOUNT_STATUS_MESSAGES.suspended;

export const Suspended: Story = {
  name: 'Аккаунт приостановлен',
  args: { restriction: SUSPENDED },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const join = canvas.getByRole('button', { name: 'Участвовать' });
    await expect(join).toBeDisabled();
    // The reason is on screen and is the button's description.
    await expect(canvas.getByText(SUSPENDED)).toBeVisible();
    await expect(join).toHaveAccessibleDescription(SUSPENDED);
    await userEvent.click(join);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const SuspendedParticipant: Story = {
  name: 'Аккаунт приостановлен, участник',
  args: { restriction: SUSPENDED, state: { kind: 'participant' }, variant: 'full' },
  parameters: { layout: 'padded' },
  play: async ({ args, canvasElement }) => {
    const leave = within(canvasElement).getByRole('button', { name: 'Отменить участие' });
    await expect(leave).toBeDisabled();
    await expect(leave).toHaveAccessibleDescription(SUSPENDED);
    await userEvent.click(leave);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const SuspendedOrganizer: Story = {
  name: 'Аккаунт приостановлен, организатор',
  args: { restriction: SUSPENDED, state: organizerBeforeStart },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Редактировать', 'Удалить']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(SUSPENDED);
      await userEvent.click(button);
    }
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const SuspendedFull: Story = {
  name: 'Аккаунт приостановлен, мест нет',
  args: { restriction: SUSPENDED, state: full, onJoinWaitlist: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Встать в лист ожидания' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(SUSPENDED);
    await userEvent.click(button);
    await expect(args.onJoinWaitlist).not.toHaveBeenCalled();
  },
};

export const SuspendedWaiting: Story = {
  name: 'Аккаунт приостановлен, в листе ожидания',
  args: { restriction: SUSPENDED, state: waiting, onLeaveWaitlist: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Покинуть лист ожидания' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(SUSPENDED);
    await userEvent.click(button);
    await expect(args.onLeaveWaitlist).not.toHaveBeenCalled();
  },
};

export const SuspendedWithoutButtons: Story = {
  name: 'Аккаунт приостановлен, мероприятие началось',
  args: { restriction: SUSPENDED, state: { kind: 'started', isPast: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing to refuse, so nothing to explain.
    await expect(canvas.getByText('Мероприятие уже началось')).toBeVisible();
    await expect(canvas.queryByText(SUSPENDED)).toBeNull();
  },
};

export const SuspendedDark: Story = {
  ...Suspended,
  name: 'Аккаунт приостановлен, тёмная тема',
  globals: { theme: 'dark' },
};
