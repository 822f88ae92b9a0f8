import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ComplaintDialog, type ComplaintDialogProps } from './ComplaintDialog';
import { inOwnFrame } from '../../stories/docsFrame';

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
  parameters: inOwnFrame(),
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
  play: async ({ args }) => {
    const dialog = await complaintDialog();
    await expect(within(dialog).getByText('Мероприятие: «Джазовый вечер в парке Горького»')).toBeVisible();
    const reason = reasonField(dialog);
    await expect(reason).toHaveFocus();
    await expect(reason).toBeRequired();
    await expect(counter(dialog)).toHaveTextContent('Осталось символов: 500');
    await expect(submitButton(dialog)).toBeDisabled();
    // docs/events.md#complaints: a blank reason is no reason.
    await userEvent.type(reason, '   ');
    await expect(submitButton(dialog)).toBeDisabled();
    await userEvent.click(submitButton(dialog));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  name: 'Ввод причины',
  play: async ({ args }) => {
    const dialog = await complaintDialog();
    await userEvent.type(reasonField(dialog), 'Мошенничество');
    await expect(counter(dialog)).toHaveTextContent('Осталось символов: 487');
    await expect(counter(dialog)).toHaveAttribute('data-level', 'normal');
    await expect(submitButton(dialog)).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Warning: Story = {
  name: 'Предупреждение: больше 450 символов',
  play: async () => {
    const dialog = await complaintDialog();
    await userEvent.click(reasonField(dialog));
    await userEvent.paste('Подозрение на мошенничество. '.repeat(16));
    await expect(counter(dialog)).toHaveTextContent('Осталось символов: 36');
    await expect(counter(dialog)).toHaveAttribute('data-level', 'warning');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Осталось символов: 36');
  },
};

export const AtMax: Story = {
  name: 'Достигнут предел 500 символов',
  play: async () => {
    const dialog = await complaintDialog();
    const reason = reasonField(dialog);
    await userEvent.click(reason);
    await userEvent.paste('ж'.repeat(500));
    await expect(counter(dialog)).toHaveTextContent('Осталось символов: 0');
    await userEvent.keyboard('ещё');
    await expect(reason).toHaveValue('ж'.repeat(500));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Достигнут предел: 500 символов');
    await expect(submitButton(dialog)).toBeEnabled();
  },
};

export const Submitted: Story = {
  name: 'Отправка: причина без пробелов по краям, диалог закрывается',
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
  name: 'Отправка... (повторные нажатия игнорируются)',
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

export const ComplaintAboutUser: Story = {
  name: 'Жалоба на пользователя',
  args: {
    eventTitle: undefined,
    title: 'Пожаловаться на пользователя',
    description: 'Пользователь: Анна Смирнова. Модераторы рассмотрят жалобу и примут решение.',
  },
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Пожаловаться на пользователя' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(within(dialog).getByText(/^Пользователь: Анна Смирнова\./)).toBeVisible();
    await expect(within(dialog).queryByText(/^Мероприятие:/)).toBeNull();
    await userEvent.type(reasonField(dialog), '  Оскорбляет участников  ');
    await userEvent.click(submitButton(dialog));
    await expect(args.onSubmit).toHaveBeenCalledWith('Оскорбляет участников');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const ComplaintAboutUserDark: Story = {
  ...ComplaintAboutUser,
  name: 'Жалоба на пользователя, тёмная тема',
  globals: { theme: 'dark' },
};

export const WarningDark: Story = {
  ...Warning,
  name: 'Предупреждение, тёмная тема',
  globals: { theme: 'dark' },
};

export const SendingDark: Story = {
  ...Sending,
  name: 'Отправка..., тёмная тема',
  globals: { theme: 'dark' },
};
