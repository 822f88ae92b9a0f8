import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACCOUNT_STATUS_MESSAGES, type ParticipationState } from '@city/contracts';
import { ParticipationArea } from './ParticipationArea';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

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
  parameters: {
    specRules: [
      { rule: 'Участник: «Отменить участие»', state: 'Кнопка «Отменить участие»', story: 'Participant' },
      { rule: 'Не участник: «Участвовать»', state: 'Кнопка «Участвовать»', story: 'NonParticipant' },
      { rule: 'Не участник, страница мероприятия: «Принять участие»', state: 'Кнопка «Принять участие»', story: 'FullVariantLabels' },
      { rule: 'Мероприятие заполнено (maxParticipants задан и participantCount >= maxParticipants): «Заполнено», кнопка недоступна', state: '«Заполнено», недоступна', story: 'FullGrid' },
      { rule: 'Мероприятие заполнено, страница мероприятия: «Мест нет», кнопка недоступна', state: '«Мест нет», недоступна', story: 'FullPage' },
      { rule: 'Не организатор, мероприятие началось или прошло: вместо кнопки «Мероприятие уже началось»', state: 'Текст без кнопок', story: 'Started' },
      { rule: 'Жалоба на мероприятие, не участник: «Участие заблокировано»', state: 'Текст без кнопок', story: 'ComplaintNonParticipant' },
      { rule: 'Жалоба на мероприятие, участник: «Отмена участия заблокирована»', state: 'Текст без кнопок', story: 'ComplaintParticipant' },
      { rule: 'Организатор: «Ваше мероприятие»; редактирование и удаление только до начала', state: '«Редактировать» и «Удалить»', story: 'OrganizerBeforeStart' },
      { rule: 'Организатор после начала: редактировать и удалять нельзя', state: '«Ваше мероприятие» без кнопок', story: 'OrganizerAfterStart' },
      { rule: 'Организатор, жалоба: «Редактирование и удаление заблокированы»', state: 'Текст без кнопок', story: 'OrganizerUnderComplaint' },
      { rule: 'Пока запрос выполняется, кнопки карточки недоступны, повторные нажатия не учитываются', state: 'Кнопка с индикатором, недоступна', story: 'Pending' },
      { rule: 'Аккаунт приостановлен: участвовать нельзя', state: 'Кнопка недоступна, причина под ней', story: 'Suspended' },
    ] satisfies SpecRule[],
  },
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
};

