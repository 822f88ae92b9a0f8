import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function ConfirmDialogDemo({ triggerLabel, ...props }: ConfirmDialogProps & { triggerLabel: string }) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const change = (open: boolean) => {
    setOpen(open);
    props.onOpenChange(open);
  };
  return (
    <>
      <Button variant={props.tone} onPress={() => change(true)}>
        {triggerLabel}
      </Button>
      <ConfirmDialog {...props} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: 'Примитивы/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Удалить мероприятие?',
    message: 'Участники получат уведомление об отмене. Это действие нельзя отменить.',
    confirmLabel: 'Удалить',
    tone: 'danger',
    isOpen: false,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
  render: (args) => <ConfirmDialogDemo {...args} triggerLabel="Удалить мероприятие" />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

async function openConfirm(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Удалить мероприятие' }));
  return within(document.body).findByRole('alertdialog', { name: 'Удалить мероприятие?' });
}

export const Confirm: Story = {
  name: 'Подтверждение удаления',
  play: async ({ args, canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await expect(dialog).toHaveTextContent('Это действие нельзя отменить.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Cancel: Story = {
  name: 'Отмена',
  play: async ({ args, canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    // Cancel has the focus first, so a stray Enter never confirms a destructive action.
    const cancel = within(dialog).getByRole('button', { name: 'Отмена' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const PrimaryTone: Story = {
  name: 'Обычное подтверждение',
  args: {
    title: 'Выйти из аккаунта?',
    message: 'Вы сможете войти снова в любой момент.',
    confirmLabel: 'Выйти',
    cancelLabel: 'Остаться',
    tone: 'primary',
  },
  render: (args) => <ConfirmDialogDemo {...args} triggerLabel="Выход" />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Выход' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Выйти из аккаунта?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const OpenDark: Story = {
  name: 'Открыт, тёмная тема',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeVisible();
  },
};
