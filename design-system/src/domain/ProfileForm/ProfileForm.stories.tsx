import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACCOUNT_STATUS_MESSAGES, REMINDER_MESSAGES, type Profile, type ProfileUpdate } from '@city/contracts';
import { SAMPLE_CURRENT_YEAR, sampleProfile } from '../../fixtures';
import { ProfileForm, type ProfileFormProps } from './ProfileForm';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Участник/ProfileForm',
  component: ProfileForm,
  args: {
    profile: sampleProfile(),
    currentYear: SAMPLE_CURRENT_YEAR,
    isSaving: false,
    onSubmit: fn(),
    onCancel: fn(),
  },
  parameters: {
    layout: 'padded',
    specRules: [
      { rule: 'Имя — не больше 100 символов, со счётчиком', state: '«Осталось символов: 87»', story: 'Filled' },
      { rule: 'О себе — не больше 500 символов, со счётчиком', state: 'Поле с пределом 500', story: 'Filled' },
      { rule: 'Город не редактируется', state: 'Поле «Город» только для чтения', story: 'Filled' },
      { rule: 'Дата рождения: день, месяц, год (с 1930 по текущий)', state: 'Три выбора даты', story: 'Filled' },
      { rule: 'Пустые поля не отправляются', state: 'Пустой профиль, все счётчики полные', story: 'Empty' },
      { rule: 'Приостановленный аккаунт не может редактировать профиль', state: 'Поля только для чтения, сообщение о статусе', story: 'Suspended' },
      { rule: 'Заблокированный аккаунт — только просмотр своего профиля', state: 'Поля только для чтения, сообщение о статусе', story: 'Blocked' },
      { rule: 'Сохранение идёт', state: '«Сохранение...», отправка недоступна', story: 'Saving' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const nameField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Имя' });
const bioField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'О себе' });
const cityField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Город' });
const switches = (canvas: Canvas) =>
  ['Показывать имя', 'Показывать дату рождения', 'Показывать информацию о себе', REMINDER_MESSAGES.switchLabel].map((name) =>
    canvas.getByRole('switch', { name }),
  );
const reminderSwitch = (canvas: Canvas) => canvas.getByRole('switch', { name: REMINDER_MESSAGES.switchLabel });
const accountFacts = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Информация об аккаунте' }))
    .getAllByRole('definition')
    .map((value) => value.textContent);

async function expectReadOnly(canvas: Canvas, message: string) {
  await expect(canvas.getByRole('status')).toHaveTextContent(message);
  await expect(canvas.queryByRole('button', { name: /Сохранить/ })).toBeNull();
  await expect(nameField(canvas)).toHaveAttribute('readonly');
  await expect(bioField(canvas)).toHaveAttribute('readonly');
  for (const toggle of switches(canvas)) await expect(toggle).toBeDisabled();
  for (const part of canvas.getAllByRole('button', { name: /День|Месяц|Год/ })) await expect(part).toBeDisabled();
  // Read-only fields do not count characters nobody can type.
  await expect(canvas.queryByText(/Осталось символов/)).toBeNull();
  await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeEnabled();
}

export const Filled: Story = {
  name: 'Заполненный профиль',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(nameField(canvas)).toHaveValue('Анна Смирнова');
    await expect(nameField(canvas)).toHaveAccessibleDescription('Осталось символов: 87');
    await expect(bioField(canvas)).toHaveAttribute('maxlength', '500');
    await expect(canvas.getByRole('group', { name: 'Дата рождения' })).toHaveTextContent(/15.*Июнь.*1994/);
    await expect(cityField(canvas)).toHaveValue('Москва');
    await expect(cityField(canvas)).toHaveAttribute('readonly');
    await expect(accountFacts(canvas)).toEqual(['anna@example.ru', '42', 'Активен']);
    await expect(canvas.queryByText(/Ваш аккаунт/)).toBeNull();
  },
};

/** Behaviour test: edits are trimmed, an emptied bio is omitted, the city is never sent (out of the sidebar, still run). */
export const FilledFlow: Story = {
  ...Filled,
  name: 'Заполненный профиль: правка и сохранение',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(nameField(canvas)).toHaveValue('Анна Смирнова');
    await expect(nameField(canvas)).toHaveAccessibleDescription('Осталось символов: 87');
    await expect(bioField(canvas)).toHaveAttribute('maxlength', '500');
    await expect(canvas.getByRole('group', { name: 'Дата рождения' })).toHaveTextContent(/15.*Июнь.*1994/);
    await expect(cityField(canvas)).toHaveValue('Москва');
    await expect(cityField(canvas)).toHaveAttribute('readonly');
    await expect(accountFacts(canvas)).toEqual(['anna@example.ru', '42', 'Активен']);
    await expect(canvas.queryByText(/Ваш аккаунт/)).toBeNull();

    await userEvent.clear(nameField(canvas));
    await userEvent.type(nameField(canvas), '  Аня  ');
    await userEvent.clear(bioField(canvas));
    await userEvent.type(bioField(canvas), '   ');
    await userEvent.click(canvas.getByRole('switch', { name: 'Показывать дату рождения' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    // docs/people.md#own-profile: the emptied bio is omitted, not sent blank; the city is never sent.
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      displayName: 'Аня',
      birthDate: '1994-06-15',
      showName: true,
      showBirthDate: false,
      showBio: true,
      remindEvents: true,
    });
  },
};

