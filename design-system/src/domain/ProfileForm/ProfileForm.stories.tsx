import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACCOUNT_STATUS_MESSAGES, REMINDER_MESSAGES, type Profile, type ProfileUpdate } from '@city/contracts';
import { SAMPLE_CURRENT_YEAR, sampleProfile } from '../../fixtures';
import { ProfileForm, type ProfileFormProps } from './ProfileForm';

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
  parameters: { layout: 'padded' },
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
    await userEvent.click(save);
    await userEvent.type(nameField(canvas), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Suspended: Story = {
  name: 'Приостановленный аккаунт',
  args: { profile: sampleProfile({ status: 'suspended' }), readOnlyMessage: ACCOUNT_STATUS_MESSAGES.suspended },
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

export const AfterSave: Story = {
  name: 'После сохранения: форма показывает сохранённое',
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

export const FilledDark: Story = {
  name: 'Заполненный профиль, тёмная тема',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(nameField(within(canvasElement))).toHaveValue('Анна Смирнова');
  },
};

export const SuspendedDark: Story = {
  ...Suspended,
  name: 'Приостановленный аккаунт, тёмная тема',
  globals: { theme: 'dark' },
};