/** Behaviour test for «Не участник»: what pressing does (out of the sidebar, still run). */
export const NonParticipantPresses: Story = {
  ...NonParticipant,
  name: 'Не участник: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Участник»: what pressing does (out of the sidebar, still run). */
export const ParticipantPresses: Story = {
  ...Participant,
  name: 'Участник: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Мест нет, карточка: «Заполнено»»: what pressing does (out of the sidebar, still run). */
export const FullGridPresses: Story = {
  ...FullGrid,
  name: 'Мест нет, карточка: «Заполнено»: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Мест нет, лист ожидания»: what pressing does (out of the sidebar, still run). */
export const FullWaitlistPresses: Story = {
  ...FullWaitlist,
  name: 'Мест нет, лист ожидания: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Мест нет, лист ожидания, страница мероприятия»: what pressing does (out of the sidebar, still run). */
export const FullWaitlistPagePresses: Story = {
  ...FullWaitlistPage,
  name: 'Мест нет, лист ожидания, страница мероприятия: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «В листе ожидания»: what pressing does (out of the sidebar, still run). */
export const WaitingPresses: Story = {
  ...Waiting,
  name: 'В листе ожидания: нажатия',
  tags: ['!dev', '!autodocs'],
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

export const PendingWaitlist: Story = {
  name: 'Запрос выполняется, мест нет',
  args: { isPending: true, state: full, onJoinWaitlist: fn() },
};

/** Behaviour test for «Запрос выполняется, мест нет»: what pressing does (out of the sidebar, still run). */
export const PendingWaitlistPresses: Story = {
  ...PendingWaitlist,
  name: 'Запрос выполняется, мест нет: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Запрос выполняется, в листе ожидания»: what pressing does (out of the sidebar, still run). */
export const PendingWaitingPresses: Story = {
  ...PendingWaiting,
  name: 'Запрос выполняется, в листе ожидания: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Организатор до начала»: what pressing does (out of the sidebar, still run). */
export const OrganizerBeforeStartPresses: Story = {
  ...OrganizerBeforeStart,
  name: 'Организатор до начала: нажатия',
  tags: ['!dev', '!autodocs'],
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

export const Pending: Story = {
  name: 'Запрос выполняется',
  args: { isPending: true },
};

/** Behaviour test for «Запрос выполняется»: what pressing does (out of the sidebar, still run). */
export const PendingPresses: Story = {
  ...Pending,
  name: 'Запрос выполняется: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Запрос выполняется, участник»: what pressing does (out of the sidebar, still run). */
export const PendingParticipantPresses: Story = {
  ...PendingParticipant,
  name: 'Запрос выполняется, участник: нажатия',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const leave = within(canvasElement).getByRole('button', { name: /Отменить участие/ });
    await userEvent.click(leave);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const PendingOrganizer: Story = {
  name: 'Запрос выполняется, организатор',
  args: { isPending: true, state: organizerBeforeStart },
};

/** Behaviour test for «Запрос выполняется, организатор»: what pressing does (out of the sidebar, still run). */
export const PendingOrganizerPresses: Story = {
  ...PendingOrganizer,
  name: 'Запрос выполняется, организатор: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Страница мероприятия: «Принять участие»»: what pressing does (out of the sidebar, still run). */
export const FullVariantLabelsPresses: Story = {
  ...FullVariantLabels,
  name: 'Страница мероприятия: «Принять участие»: нажатия',
  tags: ['!dev', '!autodocs'],
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

const SUSPENDED = ACCOUNT_STATUS_MESSAGES.suspended;

export const Suspended: Story = {
  name: 'Аккаунт приостановлен',
  args: { restriction: SUSPENDED },
};

/** Behaviour test for «Аккаунт приостановлен»: what pressing does (out of the sidebar, still run). */
export const SuspendedPresses: Story = {
  ...Suspended,
  name: 'Аккаунт приостановлен: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Аккаунт приостановлен, участник»: what pressing does (out of the sidebar, still run). */
export const SuspendedParticipantPresses: Story = {
  ...SuspendedParticipant,
  name: 'Аккаунт приостановлен, участник: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Аккаунт приостановлен, организатор»: what pressing does (out of the sidebar, still run). */
export const SuspendedOrganizerPresses: Story = {
  ...SuspendedOrganizer,
  name: 'Аккаунт приостановлен, организатор: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Аккаунт приостановлен, мест нет»: what pressing does (out of the sidebar, still run). */
export const SuspendedFullPresses: Story = {
  ...SuspendedFull,
  name: 'Аккаунт приостановлен, мест нет: нажатия',
  tags: ['!dev', '!autodocs'],
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
};

/** Behaviour test for «Аккаунт приостановлен, в листе ожидания»: what pressing does (out of the sidebar, still run). */
export const SuspendedWaitingPresses: Story = {
  ...SuspendedWaiting,
  name: 'Аккаунт приостановлен, в листе ожидания: нажатия',
  tags: ['!dev', '!autodocs'],
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

const REVIEW_STATES: ReadonlyArray<Story> = [NonParticipant, Participant, FullGrid, FullPage, FullWaitlist, FullWaitlistWithQueue, FullWaitlistPage, Waiting, WaitingFirst, PendingWaitlist, PendingWaiting, Started, Past, ComplaintParticipant, ComplaintNonParticipant, OrganizerBeforeStart, OrganizerAfterStart, OrganizerUnderComplaint, Pending, PendingParticipant, PendingOrganizer, FullVariantLabels, FullVariantParticipant, Anonymous, Suspended, SuspendedParticipant, SuspendedOrganizer, SuspendedFull, SuspendedWaiting, SuspendedWithoutButtons];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <ParticipationArea {...args} {...stateArgs} />}
    />
  ),
};
