import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../../layout';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, type DialogProps } from './Dialog';
import * as styles from './Dialog.css';

/** A trigger plus the dialog, the way a page uses it. */
function DialogDemo(props: DialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const [subject, setSubject] = useState('');
  const change = (open: boolean) => {
    setOpen(open);
    props.onOpenChange(open);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => change(true)}>
        Обратная связь
      </Button>
      <Dialog {...props} isOpen={isOpen} onOpenChange={change}>
        {props.children}
        <TextField label="Тема" value={subject} onChange={setSubject} />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Примитивы/Dialog',
  component: Dialog,
  args: {
    title: 'Обратная связь',
    isOpen: false,
    onOpenChange: fn(),
    children: <Text>Расскажите, что можно улучшить.</Text>,
    actions: (
      <>
        <Button variant="secondary" slot="close">
          Отмена
        </Button>
        <Button>Отправить</Button>
      </>
    ),
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function openDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Обратная связь' }));
  return page.findByRole('dialog', { name: 'Обратная связь' });
}

export const Open: Story = {
  name: 'Открытие и фокус внутри',
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement | null);
    // Focus is trapped: tabbing past the last control wraps to the first one inside.
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement | null);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement | null);
  },
};

export const ClosesOnEscape: Story = {
  name: 'Закрытие по Escape',
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to the trigger.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Обратная связь' })).toHaveFocus());
  },
};

export const ClosesOnCloseButton: Story = {
  name: 'Закрытие кнопкой «Закрыть»',
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Animated: Story = {
  name: 'Анимация 300 мс',
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    const overlay = document.querySelector(`.${styles.overlay}`);
    await expect(overlay).not.toBeNull();
    await waitFor(() => expect(overlay).not.toHaveAttribute('data-entering'));
    await userEvent.keyboard('{Escape}');
    // docs/accounts.md#site-frame: the exit animation keeps the dialog on screen for 300 ms.
    await expect(overlay).toHaveAttribute('data-exiting');
    await expect(getComputedStyle(overlay as Element).animationDuration).toBe('0.3s');
    await waitFor(() => expect(overlay).not.toBeInTheDocument());
  },
};

export const NotDismissable: Story = {
  name: 'Без закрытия (только действия)',
  args: { isDismissable: false, title: 'Подтвердите email', role: 'alertdialog' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Обратная связь' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Подтвердите email' });
    await expect(within(dialog).queryByRole('button', { name: 'Закрыть' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpenDark: Story = {
  name: 'Открыт, тёмная тема',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Обратная связь' })).toBeVisible();
  },
};