export const Empty: Story = {
  name: 'Пустой профиль',
  args: {
    profile: sampleProfile({ displayName: null, birthDate: null, bio: null, showBirthDate: false, showBio: false }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(nameField(canvas)).toHaveValue('');
    await expect(nameField(canvas)).toHaveAccessibleDescription('Осталось символов: 100');
    await expect(bioField(canvas)).toHaveValue('');
    await expect(switches(canvas).map((toggle) => (toggle as HTMLInputElement).checked)).toEqual([true, false, false, true]);
  },
};

/** Behaviour test: Enter in a field submits the form like the button does (out of the sidebar, still run). */
export const EmptyFlow: Story = {
  ...Empty,
  name: 'Пустой профиль: Enter сохраняет',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(nameField(canvas)).toHaveValue('');
    await expect(nameField(canvas)).toHaveAccessibleDescription('Осталось символов: 100');
    await expect(bioField(canvas)).toHaveValue('');
    await expect(switches(canvas).map((toggle) => (toggle as HTMLInputElement).checked)).toEqual([true, false, false, true]);
    // Enter in a field submits the form like the button does.
    await userEvent.type(nameField(canvas), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ showName: true, showBirthDate: false, showBio: false, remindEvents: true });
  },
};

export const RemindersOn: Story = {
  name: 'Напоминания включены',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = reminderSwitch(canvas);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(REMINDER_MESSAGES.switchHint);
    await expect(canvas.getByRole('group', { name: 'Уведомления' })).toContainElement(toggle);
  },
};

/** Behaviour test: turning reminders off is saved with the rest of the form, as false (out of the sidebar, still run). */
export const RemindersOnFlow: Story = {
  ...RemindersOn,
  name: 'Напоминания включены: выключение',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = reminderSwitch(canvas);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(REMINDER_MESSAGES.switchHint);
    await expect(canvas.getByRole('group', { name: 'Уведомления' })).toContainElement(toggle);
    // docs/events.md#reminders: turning them off is saved with the rest of the form, as false.
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ remindEvents: false, showName: true }));
  },
};

export const RemindersOff: Story = {
  name: 'Напоминания выключены',
  args: { profile: sampleProfile({ remindEvents: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = reminderSwitch(canvas);
    await expect(toggle).not.toBeChecked();
  },
};

/** Behaviour test: turning reminders on is saved as true (out of the sidebar, still run). */
export const RemindersOffFlow: Story = {
  ...RemindersOff,
  name: 'Напоминания выключены: включение',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = reminderSwitch(canvas);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ remindEvents: true }));
  },
};

export const Saving: Story = {
  name: 'Сохранение',
  args: { isSaving: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: /Сохранение\.\.\./ });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Suspended: Story = {
  name: 'Приостановленный аккаунт',
  args: { profile: sampleProfile({ status: 'suspended' }), readOnlyMessage: ACCOUNT_STATUS_MESSAGES.suspended },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectReadOnly(canvas, 'Ваш аккаунт приостановлен. Вы можете просматривать контент, но не можете выполнять активные действия.');
    await expect(accountFacts(canvas)[2]).toBe('Приостановлен');
  },
};

/** Behaviour test: typing and Enter change nothing; «Отмена» still works (out of the sidebar, still run). */
export const SuspendedFlow: Story = {
  ...Suspended,
  name: 'Приостановленный аккаунт: правка не работает',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectReadOnly(canvas, 'Ваш аккаунт приостановлен. Вы можете просматривать контент, но не можете выполнять активные действия.');
    await expect(accountFacts(canvas)[2]).toBe('Приостановлен');
    await userEvent.type(nameField(canvas), 'x{Enter}');
    await expect(nameField(canvas)).toHaveValue('Анна Смирнова');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Отмена' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Blocked: Story = {
  name: 'Заблокированный аккаунт',
  args: { profile: sampleProfile({ status: 'blocked' }), readOnlyMessage: ACCOUNT_STATUS_MESSAGES.blocked },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectReadOnly(canvas, 'Ваш аккаунт заблокирован. Вы можете только просматривать свой профиль.');
    await expect(accountFacts(canvas)[2]).toBe('Заблокирован');
  },
};

/** Saves like the page does: the answer is the stored profile, which the form then shows. */
function SavingRoundTrip(props: ProfileFormProps) {
  const [profile, setProfile] = useState<Profile>(props.profile);
  const save = (update: ProfileUpdate) => {
    props.onSubmit(update);
    setProfile({
      ...profile,
      ...update,
      displayName: update.displayName ?? null,
      bio: update.bio ?? null,
      birthDate: update.birthDate ?? null,
    });
  };
  return <ProfileForm {...props} profile={profile} onSubmit={save} />;
}

/** Behaviour test: after saving, the form shows what was stored (out of the sidebar, still run). */
export const AfterSave: Story = {
  name: 'После сохранения: форма показывает сохранённое',
  tags: ['!dev', '!autodocs'],
  render: (args) => <SavingRoundTrip {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(nameField(canvas));
    await userEvent.type(nameField(canvas), '  Аня  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ displayName: 'Аня' }));
    // The stored name came back trimmed and replaced what was typed.
    await expect(nameField(canvas)).toHaveValue('Аня');
  },
};

/** Behaviour test: while saving, the button and Enter send nothing more. */
export const SavingIgnoresRepeats: Story = {
  ...Saving,
  name: 'Сохранение: повторные нажатия не учитываются',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Сохранение\.\.\./ }));
    await userEvent.type(nameField(canvas), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [Filled, Empty, RemindersOn, RemindersOff, Saving, Suspended, Blocked];

/**
 * Every named state at once, each under its caption. «landmark-unique» is off for this story only:
 * the account facts' region has one fixed name, and the profile page shows one form.
 */
export const AllStates: Story = {
  name: 'Все состояния',
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <ProfileForm {...args} {...stateArgs} />}
    />
  ),
};
