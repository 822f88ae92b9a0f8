import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { ComplaintDialog, type ComplaintDialogProps } from './ComplaintDialog';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { DialogGallery, dialogUnder } from '../../stories/DialogGallery';

/** The report button of the event page plus the dialog. */
function ComplaintDialogDemo(props: ComplaintDialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const change = (open: boolean) => {
    setOpen(open);
    props.onOpenChange(open);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => change(true)}>
        Пожаловаться
      </Button>
      <ComplaintDialog {...props} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

const neverAnswers = () => new Promise<void>(() => {});

const meta = {
  title: 'Участник/ReportDialog',
  component: ComplaintDialog,
  parameters: {
    ...inOwnFrame(),
    specRules: [
      { rule: 'Причина обязательна (не пустая)', state: 'Пустое поле: «Отправить жалобу» недоступна', story: 'Empty' },
      { rule: 'Причина — текстовое поле со счётчиком', state: '«Осталось символов: 487»', story: 'Typing' },
      { rule: 'Счётчик предупреждает после 450 символов', state: '«Осталось символов: 36», предупреждение', story: 'Warning' },
      { rule: 'Не больше 500 символов', state: '«Достигнут предел: 500 символов»', story: 'AtMax' },
      { rule: 'Повторные нажатия во время отправки игнорируются', state: '«Отправка...», поле только для чтения', story: 'Sending' },
      { rule: 'Диалог закрывается после отправки', state: 'Диалог закрыт, фокус на «Пожаловаться»', story: 'Submitted' },
      { rule: 'Диалог закрывается и при ошибке («Произошла ошибка при подаче жалобы»)', state: 'Диалог закрыт', story: 'Failure' },
    ] satisfies SpecRule[],
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => {}),
    eventTitle: 'Джазовый вечер в парке Горького',
  },
  render: (args) => <ComplaintDialogDemo {...args} />,
} satisfies Meta<typeof ComplaintDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function complaintDialog(): Promise<HTMLElement> {
  const dialog = await page.findByRole('dialog', { name: 'Пожаловаться на мероприятие' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

const reasonField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Причина жалобы' });
const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Отправить жалобу' });
const counter = (dialog: HTMLElement) =>
  within(dialog).getByText(/^Осталось символов: \d+$/, { selector: '[data-level]' });

export const Empty: Story = {
  name: 'Пусто: отправить нельзя',
  play: async () => {
    const dialog = await complaintDialog();
    await expect(within(dialog).getByText('Мероприятие: «Джазовый вечер в парке Горького»')).toBeVisible();
    const reason = reasonField(dialog);
    await expect(reason).toHaveValue('');
    await expect(reason).toHaveFocus();
    await expect(reason).toBeRequired();
    await expect(counter(dialog)).toHaveTextContent('Осталось символов: 500');
    await expect(submitButton(dialog)).toBeDisabled();
  },
};

/** docs/events.md#complaints: a blank reason is no reason; pressing the button sends nothing. */
export const EmptyBlank: Story = {
  name: 'Пусто: пробелы не причина',
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await complaintDialog();
    await userEvent.type(reasonField(dialog), '   ');
    await expect(submitButton(dialog)).toBeDisabled();
    await userEvent.click(submitButton(dialog));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  name: 'Ввод причины',
  args: { defaultReason: 'Мошенничество' },
  play: async ({ args }) => {
    const dialog = await complaintDialog();
    await expect(reasonField(dialog)).toHaveValue('Мошенничество');
    await expect(counter(dialog)).toHaveTextContent('Осталось символов: 487');
    await expect(counter(dialog)).toHaveAttribute('data-level', 'normal');
    await expect(submitButton(dialog)).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typing counts down and enables the button. */
export const TypingByHand: Story = {
  name: 'Ввод причины с клавиатуры',
  tags: ['!dev', '!autodocs'],
  play: async () => {
    const dialog = await complaintDialog();
    await userEvent.type(reasonField(dialog), 'Мошенничество');
    await expect(counter(dialog)).toHaveTextContent('Осталось символов: 487');
    await expect(submitButton(dialog)).toBeEnabled();
  },
};

export const Warning: Story = {
  name: 'Предупреждение: больше 450 символов',
  args: { defaultReason: 'Подозрение на мошенничество. '.repeat(16) },
  play: async () => {
    const dialog = await complaintDialog();
    await expect(counter(dialog)).toHaveTextContent('Осталось символов: 36');
    await expect(counter(dialog)).toHaveAttribute('data-level', 'warning');
  },
};

/** Pasting past 450 characters: the counter turns to a warning and is announced. */
export const WarningByPaste: Story = {
  name: 'Предупреждение: вставка текста',
  tags: ['!dev', '!autodocs'],
  play: async () => {
    const dialog = await complaintDialog();
    await userEvent.click(reasonField(dialog));
    await userEvent.paste('Подозрение на мошенничество. '.repeat(16));
    await expect(counter(dialog)).toHaveAttribute('data-level', 'warning');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Осталось символов: 36');
  },
};

export const AtMax: Story = {
  name: 'Достигнут предел 500 символов',
  args: { defaultReason: 'ж'.repeat(500) },
  play: async () => {
    const dialog = await complaintDialog();
    await expect(counter(dialog)).toHaveTextContent('Осталось символов: 0');
    await expect(submitButton(dialog)).toBeEnabled();
  },
};

/** At 500 characters more typing is not taken, and the limit is announced. */
export const AtMaxTyping: Story = {
  name: 'Достигнут предел: ввод сверх 500',
  tags: ['!dev', '!autodocs'],
  play: async () => {
    const dialog = await complaintDialog();
    const reason = reasonField(dialog);
    await userEvent.click(reason);
    await userEvent.paste('ж'.repeat(500));
    await userEvent.keyboard('ещё');
    await expect(reason).toHaveValue('ж'.repeat(500));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Достигнут предел: 500 символов');
  },
};

export const Submitted: Story = {
  name: 'Отправка: причина без пробелов по краям, диалог закрывается',
  tags: ['!dev', '!autodocs'],
  args: { isOpen: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Пожаловаться' }));
    const dialog = await complaintDialog();
    await userEvent.type(reasonField(dialog), '  Продажа алкоголя несовершеннолетним  ');
    await userEvent.click(submitButton(dialog));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('Продажа алкоголя несовершеннолетним');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to the report button that opened the dialog.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Пожаловаться' })).toHaveFocus());
  },
};

export const Sending: Story = {
  name: 'Отправка...',
  args: { defaultReason: 'Спам', shownSending: true },
  play: async () => {
    const dialog = await complaintDialog();
    await expect(within(dialog).getByRole('button', { name: 'Отправка...' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(reasonField(dialog)).toHaveAttribute('readonly');
  },
};

/** While sending, repeated presses and Escape change nothing. */
export const SendingPressed: Story = {
  name: 'Отправка... (повторные нажатия игнорируются)',
  tags: ['!dev', '!autodocs'],
  args: { onSubmit: fn(neverAnswers) },
  play: async ({ args }) => {
    const dialog = await complaintDialog();
    await userEvent.type(reasonField(dialog), 'Спам');
    await userEvent.click(submitButton(dialog));
    const sending = within(dialog).getByRole('button', { name: 'Отправка...' });
    await expect(sending).toHaveFocus();
    await userEvent.click(sending);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(reasonField(dialog)).toHaveAttribute('readonly');
    // Escape does not drop a complaint that is on its way.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Failure: Story = {
  name: 'Ошибка отправки: диалог тоже закрывается',
  tags: ['!dev', '!autodocs'],
  args: { onSubmit: fn(async () => Promise.reject(new Error('Произошла ошибка при подаче жалобы'))) },
  play: async ({ args }) => {
    const dialog = await complaintDialog();
    await userEvent.type(reasonField(dialog), 'Оскорбления в описании');
    await userEvent.click(submitButton(dialog));
    await expect(args.onSubmit).toHaveBeenCalledWith('Оскорбления в описании');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Cancel: Story = {
  name: 'Отмена, при повторном открытии поле пустое',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const dialog = await complaintDialog();
    await userEvent.type(reasonField(dialog), 'Черновик');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Пожаловаться' }));
    const reopened = await complaintDialog();
    await expect(reasonField(reopened)).toHaveValue('');
  },
};

export const WithoutTitle: Story = {
  name: 'Без названия мероприятия',
  args: { eventTitle: undefined },
  play: async () => {
    const dialog = await complaintDialog();
    await expect(within(dialog).queryByText(/^Мероприятие:/)).toBeNull();
  },
};

const aboutUser = {
  eventTitle: undefined,
  title: 'Пожаловаться на пользователя',
  description: 'Пользователь: Анна Смирнова. Модераторы рассмотрят жалобу и примут решение.',
};

async function userComplaintDialog(): Promise<HTMLElement> {
  const dialog = await page.findByRole('dialog', { name: 'Пожаловаться на пользователя' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

export const ComplaintAboutUser: Story = {
  name: 'Жалоба на пользователя',
  args: aboutUser,
  play: async () => {
    const dialog = await userComplaintDialog();
    await expect(within(dialog).getByText(/^Пользователь: Анна Смирнова\./)).toBeVisible();
    await expect(within(dialog).queryByText(/^Мероприятие:/)).toBeNull();
  },
};

/** A complaint about a user is sent trimmed and the dialog closes. */
export const ComplaintAboutUserSent: Story = {
  name: 'Жалоба на пользователя: отправка',
  tags: ['!dev', '!autodocs'],
  args: aboutUser,
  play: async ({ args }) => {
    const dialog = await userComplaintDialog();
    await userEvent.type(reasonField(dialog), '  Оскорбляет участников  ');
    await userEvent.click(submitButton(dialog));
    await expect(args.onSubmit).toHaveBeenCalledWith('Оскорбляет участников');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

const REVIEW_STATES: Story[] = [Empty, Typing, Warning, AtMax, Sending, WithoutTitle, ComplaintAboutUser];

export const AllStates: Story = {
  name: 'Все состояния',
  // Every reason field takes focus as it mounts (the last one keeps it); opened as by a press,
  // that draws no focus ring.
  beforeEach: asIfOpenedByPointer,
  render: (args) => <DialogGallery states={REVIEW_STATES} show={(stateArgs) => <ComplaintDialog {...args} {...stateArgs} />} />,
  // In place the dialogs take the width they are given, not the centred frame's.
  parameters: { layout: 'padded', ...inOwnFrame('1400px') },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('dialog')).toHaveLength(REVIEW_STATES.length);
    const empty = await dialogUnder(canvasElement, 'Пусто: отправить нельзя', 'Пожаловаться на мероприятие');
    await expect(counter(empty)).toHaveTextContent('Осталось символов: 500');
    await expect(submitButton(empty)).toBeDisabled();
    const typing = await dialogUnder(canvasElement, 'Ввод причины', 'Пожаловаться на мероприятие');
    await expect(counter(typing)).toHaveTextContent('Осталось символов: 487');
    await expect(submitButton(typing)).toBeEnabled();
    const warning = await dialogUnder(canvasElement, 'Предупреждение: больше 450 символов', 'Пожаловаться на мероприятие');
    await expect(counter(warning)).toHaveTextContent('Осталось символов: 36');
    await expect(counter(warning)).toHaveAttribute('data-level', 'warning');
    const atMax = await dialogUnder(canvasElement, 'Достигнут предел 500 символов', 'Пожаловаться на мероприятие');
    await expect(counter(atMax)).toHaveTextContent('Осталось символов: 0');
    const sending = await dialogUnder(canvasElement, 'Отправка...', 'Пожаловаться на мероприятие');
    await expect(within(sending).getByRole('button', { name: 'Отправка...' })).toBeInTheDocument();
    await expect(reasonField(sending)).toHaveAttribute('readonly');
    const withoutTitle = await dialogUnder(canvasElement, 'Без названия мероприятия', 'Пожаловаться на мероприятие');
    await expect(within(withoutTitle).queryByText(/^Мероприятие:/)).toBeNull();
    const aboutUser = await dialogUnder(canvasElement, 'Жалоба на пользователя', 'Пожаловаться на пользователя');
    await expect(within(aboutUser).getByText(/^Пользователь: Анна Смирнова\./)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};
