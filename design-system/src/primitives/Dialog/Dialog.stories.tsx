import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../../layout';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { Button } from '../Button';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { TextField } from '../TextField';
import { Dialog, type DialogProps } from './Dialog';
import * as styles from './Dialog.css';
import { DialogGallery, dialogUnder } from '../../stories/DialogGallery';

/** The field every example shows under its text. */
function SubjectField() {
  const [subject, setSubject] = useState('');
  return <TextField label="Тема" value={subject} onChange={setSubject} />;
}

/** A trigger plus the dialog, the way a page uses it. */
function DialogDemo(props: DialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
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
        <SubjectField />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Примитивы/Dialog',
  component: Dialog,
  args: {
    title: 'Обратная связь',
    // Review stories show the dialog open; the behaviour tests start from the closed trigger.
    isOpen: true,
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
  parameters: {
    // An open modal would cover the whole Docs page: each story gets a frame of its own.
    ...inOwnFrame(),
    specRules: [
      {
        rule: 'Анимация модального окна — 300 мс',
        // The timing itself is checked by the behaviour test «Анимация 300 мс» (Animated).
        state: 'Открыт: появляется и скрывается за 300 мс',
        story: 'Open',
      },
    ] satisfies SpecRule[],
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'], args: { isOpen: false } } satisfies Story;

/** The dialog rendered open, once its 300 ms entry animation has finished. */
async function shownDialog(role: 'dialog' | 'alertdialog', name: string): Promise<HTMLElement> {
  const dialog = await page.findByRole(role, { name });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

async function openDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Обратная связь' }));
  return page.findByRole('dialog', { name: 'Обратная связь' });
}

export const Open: Story = {
  name: 'Открыт',
  beforeEach: asIfOpenedByPointer,
  play: async () => {
    const dialog = await shownDialog('dialog', 'Обратная связь');
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Обратная связь' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeVisible();
    // Opened as by a press: no keyboard focus ring on the reference frame.
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

export const NotDismissable: Story = {
  name: 'Без закрытия (только действия)',
  beforeEach: asIfOpenedByPointer,
  args: { isDismissable: false, title: 'Подтвердите email', role: 'alertdialog' },
  play: async () => {
    const dialog = await shownDialog('alertdialog', 'Подтвердите email');
    await expect(within(dialog).queryByRole('button', { name: 'Закрыть' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeVisible();
    // Opened as by a press: no keyboard focus ring on the reference frame.
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

const REVIEW_STATES: Story[] = [Open, NotDismissable];

export const AllStates: Story = {
  name: 'Все состояния',
  // Each dialog focuses itself as it mounts; opened as by a press, that draws no focus ring.
  beforeEach: asIfOpenedByPointer,
  render: (args) => (
    <DialogGallery
      states={REVIEW_STATES}
      show={(stateArgs) => (
        <Dialog {...args} {...stateArgs}>
          {args.children}
          <SubjectField />
        </Dialog>
      )}
    />
  ),
  // In place the dialogs take the width they are given, not the centred frame's.
  parameters: { layout: 'padded', ...inOwnFrame('480px') },
  play: async ({ canvasElement }) => {
    const open = await dialogUnder(canvasElement, 'Открыт', 'Обратная связь');
    await expect(within(open).getByRole('button', { name: 'Закрыть' })).toBeVisible();
    const answerOnly = await dialogUnder(canvasElement, 'Без закрытия (только действия)', 'Подтвердите email', 'alertdialog');
    await expect(within(answerOnly).queryByRole('button', { name: 'Закрыть' })).toBeNull();
    await expect(within(answerOnly).getByRole('button', { name: 'Отмена' })).toBeVisible();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

export const FocusTrapped: Story = {
  ...behaviourTest,
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
  ...behaviourTest,
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
  ...behaviourTest,
  name: 'Закрытие кнопкой «Закрыть»',
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Animated: Story = {
  ...behaviourTest,
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

export const NotDismissableAnswered: Story = {
  ...behaviourTest,
  name: 'Без закрытия: только действием',
  args: { ...behaviourTest.args, isDismissable: false, title: 'Подтвердите email', role: 'alertdialog' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Обратная связь' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Подтвердите email' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
